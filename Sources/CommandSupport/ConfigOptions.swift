import ArgumentParser
import Settings

/// `--config`: the settings file on top of the system and user ones.
public struct ConfigOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A configuration file read after /etc/educat/config.toml and ~/.config/educat/config.toml.",
                               valueName: "path"))
    public var config: String?

    /// The layered settings; every problem is reported as a warning and its key keeps its default.
    public func load() -> Settings {
        let (settings, problems) = SettingsLoader(explicitFile: config).load()
        for problem in problems { Log.main.warning("\(problem)") }
        return settings
    }

    public init() {}
}
