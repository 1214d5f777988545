import AudioEngine
import Foundation

// Benchmarks print our figure beside a reference measured in the same run, since absolute times
// on shared machines are noisy. Run with `make bench` (release build), which runs the server benchmarks
// once on a private PulseAudio and once on a private PipeWire; names on the command line pick some.

let arguments = Set(CommandLine.arguments.dropFirst())
let all = arguments.isEmpty
print("educat-bench — \(ProcessInfo.processInfo.processorCount) cores, \(Date())")
if all || arguments.contains("decode") { DecodeBenchmark.run() }
if all || arguments.contains("mixer") { MixerBenchmark.run() }
let serverBenchmarks: [(name: String, run: (Server) -> Void)] = [
    ("latency", LatencyBenchmark.run), ("underruns", UnderrunBenchmark.run), ("underruns-animated", UnderrunBenchmark.runAnimated),
    ("first-clip", FirstClipBenchmark.run),
    ("kiosk", KioskBenchmark.run), ("kiosk-start", KioskBenchmark.runFirstSound), ("window", WindowBenchmark.run),
]
let chosen = serverBenchmarks.filter { all || arguments.contains($0.name) }
if !chosen.isEmpty {
    if let server = Server.current() {
        print("\n# on \(server.description), sink \(server.sink)")
        for benchmark in chosen {
            benchmark.run(server)
            // The machine may be shared: each figure is read beside the load it was measured under.
            print("load average after \(benchmark.name): " + Measure.loadAverage())
        }
    } else {
        print("\nserver benchmarks skipped: no sound server (`make bench` starts private ones)")
    }
}
print(String(format: "peak memory (max RSS): %.1f MiB", Measure.peakMemoryMiB()))
