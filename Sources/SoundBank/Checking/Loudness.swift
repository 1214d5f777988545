import AudioEngine
import CEbur128

/// EBU R128 integrated loudness, measured with libebur128.
public enum Loudness {
    /// One gating block: clips shorter than this are measured padded with silence, as `sounds/generate` does.
    public static let blockSeconds = 0.4

    /// Integrated loudness in LUFS, or nil for silence.
    public static func integrated(_ buffer: PCMBuffer) -> Double? {
        let channels = buffer.format.channels
        guard let state = ebur128_init(UInt32(channels), UInt(buffer.format.sampleRate), Int32(EBUR128_MODE_I.rawValue)) else {
            return nil
        }
        var handle: UnsafeMutablePointer<ebur128_state>? = state
        defer { ebur128_destroy(&handle) }
        let padding = max(0, buffer.format.frames(seconds: blockSeconds) - buffer.frameCount) * channels
        let samples = buffer.samples + [Float](repeating: 0, count: padding)
        let added = samples.withUnsafeBufferPointer { ebur128_add_frames_float(state, $0.baseAddress, $0.count / channels) }
        var loudness = 0.0
        guard added == EBUR128_SUCCESS.rawValue, ebur128_loudness_global(state, &loudness) == EBUR128_SUCCESS.rawValue,
              loudness.isFinite else { return nil }
        return loudness
    }
}
