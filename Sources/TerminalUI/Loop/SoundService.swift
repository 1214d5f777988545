/// What the UI may ask of the sound besides the lessons' cues: the music on or off, the volume, and how it is going;
/// the program that composes the kiosk gives it, so the UI reaches into no engine, scheduler or output.
///
/// Called on the UI loop's thread.
public protocol SoundService: AnyObject {
    /// Mutes (false) or unmutes (true) the background music, which loops on either way.
    func setMusic(_ on: Bool)
    /// Sets the master volume, in dB.
    func setVolume(_ level: Double)
    /// Whether something still plays that will end by itself (a clip, not only looping music).
    var awaitsEnd: Bool { get }
    /// Why no sound is heard, or nil when it is.
    var problem: String? { get }
    /// Stops the sound output (true) while a deployed kiosk has no terminal, and starts it again (false).
    func pause(_ paused: Bool)
}

/// No sound at all: what a UI loop plays through when it is given none.
public final class NoSound: SoundService {
    /// The silence.
    public init() {}
    /// Nothing to mute.
    public func setMusic(_ on: Bool) {}
    /// Nothing to make louder.
    public func setVolume(_ level: Double) {}
    /// Never: nothing plays.
    public var awaitsEnd: Bool { false }
    /// None: silence is what was asked for.
    public var problem: String? { nil }
    /// Nothing to stop.
    public func pause(_ paused: Bool) {}
}
