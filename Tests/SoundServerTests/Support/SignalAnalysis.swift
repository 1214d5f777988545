import Foundation

/// Measurements on a captured channel.
enum SignalAnalysis {
    /// Index of the first sample at or after `start` whose magnitude reaches `threshold`.
    static func firstIndex(in samples: [Float], from start: Int = 0, reaching threshold: Float) -> Int? {
        samples[min(start, samples.count)...].firstIndex { abs($0) >= threshold }
    }

    /// Frequency from the rising zero crossings in `samples`.
    static func frequency(of samples: ArraySlice<Float>, sampleRate: Int) -> Double? {
        let rising = zip(samples.indices, samples.indices.dropFirst()).filter { samples[$0] < 0 && samples[$1] >= 0 }.map(\.1)
        guard let first = rising.first, let last = rising.last, last > first else { return nil }
        return Double(rising.count - 1) * Double(sampleRate) / Double(last - first)
    }

    /// Root mean square level in dB full scale.
    static func rmsDecibels(of samples: ArraySlice<Float>) -> Double {
        let power = samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(samples.count, 1))
        return 10 * log10(max(power, 1e-20))
    }

    /// Runs of digital silence at least `shortest` samples long (1 ms at 48 kHz) within `range`, where the signal should
    /// sound throughout: what a server that fell behind leaves (a PipeWire graph cycle missed, a capture that
    /// overflowed) as much as an output that underran. A tone is never that quiet for that long.
    static func dropouts(in samples: [Float], over range: Range<Int>, shortest: Int = 48) -> Int {
        let range = range.clamped(to: samples.indices)
        var (count, run) = (0, 0)
        for index in range {
            run = abs(samples[index]) < 1e-5 ? run + 1 : 0
            if run == shortest { count += 1 }
        }
        return count
    }

    /// Indices where the magnitude reaches `threshold` after at least `gap` samples since the previous onset.
    static func onsets(in samples: [Float], from start: Int, reaching threshold: Float, gap: Int) -> [Int] {
        var found: [Int] = []
        var next = start
        while let index = firstIndex(in: samples, from: next, reaching: threshold) {
            found.append(index)
            next = index + gap
        }
        return found
    }

    /// Seconds during which `frequency` sounds louder than `other`, at least at `amplitude`, in 1 ms steps of a
    /// 10 ms window; a window straddling an edge counts once more than half of it is the tone, so edges are unbiased.
    static func secondsOfTone(_ frequency: Double, over other: Double, in samples: [Float], sampleRate: Int,
                              amplitude: Double) -> Double {
        let window = sampleRate / 100
        let hop = sampleRate / 1000
        let steps = stride(from: 0, to: samples.count - window, by: hop).filter { start in
            let slice = samples[start..<(start + window)]
            let level = self.amplitude(of: frequency, in: slice, sampleRate: sampleRate)
            return level >= amplitude && level > self.amplitude(of: other, in: slice, sampleRate: sampleRate)
        }
        return Double(steps.count * hop) / Double(sampleRate)
    }

    /// Amplitude of the `frequency` component of `samples` (Goertzel).
    static func amplitude(of frequency: Double, in samples: ArraySlice<Float>, sampleRate: Int) -> Double {
        let coefficient = 2 * cos(2 * .pi * frequency / Double(sampleRate))
        var (previous, beforePrevious) = (0.0, 0.0)
        for sample in samples {
            (previous, beforePrevious) = (Double(sample) + coefficient * previous - beforePrevious, previous)
        }
        let power = previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious
        return 2 * power.squareRoot() / Double(samples.count)
    }
}
