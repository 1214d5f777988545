import AudioEngine
import Foundation

/// Whether the first clip after the sink sat idle is heard whole: 1 s at 440 Hz then 1 s at 1760 Hz played by
/// `educat play` and by the reference players, each after 4 s of an idle sink, recorded without holding it.
enum FirstClipBenchmark {
    static func run(on server: Server) {
        print("\n## first clip after 4 s idle: seconds heard of each 1 s tone (440 Hz, 1760 Hz)")
        let folder = Measure.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/two-tones.wav"
        Measure.run("sox", ["-q", "-n", "-r", "48000", "-c", "2", file, "synth", "1", "sine", "440", "vol", "0.5", ":",
                            "synth", "1", "sine", "1760", "vol", "0.5"])
        var players = [(name: "educat play", arguments: [KioskRun.executable, "play"])]
        players += server.players
        for player in players {
            // A capture with a long buffer lets the sink idle as a desktop's would.
            guard let capture = MonitorCapture(source: server.monitor, latency: 2_000) else { return print("skipped: parec records nothing from \(server.monitor)") }
            Thread.sleep(forTimeInterval: 4)
            capture.record()
            Measure.run(player.arguments[0], Array(player.arguments.dropFirst()) + [file])
            Thread.sleep(forTimeInterval: 2.5)
            let samples = capture.recorded()
            capture.stop()
            let low = secondsOfTone(440, over: 1_760, in: samples), high = secondsOfTone(1_760, over: 440, in: samples)
            print(player.name.padding(toLength: 16, withPad: " ", startingAt: 0)
                  + String(format: "%6.3f s %8.3f s", low, high))
        }
    }

    /// Seconds in 10 ms windows where `frequency` is the louder of the two and clearly there.
    private static func secondsOfTone(_ frequency: Double, over other: Double, in samples: [Float]) -> Double {
        let window = 480
        let heard = stride(from: 0, to: samples.count - window, by: window).filter { start in
            let slice = samples[start..<(start + window)]
            let level = amplitude(of: frequency, in: slice)
            return level >= 0.2 && level > amplitude(of: other, in: slice)
        }
        return Double(heard.count * window) / 48_000
    }

    /// Amplitude of the `frequency` component (Goertzel).
    private static func amplitude(of frequency: Double, in samples: ArraySlice<Float>) -> Double {
        let coefficient = 2 * cos(2 * .pi * frequency / 48_000)
        var (previous, beforePrevious) = (0.0, 0.0)
        for sample in samples {
            (previous, beforePrevious) = (Double(sample) + coefficient * previous - beforePrevious, previous)
        }
        let power = previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious
        return 2 * power.squareRoot() / Double(samples.count)
    }
}
