/// Trigger-to-sound latency on the real server; filled in once the PulseAudio output lands.
enum LatencyBenchmark {
    static func run() {}
}
