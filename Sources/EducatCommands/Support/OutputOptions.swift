import AudioEngine
import ArgumentParser
import EducatApp
import Settings

/// Where sound goes, shared by every command that plays; levels and latency come from the layered settings.
struct OutputOptions: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], help: "Write the sound to this .wav or .flac file instead of playing it.")
    var file: String?

    @OptionGroup var live: LiveOptions

    @Option(name: .customLong("max-level"),
            help: "Loudest output level, in dBFS, for this run; never above the configured audio.max_level_db (-3).")
    var maxLevel: Double?

    func validate() throws {
        try FlagRange.check(maxLevel, "--max-level", in: FlagRange.maxLevelDB, unit: "dBFS")
        if let file, !["wav", "flac"].contains(file.split(separator: ".").last?.lowercased() ?? "") {
            throw ValidationError("--output must name a .wav or .flac file.")
        }
    }

    /// The engine settings `settings` ask for, with the cap lowered (never raised: the room's cap holds) by --max-level.
    func engineConfiguration(_ settings: Settings) -> EngineConfiguration {
        var configuration = settings.engineConfiguration
        if let maxLevel { configuration.maxLevel = min(maxLevel, settings.maxLevel) }
        return configuration
    }

    /// The destination these options ask for.
    func destination(_ settings: Settings) -> SessionPlayer.Destination {
        if let file { return .file(file) }
        return .live(live.target(settings))
    }
}
