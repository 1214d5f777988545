import AudioEngine
import Foundation

/// The sound server the benchmark runs on, and the players measured beside educat on it.
struct Server {
    /// "PulseAudio 16.1" or "PipeWire 0.3.65".
    let description: String
    /// True for pipewire-pulse.
    let isPipeWire: Bool
    /// The sink the harness made (`EDUCAT_TEST_SINK`, else educat_test).
    let sink = ProcessInfo.processInfo.environment["EDUCAT_TEST_SINK"] ?? "educat_test"

    /// The server answering now, nil when none does.
    static func current() -> Server? {
        guard case .success(let probe) = PulseOutput.probe(timeout: 2) else { return nil }
        return Server(description: "\(probe.kind) \(probe.version)", isPipeWire: probe.kind == "PipeWire")
    }

    /// Reference players that play a file: `paplay` everywhere, `pw-play` on PipeWire; name and arguments before the file.
    var players: [(name: String, arguments: [String])] {
        var players = [(name: "paplay", arguments: ["paplay", "--latency-msec=20"])]
        if isPipeWire, Measure.run("pw-play", ["--help"]) == 0 { players.append((name: "pw-play", arguments: ["pw-play"])) }
        return players
    }

    /// An output asking for `latency` seconds; `EDUCAT_BENCH_DEEP_MS` sets its deep buffer (0: none, as before there was one).
    func output(latency: Double) -> PulseOutput {
        var configuration = PulseOutput.Configuration(targetLatency: latency)
        if let deep = ProcessInfo.processInfo.environment["EDUCAT_BENCH_DEEP_MS"].flatMap(Double.init) {
            configuration.deepLatency = deep > 0 ? deep / 1_000 : nil
        }
        return PulseOutput(configuration: configuration)
    }

    /// The monitor of the sink, recorded.
    var monitor: String { "\(sink).monitor" }
}
