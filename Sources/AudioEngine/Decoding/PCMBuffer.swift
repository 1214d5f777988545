/// Interleaved Float32 samples in a known format, as read from or written to a file.
public struct PCMBuffer: Sendable, Equatable {
    /// Interleaved samples, nominally in [-1, 1].
    public var samples: [Float]
    /// Rate and channel count of `samples`.
    public var format: AudioFormat

    /// Creates a buffer; `samples.count` must be a multiple of `format.channels`.
    public init(samples: [Float], format: AudioFormat) {
        precondition(samples.count % format.channels == 0, "samples do not fill whole frames")
        self.samples = samples
        self.format = format
    }

    /// Number of whole frames.
    public var frameCount: Int { samples.count / format.channels }

    /// Length in seconds.
    public var duration: Double { format.seconds(frames: frameCount) }
}
