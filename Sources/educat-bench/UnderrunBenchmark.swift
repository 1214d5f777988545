import Atomics
import AudioEngine
import Foundation
import Settings
import TerminalUI
import Texts
import WindowUI

/// Underruns over a long run at the default latency, as a kiosk plays: music streamed from its file from the stream's
/// first write on, a voice every second for the first half, then the music alone (the buffer goes deep); while two
/// threads keep both cores busy, or while a thread draws the window's answer animations back to back. Underruns are
/// counted from the start, and when each came is printed.
enum UnderrunBenchmark {
    static func run(on server: Server) {
        run(on: server, under: "2 busy cores", load: LatencyBenchmark.withLoad)
    }

    /// The same while the window's UI draws: a thread lays out and draws 800×480 frames of a right or wrong answer's
    /// animation, one after another, as fast as it can (a window draws at most one a loop tick).
    static func runAnimated(on server: Server) {
        run(on: server, under: "window animations drawn back to back") { body in
            let stop = ManagedAtomic(false)
            let frames = ManagedAtomic(0)
            Thread.detachNewThread {
                var content = FrameContent(model: ScreenModel(state: .init(screen: .main)), emoji: true,
                                           texts: Catalogue.builtIn(Catalogue.reference)!)
                var step = 0
                while !stop.load(ordering: .relaxed) {
                    content.reaction = .init(right: step / 20 % 2 == 0, progress: Double(step % 20) / 20)
                    _ = try? ScreenImage(content, width: 800, height: 480)
                    step += 1
                    frames.wrappingIncrement(ordering: .relaxed)
                }
            }
            let start = Measure.now()
            body()
            stop.store(true, ordering: .relaxed)
            print(String(format: "frames drawn: %d (%.0f a second)", frames.load(ordering: .relaxed),
                         Double(frames.load(ordering: .relaxed)) / (Measure.now() - start)))
        }
    }

    private static func run(on server: Server, under what: String, load: (() -> Void) -> Void) {
        let seconds = ProcessInfo.processInfo.environment["EDUCAT_BENCH_SECONDS"].flatMap(Double.init) ?? 60
        let latency = Settings().latencyMilliseconds
        print(String(format: "\n## underruns: %.0f s at the default %.0f ms, %@: streamed music, a voice a second "
                     + "for the first half, then the music alone", seconds, latency, what))
        let folder = Measure.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/music.wav"
        Measure.run("sox", ["-q", "-n", "-r", "44100", "-c", "2", file, "synth", "30", "sine", "220", "vol", "0.2"])
        guard let music = try? ClipCache().clip(at: file, loops: true), music.isStreamed else {
            return print("skipped: the music file (sox) could not be made or is not streamed")
        }
        let voice = Clip.sine("voice", frequency: 660, seconds: 0.6, level: 0.3)
        let engine = Engine()
        let output = server.output(latency: latency / 1_000)
        var times: [Double] = []
        var counted = 0
        let start = Measure.now()
        // Polled often enough to tell an underrun at the stream's start, or as the buffer goes deep, from later ones.
        func note() {
            while counted < output.underruns {
                counted += 1
                times.append(Measure.now() - start)
            }
        }
        load {
            output.start(source: engine.mixer)
            engine.scheduler.play(music, on: .music, loop: LoopRange(start: 0, end: music.frameCount))
            var nextVoice = 0.5
            while Measure.now() - start < seconds {
                let now = Measure.now() - start
                if now >= nextVoice, now < seconds / 2 {
                    engine.scheduler.play(voice)
                    nextVoice += 1
                }
                _ = engine.scheduler.pollEvents()
                note()
                Thread.sleep(forTimeInterval: 0.005)
            }
        }
        note()
        var granted = "?"
        if case .connected(let info) = output.status { granted = String(format: "%.1f ms", info.latency * 1_000) }
        output.stop()
        let half = seconds / 2
        print("educat underruns: \(times.count) (first 2 s: \(times.filter { $0 < 2 }.count), "
              + "with voices: \(times.filter { $0 >= 2 && $0 < half }.count), music alone: \(times.filter { $0 >= half }.count); "
              + "granted \(granted), \(output.framesWritten) frames written)")
        if !times.isEmpty { print("at " + times.prefix(12).map { String(format: "%.2f s", $0) }.joined(separator: ", ")) }
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
