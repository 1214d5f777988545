/// Renders the mix offline, as fast as the machine goes, into memory and then a file.
///
/// The samples are exactly what a real-time output would have been handed for the same commands.
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

    /// Everything rendered so far.
    public var buffer: PCMBuffer { PCMBuffer(samples: samples, format: mixer.format) }

    /// Writes everything rendered so far; the extension picks WAV (exact float) or FLAC (24-bit).
    public func write(to path: String) throws {
        try SoundFile.write(buffer, to: path)
    }
}
