import AudioEngine
import Foundation

/// What the checks and listings need to know about one decoded clip.
public struct ClipAnalysis: Sendable, Hashable {
    /// Length in seconds.
    public var duration: Double
    /// Highest absolute sample, in dBFS.
    public var peak: Double
    /// Integrated loudness in LUFS of the part that plays, the silence before and after its sound cut to the lead and
    /// tail a player keeps (`Levelling.kept`); nil when the clip is silent.
    public var loudness: Double?
    /// Seconds before the sound starts (`SoundBounds`: the first sample above the silence threshold, or where speech
    /// rises out of a recording's noise); the whole clip if it has no sound.
    public var leadingSilence: Double
    /// Seconds after the sound ends, found the same way (the whole clip if it has no sound).
    public var trailingSilence: Double
    /// How much loudness (LU) a voice loses to the limiting of the peaks its boost to `Levelling.voiceTarget` takes
    /// over `Levelling.peakCeiling`: the energy of those peaks counts in the measure, so the boost is that much more.
    public var limitingLoss: Double
    /// The RMS level in dBFS of a recording's noise around its sound, when it is loud enough to matter.
    public var noiseFloor: Double?
    /// False when nothing rises far enough out of the recording's noise to tell where its speech starts.
    public var startFound: Bool
    /// Runs of consecutive samples at full scale in one channel: each is an audible click or crackle.
    public var clippedRuns: Int
    /// The file's own rate and channels.
    public var format: AudioFormat
    /// Number of frames at the file's own rate.
    public var frameCount: Int

    /// Analyses a buffer; silence is below `silenceThreshold` dBFS; clipping is `clippingRun` samples in a row at or
    /// above `clippingLevel`.
    public init(_ buffer: PCMBuffer, silenceThreshold: Double = -50, clippingLevel: Float = 0.999, clippingRun: Int = 3) {
        let channels = buffer.format.channels
        let bounds = SoundBounds(buffer, silenceThreshold: silenceThreshold)
        let (first, last) = (bounds.first, bounds.end)
        var runs = 0
        var current = [Int](repeating: 0, count: channels)
        for (index, sample) in buffer.samples.enumerated() {
            let channel = index % channels
            current[channel] = abs(sample) >= clippingLevel ? current[channel] + 1 : 0
            if current[channel] == clippingRun { runs += 1 }
        }
        duration = buffer.duration
        peak = 20 * log10(Double(max(buffer.samples.map(abs).max() ?? 0, 1e-10)))
        let kept = Levelling.kept(onset: buffer.format.seconds(frames: first), end: buffer.format.seconds(frames: last),
                                  duration: buffer.duration)
        let played = (buffer.format.frames(seconds: kept.lowerBound) * channels)..<(min(buffer.frameCount,
                     buffer.format.frames(seconds: kept.upperBound)) * channels)
        let sounding = PCMBuffer(samples: Array(buffer.samples[played]), format: buffer.format)
        loudness = Loudness.integrated(sounding)
        leadingSilence = buffer.format.seconds(frames: first)
        trailingSilence = buffer.format.seconds(frames: buffer.frameCount - last)
        let measured = (loudness: loudness, peak: peak)
        limitingLoss = measured.loudness.map { Self.limitingLoss(of: sounding, loudness: $0, peak: measured.peak) } ?? 0
        noiseFloor = bounds.noiseFloor
        startFound = bounds.standsOut
        clippedRuns = runs
        format = buffer.format
        frameCount = buffer.frameCount
    }

    /// The loss `limitingLoss` describes, found by boosting and limiting `sounding` as the player will, twice: the
    /// second boost makes up the first's loss.
    private static func limitingLoss(of sounding: PCMBuffer, loudness: Double, peak: Double) -> Double {
        let gain = Levelling.voiceTarget - loudness
        guard gain > 0, peak + gain > Levelling.peakCeiling, sounding.duration <= Levelling.longestLimited else { return 0 }
        var loss = 0.0
        for _ in 0..<2 {
            let factor = Float(pow(10, (gain + loss) / 20))
            var samples = sounding.samples.map { $0 * factor }
            PeakLimiter.limit(&samples, channels: sounding.format.channels, rate: sounding.format.sampleRate,
                              ceiling: Levelling.peakCeiling)
            guard let limited = Loudness.integrated(PCMBuffer(samples: samples, format: sounding.format)) else { break }
            loss += Levelling.voiceTarget - limited
        }
        return max(0, loss)
    }

    /// Whether nothing in the clip rises above the silence threshold.
    public var isSilent: Bool { leadingSilence >= duration }
}
