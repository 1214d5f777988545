import AudioEngine
import Lessons
import Settings

extension Settings {
    /// The engine settings these ask for.
    public var engineConfiguration: EngineConfiguration {
        var configuration = EngineConfiguration()
        configuration.maxLevel = maxLevel
        configuration.masterVolume = volume
        configuration.busGains[.music] = musicVolume
        configuration.duckDepth = duckDepth
        return configuration
    }

    /// The challenge rules these ask for.
    public var challengeRules: ChallengeRules {
        var rules = ChallengeRules()
        rules.seconds = challengeSeconds
        rules.lives = lives
        rules.timeoutEndsGame = timeoutEndsGame
        return rules
    }
}
