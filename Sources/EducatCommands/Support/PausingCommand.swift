import ArgumentParser
import CommandSupport
import EducatApp

/// A command that plays clips one after another with a `--gap` between them, on an engine `--output` and the
/// configuration set up: `play` and `bank preview`.
protocol PausingCommand: ParsableCommand {
    /// The pause between clips, in seconds.
    var gap: Double { get }
    /// Where it plays, and the engine's level cap.
    var output: OutputOptions { get }
    /// The configuration it reads.
    var configOptions: ConfigOptions { get }
}

extension PausingCommand {
    /// Refuses a gap outside what `--gap` accepts before anything plays.
    func validate() throws {
        try FlagRange.checkGap(gap)
    }

    /// The parts made from the configuration, on an engine with the level cap `--max-level` sets.
    func composition() -> Composition {
        let settings = configOptions.load()
        return Composition(settings: settings, engine: output.engineConfiguration(settings))
    }
}
