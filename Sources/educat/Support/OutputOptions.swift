import AudioEngine
import ArgumentParser

/// Where sound goes, shared by every command that plays.
struct OutputOptions: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], help: "Write the sound to this .wav or .flac file instead of playing it.")
    var file: String?

    @Option(name: .customLong("latency-ms"), help: "Target output latency in milliseconds.")
    var latencyMilliseconds: Double = 20

    @Option(name: .customLong("max-level"), help: "Loudest output level allowed, in dBFS.")
    var maxLevel: Double = -3

    func validate() throws {
        guard (2...500).contains(latencyMilliseconds) else {
            throw ValidationError("--latency-ms must be between 2 and 500.")
        }
        guard maxLevel <= 0 else { throw ValidationError("--max-level must be 0 dBFS or lower.") }
        if let file, !["wav", "flac"].contains(file.split(separator: ".").last?.lowercased() ?? "") {
            throw ValidationError("--output must name a .wav or .flac file.")
        }
    }

    /// The engine settings these options ask for.
    func engineConfiguration() -> EngineConfiguration {
        var configuration = EngineConfiguration()
        configuration.maxLevel = maxLevel
        return configuration
    }

    /// The destination these options ask for.
    var destination: SessionPlayer.Destination {
        if let file { return .file(file) }
        return .live(latency: latencyMilliseconds / 1_000)
    }
}
