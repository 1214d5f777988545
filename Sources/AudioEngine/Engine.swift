/// The audio engine: a clip cache, a mixer, its scheduler, and the output that pulls the mix.
///
/// Control threads call the scheduler and the cache; the output's thread calls the mixer.
public final class Engine: Sendable {
    /// The settings it was made with.
    public let configuration: EngineConfiguration
    /// Decoded clips, shared.
    public let clips: ClipCache
    /// The mixer the output pulls from.
    public let mixer: Mixer
    /// Where timelines are scheduled and events come from.
    public let scheduler: Scheduler

    /// Creates an engine; nothing plays until an output is started on its mixer.
    public init(configuration: EngineConfiguration = EngineConfiguration()) {
        self.configuration = configuration
        clips = ClipCache(format: configuration.format, budget: configuration.clipCacheBytes)
        mixer = Mixer(configuration: configuration)
        scheduler = Scheduler(mixer: mixer, configuration: configuration)
    }

    /// The format the mix is in.
    public var format: AudioFormat { configuration.format }

    /// Output frames rendered so far (mix frames plus the limiter's look-ahead are where sound is heard).
    public var renderedFrames: Int64 { mixer.renderedFrames }
}
