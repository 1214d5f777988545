/// One playing or waiting clip inside the mixer; lives in a fixed slot array owned by the audio thread.
struct Voice {
    var clip: Clip?
    /// What the voice reads a streamed clip from; `position` then counts frames of the stream, laps included.
    var stream: ClipStream?
    var bus: Bus = .voice
    var timeline: UInt64 = 0
    var entry = 0
    var label = ""
    var gain: Float = 1
    /// Absolute mix frame of the first sample.
    var startFrame: Int64 = 0
    /// Absolute mix frame at which the fade-out begins (cut, stop, cancel); `.max` while none is due.
    var stopFrame: Int64 = .max
    var position = 0
    var loopStart = 0
    var loopEnd = 0
    var looping = false
    var age = 0
    var started = false

    var isFree: Bool { clip == nil }

    /// True while the voice makes sound somewhere in `[from, to)`.
    func sounds(from: Int64, to: Int64) -> Bool {
        clip != nil && startFrame < to && stopFrame > from
    }

    /// Adds this voice's samples for the chunk starting at `chunkStart` into a stereo `bus` buffer; a streamed clip
    /// is decoded first when `decodeInline` (offline), and otherwise waits in silence for frames not yet decoded.
    /// Returns the chunk index at which the voice finished, or nil while it goes on.
    mutating func mix(into bus: UnsafeMutablePointer<Float>, frames: Int, chunkStart: Int64,
                      fadeIn: Int, fadeOut: Int, decodeInline: Bool) -> Int? {
        guard let clip else { return 0 }
        let first = Int(max(0, startFrame - chunkStart))
        guard first < frames else { return nil }
        if decodeInline, let stream { stream.fillAll(through: position + frames) }
        let samples = clip.storage.baseAddress!
        let end = stream?.frameLimit ?? (looping ? loopEnd : clip.frameCount)
        let decoded = stream?.decodedFrames ?? .max
        let fadeInScale = 1 / Float(max(fadeIn, 1)), fadeOutScale = 1 / Float(max(fadeOut, 1))
        defer { stream?.moved(to: position) }
        for i in first..<frames {
            if position >= end {
                guard looping, stream == nil else { return i }
                position = loopStart
            }
            var g = gain
            if age < fadeIn { g *= Float(age + 1) * fadeInScale }
            let frame = chunkStart + Int64(i)
            if frame >= stopFrame {
                let faded = Int(frame - stopFrame)
                if faded >= fadeOut { return i }
                g *= Float(fadeOut - faded) * fadeOutScale
            }
            guard position < decoded else { continue }
            let source = stream?.frame(position) ?? UnsafePointer(samples + 2 * position)
            bus[2 * i] += source[0] * g
            bus[2 * i + 1] += source[1] * g
            position += 1
            age += 1
        }
        return nil
    }
}
