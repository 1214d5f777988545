/// One playing or waiting clip inside the mixer; lives in a fixed slot array owned by the audio thread.
struct Voice {
    var clip: Clip?
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

    /// Adds this voice's samples for the chunk starting at `chunkStart` into a stereo `bus` buffer.
    /// Returns the chunk index at which the voice finished, or nil while it goes on.
    mutating func mix(into bus: UnsafeMutablePointer<Float>, frames: Int, chunkStart: Int64,
                      fadeIn: Int, fadeOut: Int) -> Int? {
        guard let clip else { return 0 }
        let first = Int(max(0, startFrame - chunkStart))
        guard first < frames else { return nil }
        let samples = clip.storage.baseAddress!
        let end = looping ? loopEnd : clip.frameCount
        let fadeInScale = 1 / Float(max(fadeIn, 1)), fadeOutScale = 1 / Float(max(fadeOut, 1))
        for i in first..<frames {
            if position >= end {
                guard looping else { return i }
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
            bus[2 * i] += samples[2 * position] * g
            bus[2 * i + 1] += samples[2 * position + 1] * g
            position += 1
            age += 1
        }
        return nil
    }
}
