/// The bounds a file must keep for `SoundFile` to decode it, checked against its header before any sample is
/// allocated and again while reading: one place for all of them, chosen from what a bank holds.
///
/// A bank holds spoken clips of a few seconds and music tracks of a few minutes, recorded at 8–96 kHz in mono or
/// stereo. Outside these bounds a header is damaged or hostile: a 2 MB WAV that claims 1 Hz would resample to 48 000
/// times its frames (192 GB).
public enum DecodeLimits {
    /// Sample rates read, in Hz: from the 1 kHz of the crudest recording to the 768 kHz of studio converters.
    public static let sampleRates = 1_000...768_000
    /// Channels read: up to 7.1 surround; the engine keeps the first two.
    public static let channels = 1...8
    /// The longest clip, in seconds: ten minutes leaves room above a few minutes of music.
    public static let maxSeconds = 600
    /// Samples (frames × channels) of a file as read: ten minutes of 48 kHz stereo, 220 MiB of Float32. It also bounds
    /// the frames of any file, so a loop point at a file's own rate is at most this. Conversion keeps the length, so a
    /// clip in the engine's format lasts at most ``maxSeconds`` too.
    public static let maxSamples = maxSeconds * 48_000 * 2
}

extension DecodeLimits {
    /// The most frames a file in `format` may hold: ``maxSeconds`` of it, within ``maxSamples``.
    static func maxFrames(in format: AudioFormat) -> Int {
        min(maxSeconds * format.sampleRate, maxSamples / format.channels)
    }
}
