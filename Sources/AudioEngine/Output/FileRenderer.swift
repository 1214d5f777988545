/// Renders the mix offline, as fast as the machine goes, into memory or straight into a file.
///
/// The samples are exactly what a real-time output is handed for the same commands, less the limiter's
/// look-ahead delay at the head, so that sample n of the file is mix frame n: events and sound line up to the sample.
/// Streamed clips are decoded as the mix reaches them, so the render never waits on a feeder nor skips a frame.
/// Used by one control thread, which is then also the mixer's audio thread.
public final class FileRenderer {
    /// The longest render, 24 h: past any lesson, and a bound on the file and the time a mistyped number can cost.
    public static let longestSeconds = 86_400.0

    /// The mixer rendered from.
    public let mixer: Mixer
    /// The most mix frames this renderer's file can hold (24 h, less in a .wav); a streamed render past it fails `finish`.
    public let capacity: Int64
    private let writer: SoundFileWriter?
    /// The first failed write; rendering goes on so the session's clock does, and `finish` reports it.
    private var failure: Error?
    private var samples: [Float] = []
    private let blockFrames: Int

    /// Creates a renderer pulling blocks of `blockFrames` from `mixer` and keeping them in memory, for `buffer`.
    public init(mixer: Mixer, blockFrames: Int = 512) {
        self.mixer = mixer
        self.blockFrames = blockFrames
        mixer.decodesStreamsInline = true
        writer = nil
        capacity = Self.longestFrames(mixer.format)
    }

    /// Creates a renderer that writes each block to `path` as it is mixed, so memory stays the same however long
    /// the render; `finish` completes the file.
    public init(mixer: Mixer, streamingTo path: String, blockFrames: Int = 512) throws {
        self.mixer = mixer
        self.blockFrames = blockFrames
        capacity = try Self.capacity(of: path, format: mixer.format)
        writer = try SoundFileWriter(path: path, format: mixer.format)
        mixer.decodesStreamsInline = true
    }

    /// Frames rendered so far.
    public var frame: Int64 { mixer.renderedFrames }

    /// Renders until the mix reaches `frame`.
    public func render(until frame: Int64) {
        var block = [Float](repeating: 0, count: 2 * blockFrames)
        while mixer.renderedFrames < frame {
            let start = mixer.renderedFrames
            let n = Int(min(Int64(blockFrames), frame - start))
            block.withUnsafeMutableBufferPointer { mixer.render(into: $0.baseAddress!, frames: n) }
            guard let writer else {
                samples.append(contentsOf: block[0..<(2 * n)])
                continue
            }
            // The look-ahead's delay at the head is never written, so the file starts at mix frame 0.
            let skip = Int(max(0, min(Int64(n), Int64(mixer.latencyFrames) - start)))
            guard failure == nil, skip < n else { continue }
            let length = writer.framesWritten + Int64(n - skip)
            guard length <= capacity else {
                failure = SoundFileError(path: writer.path, reason: Self.tooLong(length, capacity: capacity, format: mixer.format))
                continue
            }
            do {
                try block.withUnsafeBufferPointer { try writer.write(UnsafeBufferPointer(rebasing: $0[(2 * skip)..<(2 * n)])) }
            } catch {
                failure = error
            }
        }
    }

    /// Renders `seconds` more.
    public func render(seconds: Double) {
        render(until: frame + Int64(mixer.format.frames(seconds: seconds)))
    }

    /// The mix kept in memory so far, aligned to mix frames; its last look-ahead's worth of frames arrives with more
    /// rendering. Empty when streaming to a file.
    public var buffer: PCMBuffer {
        PCMBuffer(samples: Array(samples.dropFirst(2 * mixer.latencyFrames)), format: mixer.format)
    }

    /// Writes every frame kept in memory so far (rendering the look-ahead's tail first); WAV is exact float, FLAC 24-bit.
    public func write(to path: String) throws {
        let end = frame
        render(until: end + Int64(mixer.latencyFrames))
        let aligned = samples[(2 * mixer.latencyFrames)..<(2 * Int(end + Int64(mixer.latencyFrames)))]
        try SoundFile.write(PCMBuffer(samples: Array(aligned), format: mixer.format), to: path)
    }

    /// Completes the streamed file with every frame mixed so far (rendering the look-ahead's tail first);
    /// returns the frames it holds.
    @discardableResult
    public func finish() throws -> Int64 {
        guard let writer else { return 0 }
        render(until: frame + Int64(mixer.latencyFrames))
        if let failure { throw failure }
        try writer.close()
        return writer.framesWritten
    }

    // MARK: - Limits

    /// The most mix frames a render to `path` may hold: 24 h, or what its file type holds if that is less.
    public static func capacity(of path: String, format: AudioFormat) throws -> Int64 {
        min(longestFrames(format), try SoundFileWriter.capacity(of: path, format: format))
    }

    /// Throws, naming the file, unless `frames` of the mix fit in a render to `path`: checked before rendering,
    /// so a mistyped length is refused at once rather than after hours of work or a full disk.
    public static func checkLength(_ frames: Int64, of path: String, format: AudioFormat) throws {
        let capacity = try capacity(of: path, format: format)
        guard frames > capacity else { return }
        throw SoundFileError(path: path, reason: tooLong(frames, capacity: capacity, format: format))
    }

    private static func tooLong(_ frames: Int64, capacity: Int64, format: AudioFormat) -> String {
        let longest = longestFrames(format)
        let limit = capacity < longest
            ? "this file type holds at most \(duration(capacity, format)); a .flac holds up to \(duration(longest, format))"
            : "a render is at most \(duration(longest, format))"
        return "cannot hold \(duration(frames, format)) of sound: \(limit)"
    }

    private static func longestFrames(_ format: AudioFormat) -> Int64 {
        Int64(format.frames(seconds: longestSeconds))
    }

    /// "3 h 6 min", "24 h", "45 min", "12 s": what a person reads in an error.
    private static func duration(_ frames: Int64, _ format: AudioFormat) -> String {
        let seconds = frames / Int64(format.sampleRate)
        let (hours, minutes) = (seconds / 3_600, seconds % 3_600 / 60)
        if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
        return minutes > 0 ? "\(minutes) min" : "\(seconds) s"
    }
}
