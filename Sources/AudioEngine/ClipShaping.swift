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
    /// Set when the gain takes the clip's peaks over a ceiling: decoded whole, those peaks are limited.
    public var limit: PeakLimit?

    /// How far a gain takes a clip's peaks over the highest level they may reach.
    public struct PeakLimit: Sendable, Hashable {
        /// The highest sample level, in dBFS.
        public var ceiling: Double
        /// How far over `ceiling` the gain alone takes the loudest sample, in dB.
        public var overshoot: Double

        /// Creates a limit.
        public init(ceiling: Double, overshoot: Double) {
            self.ceiling = ceiling
            self.overshoot = overshoot
        }
    }

    /// Creates a shaping; the default leaves a clip as it is.
    public init(start: Double = 0, end: Double? = nil, fadeIn: Double = 0, fadeOut: Double = 0, gain: Double = 0,
                limit: PeakLimit? = nil) {
        self.start = start
        self.end = end
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
        self.gain = gain
        self.limit = limit
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == ClipShaping() }

    public var description: String {
        String(format: "%.4f–%@ s, fades %.4f/%.4f s, %+.2f dB", start, end.map { String(format: "%.4f", $0) } ?? "end",
               fadeIn, fadeOut, gain) + (limit.map {
            String(format: ", peaks %.2f dB over %.1f dBFS limited (limiter %d)", $0.overshoot, $0.ceiling, PeakLimiter.version)
        } ?? "")
    }

    /// `samples` (interleaved, `channels` per frame, at `rate`) cut, faded and scaled, their peaks limited if asked.
    /// A clip long enough to be streamed when its level is known is shaped here as its stream will be (its gain stopped
    /// short of the overshoot): the first play, which decodes it whole to measure it, sounds as every later one.
    func apply(to samples: [Float], channels: Int, rate: Int) -> [Float] {
        let cut = plan(frames: samples.count / channels, rate: rate)
        var shaped = Array(samples[(cut.first * channels)..<((cut.first + cut.count) * channels)])
        let limiting = limit.flatMap { cut.isWhole ? nil : $0 }
            .flatMap { samples.count * MemoryLayout<Float>.size > StreamPlan.thresholdBytes ? nil : $0 }
        let boost = limiting.map { Float(pow(10, $0.overshoot / 20)) } ?? 1
        for index in 0..<cut.count {
            let level = cut.level(at: index) * boost
            for channel in 0..<channels { shaped[index * channels + channel] *= level }
        }
        if let limiting { PeakLimiter.limit(&shaped, channels: channels, rate: rate, ceiling: limiting.ceiling) }
        return shaped
    }

    /// Where and how a clip of `frames` frames at `rate` (as converted) is cut and faded; one plan serves a clip
    /// shaped whole and one streamed from its file. A stream cannot look ahead to limit a peak, so its gain stops
    /// short of the limit's overshoot; a clip decoded whole is boosted by it and limited (`apply`).
    func plan(frames: Int, rate: Int) -> Plan {
        let frame = { (seconds: Double) in min(frames, max(0, Int((seconds * Double(rate)).rounded()))) }
        let first = frame(start)
        // A start past the end leaves the clip as it is.
        guard first < frames else {
            return Plan(first: 0, count: frames, scale: 1, fadeInFrames: 0, fadeOutFrames: 0, isWhole: true)
        }
        let last = max(first + 1, end.map(frame) ?? frames)
        let count = min(last, frames) - first
        return Plan(first: first, count: count, scale: Float(pow(10, (gain - (limit?.overshoot ?? 0)) / 20)),
                    fadeInFrames: min(count, frame(fadeIn)), fadeOutFrames: min(count, frame(fadeOut)), isWhole: false)
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
        /// Whether the shaping was set aside, the clip left as it is (a start past its end).
        let isWhole: Bool

        /// The gain of kept frame `index`.
        func level(at index: Int) -> Float {
            var level = scale
            if index < fadeInFrames { level *= Float(index) / Float(fadeInFrames) }
            if count - index <= fadeOutFrames { level *= Float(count - 1 - index) / Float(fadeOutFrames) }
            return level
        }
    }
}
