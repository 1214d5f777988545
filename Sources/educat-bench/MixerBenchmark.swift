import AudioEngine
import Foundation

/// Mixer cost: music looping + one voice + 8 overlapping effects, rendered offline, as a real-time factor.
enum MixerBenchmark {
    static func run() {
        let engine = Engine()
        let format = engine.format
        func clip(_ name: String, seconds: Double, frequency: Double) -> Clip {
            let frames = format.frames(seconds: seconds)
            var samples = [Float](repeating: 0, count: 2 * frames)
            for i in 0..<frames {
                let v = Float(0.2 * sin(2 * .pi * frequency * Double(i) / Double(format.sampleRate)))
                samples[2 * i] = v
                samples[2 * i + 1] = v
            }
            return Clip(name: name, samples: samples, format: format)
        }
        let music = clip("music", seconds: 20, frequency: 110)
        engine.scheduler.play(music, on: .music, loop: LoopRange(start: 0, end: music.frameCount))
        let seconds = 120.0
        var timeline = Timeline(format: format)
        let voice = clip("voice", seconds: 0.9, frequency: 300)
        let effect = clip("clap", seconds: 1, frequency: 900)
        for second in 0..<Int(seconds) {
            timeline.add(voice, on: .voice, at: Double(second))
            for k in 0..<8 { timeline.add(effect, on: .effects, at: Double(second) + Double(k) * 0.01) }
        }
        engine.scheduler.schedule(timeline)
        let periodFrames = 256
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: 2 * periodFrames)
        defer { buffer.deallocate() }
        let total = format.frames(seconds: seconds)
        let elapsed = Measure.time {
            var done = 0
            while done < total {
                engine.mixer.render(into: buffer, frames: periodFrames)
                done += periodFrames
                _ = engine.scheduler.pollEvents()
            }
        }
        print("\n## mixer: music loop + voice + 8 effects, \(Int(seconds)) s at \(format), periods of \(periodFrames) frames")
        print(String(format: "rendered %.0f s of audio in %.3f s: real-time factor %.4f (%.0f× faster than real time)",
                     seconds, elapsed, elapsed / seconds, seconds / elapsed))
    }
}
