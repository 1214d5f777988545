/// Fills output buffers with the engine's mix.
///
/// Called only on the output's audio thread; implementations must not allocate, lock or block.
public protocol RenderSource: AnyObject, Sendable {
    /// Writes `frames` interleaved frames in the output's format into `buffer`.
    func render(into buffer: UnsafeMutablePointer<Float>, frames: Int)
}

/// A render source that a live output can take back: it mixes again from a recent point, so that audio queued far
/// ahead of what plays can be rewritten the moment something is due. All but `observeCommands` run on the audio thread.
public protocol RewindableSource: RenderSource {
    /// Whether commands wait to be applied: something is due.
    var hasPendingCommands: Bool { get }
    /// Frames mixed since a clip that ends by itself was last there (only loops since).
    var framesSinceOneShot: Int { get }
    /// Whether points to go back to are kept.
    var keepsRewindPoints: Bool { get set }
    /// Goes back at most `frames` frames, as far as it can; returns how far it went (0: not at all).
    func rewind(by frames: Int) -> Int
    /// Calls `observer` from the control side whenever a command is sent; nil stops.
    func observeCommands(_ observer: (@Sendable () -> Void)?)
}

/// What an output is doing right now, for `educat devices` and for status lines.
public enum OutputStatus: Sendable, Equatable {
    /// Not started yet, or stopped.
    case stopped
    /// Playing through a sound server.
    case connected(OutputServerInfo)
    /// No server reachable: the mix runs on, silent, and the output keeps trying to reconnect.
    case silent(reason: String)
}

/// Facts about the sound server an output reached.
public struct OutputServerInfo: Sendable, Equatable {
    /// Server name and version, e.g. "pulseaudio 16.1".
    public var server: String
    /// The sink the stream plays on.
    public var sink: String
    /// The stream's sample format.
    public var format: AudioFormat
    /// Target latency the server granted, in seconds.
    public var latency: Double

    /// Creates server facts.
    public init(server: String, sink: String, format: AudioFormat, latency: Double) {
        self.server = server
        self.sink = sink
        self.format = format
        self.latency = latency
    }
}

/// A destination that pulls the mix on its own audio thread (PulseAudio, null).
///
/// `start` and `stop` are called from the control thread; the source's `render` is called
/// only from the output's own thread, one call at a time.
public protocol RealtimeOutput: AnyObject, Sendable {
    /// Starts pulling from `source`; returns at once, whether or not a server was reached.
    func start(source: RenderSource)
    /// Stops the audio thread and waits for it to end.
    func stop()
    /// Current status; safe to call from any thread.
    var status: OutputStatus { get }
}
