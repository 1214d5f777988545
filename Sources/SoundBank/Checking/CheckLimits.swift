/// The thresholds of `BankChecker`, with defaults for spoken clips for children.
public struct CheckLimits: Sendable, Hashable {
    /// Silence at either end longer than this (seconds) delays or drags a voice.
    public var maxSilence = 0.3
    /// Silence before the onset longer than this (seconds) is heard as a delay after the key that asked for the clip.
    public var maxLeadingSilence = 0.01
    /// Below this level (dBFS) a sample counts as silence.
    public var silenceThreshold = -50.0
    /// Samples at or above this absolute value count as clipped…
    public var clippingLevel: Float = 0.999
    /// …when this many follow each other in one channel.
    public var clippingRun = 3
    /// A voice further than this (LU) from the bank's median loudness sounds too quiet or too loud next to the others.
    public var loudnessTolerance = 6.0

    /// The defaults.
    public init() {}
}
