import AudioEngine
import Foundation

/// Where a clip's sound starts and ends, found against the clip's own noise floor.
///
/// A clean recording (digital silence, or noise too low for its peaks to cross the silence threshold) starts at its
/// first sample above the threshold. A recording made in a room carries its noise before and after the speech, often
/// near −48 dBFS, above any fixed threshold: there the speech starts where 10 ms windows rise out of the noise measured
/// before it, and the rise is followed back to where it leaves the noise, so a soft consonant is kept. A recording
/// whose noise does not run from its first sample to its last (trimmed, or faded at one end) keeps the clean rule.
public struct SoundBounds: Sendable, Hashable {
    /// The first frame of sound (the clip's length when there is none).
    public var first: Int
    /// The frame after the last sound (0 when there is none).
    public var end: Int
    /// The RMS level in dBFS of the noise around the sound, when it is loud enough to need the measure.
    public var noiseFloor: Double?
    /// False when the recording's noise is loud and nothing rises far enough above it to tell where speech starts:
    /// the clip then plays whole.
    public var standsOut: Bool

    /// How far (dB) a window must rise over the noise floor to be sound for certain.
    static let rise = 15.0
    /// The least distance over the floor at which the rise is followed back (and the fall forward) from there.
    static let edge = 3.0
    /// Noise whose RMS is within this many dB of the silence threshold has peaks that cross it.
    static let noisyBelowThreshold = 16.0
    /// The longest quiet (seconds) inside the sound, such as a stop's closure between its burst and the vowel.
    static let gap = 0.08
    /// The least noise (seconds) before the sound that the floor is measured on.
    static let leastNoise = 0.025
    /// Windows within this many dB of the loudest are speech, never noise, whatever the floor.
    static let speechRange = 25.0
    /// Noise is steady: the middle half of its 10 ms windows lie within this many dB.
    static let steadiness = 4.0
    /// The loudest windows of speech that hardly rises out of its noise, in dB under the loudest.
    static let faintSpeechRange = 8.0
    /// The least steady noise (seconds) before or after faint speech: longer than a soft consonant.
    static let longNoise = 0.1

    static let window = 0.010
    static let hop = 0.005

    /// The bounds of the sound in `buffer`; `silenceThreshold` (dBFS) is what a clean recording's silence stays under.
    public init(_ buffer: PCMBuffer, silenceThreshold: Double) {
        let clean = Self.aboveThreshold(buffer, level: silenceThreshold)
        (first, end, noiseFloor, standsOut) = (clean.first, clean.end, nil, true)
        let format = buffer.format, size = format.frames(seconds: Self.window), hop = max(1, format.frames(seconds: Self.hop))
        let levels = buffer.samples.withUnsafeBufferPointer {
            ShortTermEnergy.windows(of: $0, channels: format.channels, window: size, hop: hop)
        }.map { 10 * log10(Double(max($0, 1e-20))) }
        let noisy = { (noise: (level: Double, edge: Double)?) in
            noise.flatMap { $0.level > silenceThreshold - Self.noisyBelowThreshold ? $0 : nil }
        }
        // Speech less than `speechRange` over its noise hides the noise among its own windows: then the noise is
        // looked for under the speech's loudest windows alone, over a longer stretch than a soft consonant lasts.
        guard let noise = noisy(Self.noiseFloor(levels, speech: Self.speechRange, least: Self.leastNoise, hop: hop, format: format)
                                ?? Self.noiseFloor(levels, speech: Self.faintSpeechRange, least: Self.longNoise, hop: hop,
                                                   format: format)) else { return }
        let (floor, edge) = noise
        noiseFloor = floor
        guard let loud = levels.firstIndex(where: { $0 >= floor + Self.rise }),
              let lastLoud = levels.lastIndex(where: { $0 >= floor + Self.rise }) else {
            (first, end, standsOut) = (0, buffer.frameCount, false)
            return
        }
        let gap = format.frames(seconds: Self.gap) / hop
        let start = Self.edge(of: levels, from: loud, by: -1, over: floor + edge, gap: gap)
        let stop = Self.edge(of: levels, from: lastLoud, by: 1, over: floor + edge, gap: gap)
        // Placed to the millisecond: the first and last 1 ms slices 1 dB over the edge around the windows found.
        let slices = Self.slices(buffer, from: max(0, (start - 1) * hop), to: min(buffer.frameCount, stop * hop + size + hop),
                                 over: floor + edge + 1)
        first = slices?.first ?? start * hop
        end = slices?.last ?? min(buffer.frameCount, stop * hop + size)
    }

    /// The farthest window from `index`, stepping by `step`, over `level`, through runs under it of at most `gap`
    /// windows: a stop's burst comes before its closure's silence ("p" in "perfecte"), and a word ends past one.
    private static func edge(of levels: [Double], from index: Int, by step: Int, over level: Double, gap: Int) -> Int {
        var edge = index, quiet = 0, next = index + step
        while levels.indices.contains(next), quiet <= gap {
            if levels[next] >= level { (edge, quiet) = (next, 0) } else { quiet += 1 }
            next += step
        }
        return edge
    }

    /// The noise's RMS level: that of the stretch before the windows within `range` dB of the loudest, when it is
    /// noise: at least `least` seconds long, steady (the middle half of its windows within `steadiness` dB, where a
    /// speech's rise spreads over tens of dB), and running to both edges of the file (its first and last windows as
    /// loud). Nil otherwise: a soft consonant at a clip's start can be steady, but a clip that starts with one does
    /// not end in it, and a trimmed clip's faded edges are no noise.
    /// With the level, how far over it the sound's edge lies: 1 dB over the noise's own loudest windows (all but
    /// the loudest twentieth), and at least `edge`, so a fricative 4 dB over a steady hiss is kept.
    private static func noiseFloor(_ levels: [Double], speech range: Double, least: Double, hop: Int,
                                   format: AudioFormat) -> (level: Double, edge: Double)? {
        guard let loudest = levels.max(), let first = levels.first, let last = levels.last,
              let speech = levels.firstIndex(where: { $0 >= loudest - range }),
              speech >= max(1, format.frames(seconds: least) / hop) else { return nil }
        let sorted = levels[..<speech].sorted(), middle = sorted[sorted.count / 2]
        guard sorted[sorted.count * 3 / 4] - sorted[sorted.count / 4] <= steadiness,
              abs(first - middle) <= steadiness, abs(last - middle) <= steadiness else { return nil }
        return (middle, max(edge, sorted[sorted.count * 19 / 20] - middle + 1))
    }

    /// The first frame of the first 1 ms slice of `buffer` between frames `from` and `to` whose power is over `level`
    /// dBFS, and the frame after the last such slice.
    private static func slices(_ buffer: PCMBuffer, from: Int, to: Int, over level: Double) -> (first: Int, last: Int)? {
        let channels = buffer.format.channels, size = max(1, buffer.format.frames(seconds: 0.001))
        let threshold = Float(pow(10, level / 10))
        let loud = stride(from: from, to: max(from, to - size + 1), by: size).filter { start in
            let samples = buffer.samples[(start * channels)..<((start + size) * channels)]
            return samples.reduce(0) { $0 + $1 * $1 } / Float(samples.count) >= threshold
        }
        guard let first = loud.first, let last = loud.last else { return nil }
        return (first, last + size)
    }

    /// The first frame with a sample over `level` dBFS (the clip's length when none is), and the frame after the last.
    static func aboveThreshold(_ buffer: PCMBuffer, level: Double) -> (first: Int, end: Int) {
        let frames = 0..<buffer.frameCount
        let channels = buffer.format.channels, threshold = Float(pow(10, level / 20))
        let loud = { (frame: Int) in (0..<channels).contains { abs(buffer.samples[frame * channels + $0]) > threshold } }
        let first = frames.first(where: loud) ?? frames.upperBound
        let end = frames.last(where: loud).map { $0 + 1 } ?? frames.lowerBound
        return (first, end)
    }
}
