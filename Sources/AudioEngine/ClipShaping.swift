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
        let cut = plan(frames: samples.count / channels, rate: rate)
        var shaped = Array(samples[(cut.first * channels)..<((cut.first + cut.count) * channels)])
        for index in 0..<cut.count {
            let level = cut.level(at: index)
            for channel in 0..<channels { shaped[index * channels + channel] *= level }
        }
        return shaped
    }

    /// Where and how a clip of `frames` frames at `rate` (as converted) is cut and faded; one plan serves a clip
    /// shaped whole and one streamed from its file, so both carry the same samples.
    func plan(frames: Int, rate: Int) -> Plan {
        let frame = { (seconds: Double) in min(frames, max(0, Int((seconds * Double(rate)).rounded()))) }
        let first = frame(start)
        // A start past the end leaves the clip as it is.
        guard first < frames else { return Plan(first: 0, count: frames, scale: 1, fadeInFrames: 0, fadeOutFrames: 0) }
        let last = max(first + 1, end.map(frame) ?? frames)
        let count = min(last, frames) - first
        return Plan(first: first, count: count, scale: Float(pow(10, gain / 20)),
                    fadeInFrames: min(count, frame(fadeIn)), fadeOutFrames: min(count, frame(fadeOut)))
    }

    /// A shaping worked out for one clip's length, in frames.
    struct Plan: Sendable {
        /// The converted frame the kept sound begins at.
        let first: Int
        /// Frames kept.
        let count: Int
        /// The fixed gain, linear.
        let scale: Float
        /// Frames at the start that fade in, and at the end that fade out.
        let fadeInFrames: Int, fadeOutFrames: Int

        /// The gain of kept frame `index`.
        func level(at index: Int) -> Float {
            var level = scale
            if index < fadeInFrames { level *= Float(index) / Float(fadeInFrames) }
            if count - index <= fadeOutFrames { level *= Float(count - 1 - index) / Float(fadeOutFrames) }
            return level
        }
    }
}
