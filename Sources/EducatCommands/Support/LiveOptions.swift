import ArgumentParser
import EducatApp
import Settings

/// `--latency-ms` and `--sink`, shared by every command that plays live; each overrides its setting for one run.
struct LiveOptions: ParsableArguments {
    @Option(name: .customLong("latency-ms"),
            help: "Target output latency in milliseconds (default: audio.latency_ms of the settings, 20).")
    var latencyMilliseconds: Double?

    @Option(help: ArgumentHelp("The sink to play on (see `educat devices`; default: audio.sink of the settings, else "
                               + "the server's default sink). A missing sink falls back to the default one.",
                               valueName: "name"))
    var sink: String?

    func validate() throws {
        try FlagRange.checkLatency(latencyMilliseconds)
    }

    /// The flags' latency and sink, else the settings'.
    func target(_ settings: Settings) -> LiveTarget {
        LiveTarget(latency: (latencyMilliseconds ?? settings.latencyMilliseconds) / 1_000, sink: sink ?? settings.sink)
    }
}
