import Foundation

/// Holds a clip's samples under a ceiling as it loads, touching only the moments around the peaks that pass it.
///
/// A quiet recording with one sharp peak (a plosive, a click) cannot be raised to the voices' loudness by a gain alone
/// without that peak passing full scale; the output's own limiter would then pull the whole mix down for its release.
/// This one works offline on the whole clip: the gain each frame needs is taken as the least over a short look-ahead,
/// smoothed over as long (so it ramps down before the peak and never lets it through), and let back up slowly.
public enum PeakLimiter {
    /// The ramp down before a peak, in seconds.
    static let attack = 0.002
    /// How long the gain takes to come back up after a peak, in seconds (to about 63 %): short, since the peaks a
    /// voice's boost passes are a plosive's or a click's, and a long release would take a syllable's loudness with it.
    static let release = 0.01

    /// Limits interleaved `samples` (`channels` per frame, at `rate`) so no sample passes `ceiling` dBFS.
    public static func limit(_ samples: inout [Float], channels: Int, rate: Int, ceiling: Double) {
        let frames = samples.count / channels
        let top = Float(pow(10, ceiling / 20))
        var needed = [Float](repeating: 1, count: frames)
        var any = false
        for frame in 0..<frames {
            var peak: Float = 0
            for channel in 0..<channels { peak = max(peak, abs(samples[frame * channels + channel])) }
            if peak > top { needed[frame] = top / peak; any = true }
        }
        guard any else { return }
        let span = max(1, Int(attack * Double(rate)))
        // Each frame's gain is the mean of `span` minima that each cover it, so it is never above what it needs.
        let ahead = (0..<frames).map { frame in needed[frame..<min(frames, frame + span)].min() ?? 1 }
        var sum: Float = 0
        let coefficient = Float(1 - exp(-1 / (release * Double(rate))))
        var gain: Float = 1
        for frame in 0..<frames {
            sum += ahead[frame] - (frame >= span ? ahead[frame - span] : 0)
            let smoothed = (sum + Float(max(0, span - 1 - frame))) / Float(span)
            gain = smoothed < gain ? smoothed : gain + (smoothed - gain) * coefficient
            for channel in 0..<channels { samples[frame * channels + channel] *= gain }
        }
    }
}
