import ArgumentParser
import AudioEngine
import Foundation

/// `educat devices`: which sound server educat reaches, and with what format and latency.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "Show the sound server educat reaches, its sinks, format and the latency it grants.",
        discussion: "Exits 1 when no server answers; educat then plays silent until one appears.")

    @Option(name: .customLong("latency-ms"),
            help: "Target latency to try, in milliseconds (default: audio.latency_ms of the settings, 20).")
    var latencyMilliseconds: Double?

    @OptionGroup var configOptions: ConfigOptions

    func validate() throws {
        try FlagRange.checkLatency(latencyMilliseconds)
    }

    func run() throws {
        let latency = latencyMilliseconds ?? configOptions.load().latencyMilliseconds
        switch PulseOutput.probe(timeout: 3) {
        case .failure(let failure):
            print("no sound server: \(failure.message)")
            print("educat will play silent and reconnect when a server appears.")
            throw ExitCode.failure
        case .success(let probe):
            print("server:       \(probe.server) on \(probe.host)")
            print("server format: \(probe.format), \(probe.sampleType)")
            print("default sink: \(probe.defaultSink)")
            for sink in probe.sinks {
                print("  sink \(sink.name): \(sink.description) (\(sink.format), \(sink.sampleType))")
            }
            printGrantedLatency(milliseconds: latency)
        }
    }

    /// Opens a real stream briefly, the way the player does, and reports what the server granted.
    private func printGrantedLatency(milliseconds: Double) {
        let output = PulseOutput(configuration: PulseOutput.Configuration(targetLatency: milliseconds / 1_000))
        output.start(source: Silence())
        defer { output.stop() }
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline {
            if case .connected(let info) = output.status {
                print(String(format: "stream:       %@ on %@, asked %.0f ms, granted %.1f ms",
                             info.format.description, info.sink, milliseconds, info.latency * 1_000))
                if let measured = output.currentLatency, measured > 0 {
                    print(String(format: "measured:     %.1f ms from write to speaker", measured * 1_000))
                }
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        print("stream:       \(output.status)")
    }
}

/// A render source of silence, for opening a stream without playing anything.
private final class Silence: RenderSource, Sendable {
    func render(into buffer: UnsafeMutablePointer<Float>, frames: Int) {
        buffer.initialize(repeating: 0, count: 2 * frames)
    }
}
