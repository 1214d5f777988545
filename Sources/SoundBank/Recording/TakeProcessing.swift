import AudioEngine
import Foundation

/// A recorded take made ready for a bank: silence cut from its ends (a few ms kept), DC offset removed, faded at its
/// edges, brought to the bank's loudness target with its true peak under the ceiling.
public struct ProcessedTake: Sendable {
    /// The samples to store.
    public var buffer: PCMBuffer
    /// The frames of the take that were kept.
    public var kept: Range<Int>
    /// Integrated loudness after processing, in LUFS.
    public var loudness: Double
    /// True peak after processing, in dBTP.
    public var truePeak: Double
    /// The gain applied, in dB.
    public var gain: Double
}

/// What `bank record` does to a take before storing it; pure, on sample buffers.
public enum TakeProcessing {
    /// Speech is a 10 ms window whose energy is within this many dB of the loudest window's.
    public static let speechRange = 40.0
    /// And above this level (dBFS of the window's RMS), so a take of room noise alone is silence.
    public static let silenceFloor = -55.0
    /// Silence kept before the first sound (a sample over `CheckLimits.silenceThreshold` once normalized), as the
    /// player trims to, so a key is answered at once.
    public static let lead = Levelling.lead
    /// Silence kept after the last sound: a word's last consonant fades slowly.
    public static let tail = 0.05
    /// The fade out at the end, in seconds, so a cut never clicks; the fade in spans the silence kept before the sound.
    public static let fadeOut = 0.02
    /// The highest true peak a take is stored with, in dBTP (EBU R128's ceiling for distribution).
    public static let truePeakCeiling = -1.0

    static let window = 0.010

    /// The take processed to `target` LUFS; nil when it holds no speech.
    public static func process(_ take: PCMBuffer, target: Double = Levelling.voiceTarget) -> ProcessedTake? {
        let format = take.format, channels = format.channels
        let samples = withoutOffset(take.samples, channels: channels)
        guard let speech = speech(in: samples, format: format) else { return nil }
        // Cut around the speech windows first, measured and brought to the target, then cut again to the sound itself:
        // what counts as silence is a level of the stored clip.
        let rough = max(0, speech.lowerBound - format.frames(seconds: lead + window))
        let roughEnd = min(take.frameCount, speech.upperBound + format.frames(seconds: tail + window))
        let cut = PCMBuffer(samples: Array(samples[(rough * channels)..<(roughEnd * channels)]), format: format)
        guard let loudness = Loudness.integrated(cut), let peak = Loudness.truePeak(cut) else { return nil }
        // A gain that would lift the true peak over the ceiling is lowered, so the stored file never clips in another
        // player: the take is then a little quieter than the target, and educat's levelling raises it the rest of the
        // way with its peak limited as it loads.
        let gain = min(target - loudness, truePeakCeiling - 0.1 - peak)
        let factor = Float(pow(10, gain / 20))
        let louder = cut.samples.map { $0 * factor }
        let (first, sounded) = SoundBounds.aboveThreshold(PCMBuffer(samples: louder, format: format),
                                                          level: CheckLimits().silenceThreshold)
        guard first < sounded else { return nil }
        let start = max(0, first - format.frames(seconds: lead))
        let end = min(cut.frameCount, sounded + format.frames(seconds: tail))
        var kept = Array(louder[(start * channels)..<(end * channels)])
        fade(&kept, format: format, fadeInFrames: first - start)
        // What is stored is measured again and brought to the target: a word shorter than the 400 ms blocks loudness is
        // measured in measures up to half a LU apart once the silence around it is cut. A gain moves both measures by
        // itself, so they are not taken a third time.
        let measured = PCMBuffer(samples: kept, format: format)
        let storedLoudness = Loudness.integrated(measured), storedPeak = Loudness.truePeak(measured)
        let correction = storedLoudness.flatMap { level in
            storedPeak.map { min(target - level, max(0, truePeakCeiling - 0.1 - $0)) }
        } ?? 0
        let corrected = correction == 0 ? kept : kept.map { $0 * Float(pow(10, correction / 20)) }
        return ProcessedTake(buffer: PCMBuffer(samples: corrected, format: format), kept: (rough + start)..<(rough + end),
                             loudness: (storedLoudness ?? loudness + gain) + correction,
                             truePeak: (storedPeak ?? peak + gain) + correction, gain: gain + correction)
    }

    /// The frames from the first to the last 10 ms window of speech; nil when no window is speech.
    public static func speech(in samples: [Float], format: AudioFormat) -> Range<Int>? {
        let size = max(1, format.frames(seconds: window))
        let energies = samples.withUnsafeBufferPointer {
            ShortTermEnergy.windows(of: $0, channels: format.channels, window: size, hop: size)
        }
        guard let loudest = energies.max() else { return nil }
        let threshold = max(loudest * Float(pow(10, -speechRange / 10)), Float(pow(10, silenceFloor / 10)))
        guard let first = energies.firstIndex(where: { $0 >= threshold }),
              let last = energies.lastIndex(where: { $0 >= threshold }) else { return nil }
        return (first * size)..<((last + 1) * size)
    }

    /// Each channel less its mean, so a microphone's DC offset neither clicks at the cuts nor eats headroom.
    static func withoutOffset(_ samples: [Float], channels: Int) -> [Float] {
        let frames = samples.count / channels
        guard frames > 0 else { return samples }
        var means = [Double](repeating: 0, count: channels)
        for (index, sample) in samples.enumerated() { means[index % channels] += Double(sample) }
        let offsets = means.map { Float($0 / Double(frames)) }
        return samples.enumerated().map { $0.element - offsets[$0.offset % channels] }
    }

    /// A raised-cosine fade in over `fadeInFrames` and out over `fadeOut` (each at most half the take).
    static func fade(_ samples: inout [Float], format: AudioFormat, fadeInFrames: Int) {
        let channels = format.channels, frames = samples.count / channels
        for (length, atStart) in [(max(1, fadeInFrames), true), (format.frames(seconds: fadeOut), false)] {
            let length = min(length, frames / 2)
            for step in 0..<length {
                let gain = Float(0.5 - 0.5 * cos(Double.pi * Double(step) / Double(length)))
                let frame = atStart ? step : frames - 1 - step
                for channel in 0..<channels { samples[frame * channels + channel] *= gain }
            }
        }
    }
}
