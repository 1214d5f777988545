/// The mean square of interleaved samples over short windows, the measure the syllable cuts, the recorder's trimming
/// and its pause finder look for speech and quiet in.
public enum ShortTermEnergy {
    /// The mean square of every channel's samples in each window of `window` frames, one window every `hop` frames
    /// from the start (windows that would run past the end are left out).
    public static func windows(of samples: UnsafeBufferPointer<Float>, channels: Int, window: Int, hop: Int) -> [Float] {
        let frames = samples.count / channels
        guard window > 0, hop > 0, frames > window else { return [] }
        return stride(from: 0, to: frames - window, by: hop).map { start in
            let slice = samples[(start * channels)..<((start + window) * channels)]
            return slice.reduce(0) { $0 + $1 * $1 } / Float(slice.count)
        }
    }
}
