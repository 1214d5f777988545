/// The thresholds of `BankChecker`, with defaults for spoken clips for children.
public struct CheckLimits: Sendable, Hashable {
    /// Silence before a clip's sound longer than this (seconds) is heard as a delay after a key, unless trimmed.
    public var maxLeadingSilence = 0.01
    /// Silence after it longer than this (seconds) drags, unless trimmed.
    public var maxTrailingSilence = 0.3
    /// Below this level (dBFS) a sample counts as silence.
    public var silenceThreshold = -50.0
    /// Samples at or above this absolute value count as clipped…
    public var clippingLevel: Float = 0.999
    /// …when this many follow each other in one channel.
    public var clippingRun = 3
    /// A voice further than this (LU) from the others' loudness sounds too quiet or too loud next to them.
    public var loudnessTolerance = 6.0

    /// The defaults.
    public init() {}
}
