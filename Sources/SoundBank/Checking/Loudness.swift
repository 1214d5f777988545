import AudioEngine
import CEbur128
import Foundation

/// EBU R128 integrated loudness and true peak, measured with libebur128.
public enum Loudness {
    /// One gating block: a clip shorter than this is measured as one block of its own length.
    public static let blockSeconds = 0.4

    /// Integrated loudness in LUFS, or nil for silence.
    ///
    /// A clip shorter than one gating block (a letter, "u") has no block of its own to gate: it is measured over its
    /// own length, its mean K-weighted power, so it plays as loud as a long clip at the same level. Padded with silence
    /// to 400 ms, a 200 ms clip would measure 3 LU quieter than it sounds, and be raised 3 dB too loud.
    public static func integrated(_ buffer: PCMBuffer) -> Double? {
        let short = buffer.frameCount < buffer.format.frames(seconds: blockSeconds)
        // The window is whole milliseconds, the last of the clip: at most a millisecond of its start is left out.
        let window = max(1, UInt(Double(buffer.frameCount) * 1000 / Double(buffer.format.sampleRate)))
        return measure(buffer.samples, format: buffer.format, mode: short ? EBUR128_MODE_M : EBUR128_MODE_I) { state in
            var loudness = 0.0
            let status = short ? ebur128_loudness_window(state, window, &loudness) : ebur128_loudness_global(state, &loudness)
            guard status == EBUR128_SUCCESS.rawValue, loudness.isFinite else { return nil }
            return loudness
        }
    }

    /// The highest true (inter-sample) peak of any channel in dBTP, or nil for silence.
    public static func truePeak(_ buffer: PCMBuffer) -> Double? {
        measure(buffer.samples, format: buffer.format, mode: EBUR128_MODE_TRUE_PEAK) { state in
            var highest = 0.0
            for channel in 0..<buffer.format.channels {
                var peak = 0.0
                guard ebur128_true_peak(state, UInt32(channel), &peak) == EBUR128_SUCCESS.rawValue else { return nil }
                highest = max(highest, peak)
            }
            return highest > 0 ? 20 * log10(highest) : nil
        }
    }

    /// `samples` fed to a libebur128 state of `mode`, then `result` read from it; nil when the library refuses them.
    private static func measure(_ samples: [Float], format: AudioFormat, mode: mode,
                                result: (UnsafeMutablePointer<ebur128_state>) -> Double?) -> Double? {
        let channels = format.channels
        guard let state = ebur128_init(UInt32(channels), UInt(format.sampleRate), Int32(mode.rawValue)) else { return nil }
        var handle: UnsafeMutablePointer<ebur128_state>? = state
        defer { ebur128_destroy(&handle) }
        let added = samples.withUnsafeBufferPointer { ebur128_add_frames_float(state, $0.baseAddress, $0.count / channels) }
        guard added == EBUR128_SUCCESS.rawValue else { return nil }
        return result(state)
    }
}
