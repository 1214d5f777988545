/// A decoded sound in the engine's format, immutable and shared read-only by every voice that plays it.
///
/// The samples live in memory owned by the clip, so the audio thread reads them without touching
/// reference counts of an array or allocating.
public final class Clip: @unchecked Sendable {
    /// The name it is known by (a bank's clip name, or the file's base name).
    public let name: String
    /// The file it came from, if any.
    public let path: String?
    /// The engine format of `samples`.
    public let format: AudioFormat
    /// The rate and channels of the file before conversion.
    public let sourceFormat: AudioFormat
    /// Number of frames.
    public let frameCount: Int
    let storage: UnsafeMutableBufferPointer<Float>
    /// How a clip too long to keep in memory is read from its file while it plays; nil for one held in `storage`.
    let streaming: StreamPlan?

    /// Creates a clip from interleaved samples already in `format`.
    public init(name: String, samples: [Float], format: AudioFormat, sourceFormat: AudioFormat? = nil, path: String? = nil) {
        self.name = name
        self.path = path
        self.format = format
        self.sourceFormat = sourceFormat ?? format
        self.frameCount = samples.count / format.channels
        storage = .allocate(capacity: max(samples.count, 1))
        _ = storage.initialize(from: samples)
        streaming = nil
    }

    /// Creates a clip that each voice playing it reads from its file as it plays.
    init(name: String, streaming plan: StreamPlan, format: AudioFormat, sourceFormat: AudioFormat) {
        self.name = name
        path = plan.path
        self.format = format
        self.sourceFormat = sourceFormat
        frameCount = plan.shaping.count
        storage = .allocate(capacity: 1)
        storage.initialize(repeating: 0)
        streaming = plan
    }

    deinit { storage.deallocate() }

    /// Length in seconds.
    public var duration: Double { format.seconds(frames: frameCount) }

    /// Whether the clip is read from its file as it plays rather than held in memory.
    public var isStreamed: Bool { streaming != nil }

    /// The interleaved samples, read-only; empty for a streamed clip, whose samples are never all in memory.
    public var samples: UnsafeBufferPointer<Float> {
        UnsafeBufferPointer(rebasing: storage[0..<(isStreamed ? 0 : frameCount * format.channels)])
    }

    /// A copy of the samples as a buffer, for writing or analysis.
    public var buffer: PCMBuffer { PCMBuffer(samples: Array(samples), format: format) }
}
