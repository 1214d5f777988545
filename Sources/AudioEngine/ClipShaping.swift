import Foundation

/// What is done to a clip once, as it is decoded: its silent ends cut to a short edge that fades, and a fixed gain.
///
/// Times are seconds of the file as written, so the same shaping fits whatever rate the clip is converted to.
public struct ClipShaping: Sendable, Hashable, CustomStringConvertible {
    /// Where the kept sound begins.
    public var start: Double
    /// Where it ends; nil keeps it to the end of the file.
    public var end: Double?
    /// Seconds at the start that fade in from silence (the kept lead before the onset).
    public var fadeIn: Double
    /// Seconds at the end that fade out to silence (the kept tail after the last sound).
    public var fadeOut: Double
    /// Gain in dB.
    public var gain: Double

    /// Creates a shaping; the default leaves a clip as it is.
    public init(start: Double = 0, end: Double? = nil, fadeIn: Double = 0, fadeOut: Double = 0, gain: Double = 0) {
        self.start = start
        self.end = end
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
        self.gain = gain
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == ClipShaping() }

    public var description: String {
        String(format: "%.4f–%@ s, fades %.4f/%.4f s, %+.2f dB", start, end.map { String(format: "%.4f", $0) } ?? "end",
               fadeIn, fadeOut, gain)
    }

    /// `samples` (interleaved, `channels` per frame, at `rate`) cut, faded and scaled.
    func apply(to samples: [Float], channels: Int, rate: Int) -> [Float] {
        let frames = samples.count / channels
        let frame = { (seconds: Double) in min(frames, max(0, Int((seconds * Double(rate)).rounded()))) }
        let first = frame(start)
        let last = max(first + 1, end.map(frame) ?? frames)
        guard first < frames else { return samples }
        let kept = Array(samples[(first * channels)..<(min(last, frames) * channels)])
        let count = kept.count / channels
        let scale = Float(pow(10, gain / 20))
        let fadeInFrames = min(count, frame(fadeIn))
        let fadeOutFrames = min(count, frame(fadeOut))
        var shaped = kept
        for index in 0..<count {
            var level = scale
            if index < fadeInFrames { level *= Float(index) / Float(fadeInFrames) }
            if count - index <= fadeOutFrames { level *= Float(count - 1 - index) / Float(fadeOutFrames) }
            for channel in 0..<channels { shaped[index * channels + channel] *= level }
        }
        return shaped
    }
}
