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

    /// Frames in the given number of seconds, rounded to the nearest frame; never traps. Times are range-checked where
    /// they enter (manifests, flags, scripts); this is the last guard for a path that forgot: NaN is 0 frames and
    /// anything beyond ±``maxFrames`` is clamped to it, so a bad time plays now or never instead of crashing the kiosk.
    /// Clamping, not throwing: every caller schedules sound, and a throw there would have to be handled by each.
    public func frames(seconds: Double) -> Int {
        let frames = (seconds * Double(sampleRate)).rounded()
        guard !frames.isNaN else { return 0 }
        return Int(min(max(frames, -Double(Self.maxFrames)), Double(Self.maxFrames)))
    }

    /// The farthest time in frames ``frames(seconds:)`` gives: 2^52, thousands of years at any rate, and far enough
    /// from `Int.max` that adding two such times cannot overflow.
    public static let maxFrames = 1 << 52

    /// Seconds in the given number of frames.
    public func seconds(frames: Int) -> Double { Double(frames) / Double(sampleRate) }

    public var description: String { "\(sampleRate) Hz, \(channels) ch" }
}
