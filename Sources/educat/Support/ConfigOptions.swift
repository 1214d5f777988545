import ArgumentParser
import AudioEngine
import Lessons
import Settings

/// `--config`: the settings file on top of the system and user ones.
struct ConfigOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A configuration file read after /etc/educat/config.toml and ~/.config/educat/config.toml.",
                               valueName: "path"))
    var config: String?

    /// The layered settings; every problem is reported as a warning and its key keeps its default.
    func load() -> Settings {
        let (settings, problems) = SettingsLoader(explicitFile: config).load()
        for problem in problems { Log.main.warning("\(problem)") }
        return settings
    }
}

extension Settings {
    /// The engine settings these ask for.
    var engineConfiguration: EngineConfiguration {
        var configuration = EngineConfiguration()
        configuration.maxLevel = maxLevel
        configuration.masterVolume = volume
        configuration.busGains[.music] = musicVolume
        configuration.duckDepth = duckDepth
        return configuration
    }

    /// The challenge rules these ask for.
    var challengeRules: ChallengeRules {
        var rules = ChallengeRules()
        rules.seconds = challengeSeconds
        rules.lives = lives
        rules.timeoutEndsGame = timeoutEndsGame
        return rules
    }
}
