import AudioEngine

/// How a bank's clips are evened out as they load: silent ends cut to a short edge, voices brought to one loudness.
///
/// Voices are normalized: a lesson moves between clips of different banks and recordings, and each should sound as
/// loud as the last. Effects (the clap, the alarm, a story's sounds) keep the level they were made at, and music keeps
/// its quieter level and its whole length, since its loop points count frames of the file.
public enum Levelling {
    /// The loudness every voice plays at, in LUFS (what `sounds/generate` normalizes to).
    public static let voiceTarget = -20.0
    /// The highest sample peak (dBFS) a boost may raise a quiet voice to, as `sounds/generate` keeps: the peaks a
    /// boost takes past it are limited as the clip loads (`ClipShaping.limit`).
    public static let peakCeiling = -1.0
    /// Silence kept before the onset, faded in, so nothing clicks.
    public static let lead = 0.005
    /// Silence kept after the last sound, faded out.
    public static let tail = 0.03

    /// The longest clip (seconds) whose peaks are limited: a longer one is streamed from its file (over 8 MiB decoded,
    /// 21.8 s at 48 kHz stereo), which cannot look ahead, and plays with its boost stopped at the peak.
    public static let longestLimited = 20.0
    /// The most a boost may take a voice's peaks over `peakCeiling` to be limited, in dB: deeper, a limiter is heard
    /// (a recording that quiet needs recording again, which `bank check` says); the voice then plays that much quieter.
    public static let deepestLimiting = 18.0

    /// The gain in dB a clip of `role` measured as `level` plays at; `fixed` is the manifest's `gain`.
    public static func gain(role: NamedClip.Role, fixed: Double?, level: ClipLevel) -> Double {
        if let fixed { return fixed }
        guard role == .voice, let loudness = level.loudness else { return 0 }
        let gain = voiceTarget - loudness + level.limitingLoss
        return gain > 0 ? min(gain, max(0, peakCeiling - level.peak + deepestLimiting)) : gain
    }

    /// The shaping of a clip of `role` measured as `level`: ends trimmed (not music's), its gain, and the peaks a
    /// voice's boost takes over `peakCeiling` limited, so a quiet recording with one sharp peak still plays as loud as
    /// the others.
    public static func shaping(role: NamedClip.Role, fixed: Double?, level: ClipLevel) -> ClipShaping {
        var shaping = ClipShaping(gain: gain(role: role, fixed: fixed, level: level))
        let overshoot = level.peak + shaping.gain - peakCeiling
        if fixed == nil, role == .voice, shaping.gain > 0, overshoot > 0 {
            shaping.limit = ClipShaping.PeakLimit(ceiling: peakCeiling, overshoot: overshoot)
        }
        guard role != .music, level.end > level.onset else { return shaping }
        let kept = kept(onset: level.onset, end: level.end, duration: level.duration)
        shaping.start = kept.lowerBound
        shaping.fadeIn = level.onset - kept.lowerBound
        shaping.end = kept.upperBound
        shaping.fadeOut = kept.upperBound - level.end
        return shaping
    }

    /// The seconds of a clip that play, its sound from `onset` to `end` with the lead and tail kept around it: what its
    /// loudness is measured on, since silence the player cuts would make it measure quieter than it sounds.
    public static func kept(onset: Double, end: Double, duration: Double) -> ClosedRange<Double> {
        max(0, onset - lead)...min(duration, max(onset, end) + tail)
    }
}

/// What levelling needs to know of one file, measured once and cached.
public struct ClipLevel: Sendable, Hashable, Codable {
    /// Integrated loudness in LUFS of the part that plays (`Levelling.kept`); nil when the clip is silent.
    public var loudness: Double?
    /// Highest absolute sample, in dBFS.
    public var peak: Double
    /// The loudness (LU) a boost to the target loses to the limiting of its peaks (`ClipAnalysis.limitingLoss`).
    public var limitingLoss: Double
    /// Seconds before the sound starts (`SoundBounds`).
    public var onset: Double
    /// Seconds to the end of the last sample above it.
    public var end: Double
    /// Length in seconds.
    public var duration: Double

    /// What `analysis` measured.
    public init(_ analysis: ClipAnalysis) {
        loudness = analysis.loudness
        peak = analysis.peak
        limitingLoss = analysis.limitingLoss
        onset = analysis.leadingSilence
        end = analysis.duration - analysis.trailingSilence
        duration = analysis.duration
    }
}
