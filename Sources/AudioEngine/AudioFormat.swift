/// The sample format the engine mixes and outputs in: interleaved Float32.
public struct AudioFormat: Sendable, Hashable, CustomStringConvertible {
    /// Frames per second.
    public var sampleRate: Int
    /// Interleaved channels per frame.
    public var channels: Int

    /// Creates a format.
    public init(sampleRate: Int, channels: Int) {
        self.sampleRate = sampleRate
        self.channels = channels
    }

    /// 48 kHz stereo, what the engine and the test sink use.
    public static let standard = AudioFormat(sampleRate: 48_000, channels: 2)

    /// Frames in the given number of seconds, rounded to the nearest frame.
    public func frames(seconds: Double) -> Int { Int((seconds * Double(sampleRate)).rounded()) }

    /// Seconds in the given number of frames.
    public func seconds(frames: Int) -> Double { Double(frames) / Double(sampleRate) }

    public var description: String { "\(sampleRate) Hz, \(channels) ch" }
}
