/// Renders the mix offline, as fast as the machine goes, into memory and then a file.
///
/// The samples are exactly what a real-time output is handed for the same commands, less the limiter's
/// look-ahead delay at the head, so that sample n of the file is mix frame n: events and sound line up to the sample.
/// Used by one control thread, which is then also the mixer's audio thread.
public final class FileRenderer {
    /// The mixer rendered from.
    public let mixer: Mixer
    private var samples: [Float] = []
    private let blockFrames: Int

    /// Creates a renderer pulling blocks of `blockFrames` from `mixer`.
    public init(mixer: Mixer, blockFrames: Int = 512) {
        self.mixer = mixer
        self.blockFrames = blockFrames
    }

    /// Frames rendered so far.
    public var frame: Int64 { mixer.renderedFrames }

    /// Renders until the mix reaches `frame`.
    public func render(until frame: Int64) {
        var block = [Float](repeating: 0, count: 2 * blockFrames)
        while mixer.renderedFrames < frame {
            let n = Int(min(Int64(blockFrames), frame - mixer.renderedFrames))
            block.withUnsafeMutableBufferPointer { mixer.render(into: $0.baseAddress!, frames: n) }
            samples.append(contentsOf: block[0..<(2 * n)])
        }
    }

    /// Renders `seconds` more.
    public func render(seconds: Double) {
        render(until: frame + Int64(mixer.format.frames(seconds: seconds)))
    }

    /// The mix so far, aligned to mix frames; its last look-ahead's worth of frames arrives with more rendering.
    public var buffer: PCMBuffer {
        PCMBuffer(samples: Array(samples.dropFirst(2 * mixer.latencyFrames)), format: mixer.format)
    }

    /// Writes every frame mixed so far (rendering the look-ahead's tail first); WAV is exact float, FLAC 24-bit.
    public func write(to path: String) throws {
        let end = frame
        render(until: end + Int64(mixer.latencyFrames))
        let aligned = samples[(2 * mixer.latencyFrames)..<(2 * Int(end + Int64(mixer.latencyFrames)))]
        try SoundFile.write(PCMBuffer(samples: Array(aligned), format: mixer.format), to: path)
    }
}
