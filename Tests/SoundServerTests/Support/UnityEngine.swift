import AudioEngine

extension Engine {
    /// An engine that plays every bus at unity with no cap, so what the monitor hears is the clip's own level.
    static func unityGain() -> Engine {
        var configuration = EngineConfiguration()
        configuration.busGains = [.music: 0, .voice: 0, .effects: 0]
        configuration.maxLevel = 0
        return Engine(configuration: configuration)
    }
}
