import Atomics
import AudioEngine
import Foundation

/// Trigger-to-sound latency on the real server: from the play call to the first samples on the sink's
/// monitor, for educat's running engine and for the server's own players (`paplay FILE`, `pw-play FILE`), measured the
/// same way. educat's own stream holds the sink at low latency throughout, which is also what makes the monitor timing
/// meaningful.
enum LatencyBenchmark {
    static func run(on server: Server) {
        print("\n## latency: play call → first samples on \(server.monitor) (20 trials each)")
        let folder = Measure.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let burst = tone(seconds: 0.05)
        let file = "\(folder)/burst.wav"
        try? SoundFile.write(burst, to: file)
        guard let capture = MonitorCapture(source: server.monitor) else {
            print("skipped: parec records nothing from \(server.monitor)")
            return
        }
        defer { capture.stop() }
        // educat defaults to 20 ms; lower targets trade underruns for speed, so one is measured too.
        let asked = ProcessInfo.processInfo.environment["EDUCAT_BENCH_LATENCY_MS"].flatMap { Double($0) }
        let targets: [Double] = asked.map { [$0] } ?? [10, 20]
        for target in targets { measure(target: target, burst: burst, file: file, capture: capture, server: server) }
    }

    private static func measure(target: Double, burst: PCMBuffer, file: String, capture: MonitorCapture, server: Server) {
        print(String(format: "\n### target latency %.0f ms", target))
        let engine = Engine()
        let clip = Clip(name: "burst", samples: burst.samples, format: .standard)
        let output = server.output(latency: target / 1_000)
        output.start(source: engine.mixer)
        defer { output.stop() }
        Thread.sleep(forTimeInterval: 0.5)
        if case .connected(let info) = output.status {
            print(String(format: "educat stream: %@, granted %.1f ms", info.sink, info.latency * 1_000))
        }

        var underruns = output.underruns
        let idle = trials(capture) { engine.scheduler.play(clip); _ = engine.scheduler.pollEvents() }
        let idleUnderruns = output.underruns - underruns
        let references = server.players.map { player in
            (player.name, trials(capture) { Measure.run(player.arguments[0], Array(player.arguments.dropFirst()) + [file]) })
        }
        underruns = output.underruns
        let busy = withLoad { trials(capture) { engine.scheduler.play(clip); _ = engine.scheduler.pollEvents() } }
        let busyUnderruns = output.underruns - underruns
        print("                      median    p90      max   (ms)")
        report("educat (idle)", idle)
        for (name, values) in references { report("\(name) (idle)", values) }
        report("educat (2 busy cores)", busy)
        for (name, values) in references {
            if let a = median(idle), let b = median(values) { print(String(format: "educat/%@ median ratio: %.2f", name, a / b)) }
        }
        print("educat underruns: \(idleUnderruns) idle, \(busyUnderruns) busy")
    }

    private static func trials(_ capture: MonitorCapture, _ trigger: () -> Void) -> [Double] {
        (0..<20).compactMap { _ in
            Thread.sleep(forTimeInterval: 0.25 + Double.random(in: 0...0.1))
            let start = Measure.now()
            capture.arm(at: start)
            trigger()
            return capture.waitForOnset(timeout: 2)
        }
    }

    private static func report(_ name: String, _ values: [Double]) {
        guard !values.isEmpty else { return print("\(name): no onset captured") }
        let sorted = values.sorted()
        print(name.padding(toLength: 22, withPad: " ", startingAt: 0)
              + String(format: "%6.1f %8.1f %8.1f   (%d/20 captured)", Measure.median(values) * 1_000,
                       sorted[min(sorted.count - 1, sorted.count * 9 / 10)] * 1_000, sorted.last! * 1_000, values.count))
    }

    private static func median(_ values: [Double]) -> Double? { values.isEmpty ? nil : Measure.median(values) }

    /// Runs `body` while two threads keep both cores busy.
    static func withLoad<T>(_ body: () -> T) -> T {
        let stop = ManagedAtomic(false)
        for _ in 0..<2 {
            Thread.detachNewThread {
                var x = 0.0
                while !stop.load(ordering: .relaxed) { x = sin(x + 1) }
                _ = x
            }
        }
        defer { stop.store(true, ordering: .relaxed) }
        return body()
    }

    private static func tone(seconds: Double) -> PCMBuffer {
        let frames = Int(seconds * 48_000)
        var samples = [Float](repeating: 0, count: 2 * frames)
        for i in 0..<frames {
            let v = Float(0.5 * sin(2 * .pi * 1_000 * Double(i) / 48_000))
            samples[2 * i] = v
            samples[2 * i + 1] = v
        }
        return PCMBuffer(samples: samples, format: .standard)
    }
}
