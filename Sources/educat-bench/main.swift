import AudioEngine
import Foundation

// Benchmarks print our figure beside a reference measured in the same run, since absolute times
// on shared machines are noisy. Run with `make bench` (release build, private PulseAudio server).

let arguments = Set(CommandLine.arguments.dropFirst())
let all = arguments.isEmpty
print("educat-bench — \(ProcessInfo.processInfo.processorCount) cores, \(Date())")
if all || arguments.contains("decode") { DecodeBenchmark.run() }
if all || arguments.contains("mixer") { MixerBenchmark.run() }
if all || arguments.contains("latency") { LatencyBenchmark.run() }
print(String(format: "peak memory (max RSS): %.1f MiB", Measure.peakMemoryMiB()))
