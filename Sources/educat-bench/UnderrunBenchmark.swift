import AudioEngine
import Foundation
import Settings

/// Underruns over a long run at the default latency while two threads keep both cores busy: music looping and a
/// voice every second, as a kiosk plays them.
enum UnderrunBenchmark {
    static func run(on server: Server) {
        let seconds = ProcessInfo.processInfo.environment["EDUCAT_BENCH_SECONDS"].flatMap(Double.init) ?? 60
        let latency = Settings().latencyMilliseconds
        print(String(format: "\n## underruns: %.0f s of music and a voice a second at the default %.0f ms, 2 busy cores",
                     seconds, latency))
        let engine = Engine()
        let output = server.output(latency: latency / 1_000)
        output.start(source: engine.mixer)
        defer { output.stop() }
        let music = Clip.sine("music", frequency: 220, seconds: 7, level: 0.1)
        let voice = Clip.sine("voice", frequency: 660, seconds: 0.6, level: 0.3)
        engine.scheduler.play(music, on: .music, loop: LoopRange(start: 0, end: music.frameCount))
        Thread.sleep(forTimeInterval: 1)
        let before = output.underruns
        let start = Measure.now()
        LatencyBenchmark.withLoad {
            while Measure.now() - start < seconds {
                engine.scheduler.play(voice)
                _ = engine.scheduler.pollEvents()
                Thread.sleep(forTimeInterval: 1)
            }
        }
        var granted = "?"
        if case .connected(let info) = output.status { granted = String(format: "%.1f ms", info.latency * 1_000) }
        print("educat underruns: \(output.underruns - before) (granted \(granted), \(output.framesWritten) frames written)")
    }
}

extension Clip {
    /// A stereo sine at the engine's format.
    static func sine(_ name: String, frequency: Double, seconds: Double, level: Double) -> Clip {
        let format = AudioFormat.standard
        let frames = format.frames(seconds: seconds)
        var samples = [Float](repeating: 0, count: 2 * frames)
        for i in 0..<frames {
            let v = Float(level * sin(2 * .pi * frequency * Double(i) / Double(format.sampleRate)))
            samples[2 * i] = v
            samples[2 * i + 1] = v
        }
        return Clip(name: name, samples: samples, format: format)
    }
}
