import Foundation

/// Holds a clip's samples under a ceiling as it loads, touching only the moments around the peaks that pass it.
///
/// A quiet recording with one sharp peak (a plosive, a click) cannot be raised to the voices' loudness by a gain alone
/// without that peak passing full scale; the output's own limiter would then pull the whole mix down for its release.
/// This one works offline on the whole clip, never on the real-time path: the gain each frame needs is taken as the
/// least over a short look-ahead, averaged over as long (so it ramps down before the peak and never lets it through),
/// and let back up quickly.
public enum PeakLimiter {
    /// The ramp down before a peak, in seconds.
    static let attack = 0.002
    /// How long the gain takes to come back up after a peak, in seconds (to about 63 %): short, since the peaks a
    /// voice's boost passes are a plosive's or a click's, and a long release would take a syllable's loudness with it.
    static let release = 0.01
    /// Changes whenever what this does to samples changes, so clips limited before are not reused from a disk cache.
    public static let version = 1

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
        let ahead = minima(needed, over: span)
        // Each frame's gain is the mean of the `span` minima that cover it, so it is never above what it needs; before
        // the first frame, the first minimum stands in (it covers every frame a missing one would).
        let coefficient = Float(1 - exp(-1 / (release * Double(rate))))
        // A Double sum: a Float one drifts by more than the snap below over a clip's thousands of steps.
        var sum = 0.0, gain: Float = 1
        for frame in 0..<frames {
            sum += Double(ahead[frame]) - Double(frame >= span ? ahead[frame - span] : 0)
            // Within 0.001 dB of whole, the gain is whole: the running sum's rounding, and a release that in floats
            // stops short of 1, would otherwise scale every sample after a peak by 0.99999.
            var smoothed = Float((sum + Double(max(0, span - 1 - frame)) * Double(ahead[0])) / Double(span))
            if smoothed > 1 - 1e-4 { smoothed = 1 }
            gain = smoothed < gain || smoothed - gain < 1e-4 ? smoothed : gain + (smoothed - gain) * coefficient
            for channel in 0..<channels { samples[frame * channels + channel] *= gain }
        }
    }

    /// The least of `values` from each index over the next `span` (fewer at the end), in one pass with a queue of
    /// indices whose values rise.
    static func minima(_ values: [Float], over span: Int) -> [Float] {
        var result = [Float](repeating: 1, count: values.count)
        var queue: [Int] = [], head = 0
        for index in stride(from: values.count - 1, through: 0, by: -1) {
            while queue.count > head, values[queue[queue.count - 1]] >= values[index] { queue.removeLast() }
            queue.append(index)
            if queue[head] >= index + span { head += 1 }
            result[index] = values[queue[head]]
        }
        return result
    }
}
