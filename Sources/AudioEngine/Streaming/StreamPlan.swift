/// How a clip too long to keep in memory is read from its file: which file, and where it is cut and faded once
/// converted to the engine's format.
struct StreamPlan: Sendable {
    /// Clips that would take more than this in the engine's format are streamed: 8 MiB, 22 s of 48 kHz stereo, above
    /// every spoken clip, so those stay in memory and start without touching the disk.
    static let thresholdBytes = 8 << 20

    /// The file.
    let path: String
    /// The cut, fades and gain, worked out for the file's converted length.
    let shaping: ClipShaping.Plan
    /// Whether `shaping.count` is the file's length; otherwise it is a bound, and the stream ends where the file does.
    let lengthIsExact: Bool
    /// The file kept decoded in the engine's format (`DecodedStream`), once written; nil when it is not kept.
    var decodedCopy: DecodedCopy? = nil

    /// The streamed clip for `path` shaped by `shaping`, or nil when the file is short enough to decode whole.
    ///
    /// A file whose length in `format` is not in its header (resampled, Ogg, MP3) is read through once without keeping
    /// its samples, which also finds the damage a whole decode would; unless the clip `loops` to its end with a gain
    /// alone: then a bound from the header will do, as its voices go round at the file's real end, and it starts
    /// at once (the kiosk's music, heard first). A looping file that must be converted (music: it plays all day) is kept
    /// decoded in `disk`, if given; a long story or clip heard once is not worth a file of hundreds of megabytes.
    static func clip(at path: String, name: String, format: AudioFormat, shaping: ClipShaping, loops: Bool,
                     disk: DecodedFileCache? = nil) throws -> Clip? {
        let decoder = try StreamDecoder(path: path, format: format)
        let source = decoder.sourceFormat
        let ratio = Double(format.sampleRate) / Double(source.sampleRate)
        let bytes = Double(decoder.claimedFrames) * ratio * Double(format.channels * MemoryLayout<Float>.size)
        guard decoder.claimedFrames == .max || bytes > Double(thresholdBytes) else { return nil }
        let gainOnly = shaping.start == 0 && shaping.end == nil && shaping.fadeIn == 0 && shaping.fadeOut == 0
        var frames = decoder.convertedFramesFromHeader ?? 0
        let bounded = decoder.convertedFramesFromHeader == nil && loops && gainOnly && decoder.claimedFrames != .max
        if bounded {
            // libsamplerate makes at most one frame more than the ratio's share; the margin covers any rounding.
            frames = Int((Double(decoder.claimedFrames) * ratio).rounded(.up)) + 16
        } else if decoder.convertedFramesFromHeader == nil {
            var block = try decoder.next()
            while !block.isEmpty {
                frames += block.count / format.channels
                block = try decoder.next()
            }
        }
        let plan = StreamPlan(path: path, shaping: shaping.plan(frames: frames, rate: format.sampleRate), lengthIsExact: !bounded,
                              decodedCopy: decoder.convertedFramesFromHeader == nil && loops ? disk?.stream(of: path, format: format) : nil)
        return Clip(name: name, streaming: plan, format: format, sourceFormat: source)
    }
}
