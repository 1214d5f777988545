import AudioEngine
import Foundation

/// A second null sink loaded into the test server with `pactl`, unloaded when the test lets go of it.
final class ExtraSink {
    let name: String
    private let module: String

    /// Loads the sink and waits until the server lists it; skips or fails the test when it cannot.
    init(name: String) throws {
        try PulseTestEnvironment.requireTools("pactl")
        self.name = name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pactl", "load-module", "module-null-sink", "sink_name=\(name)", "rate=48000", "channels=2"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        module = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, waitUntil(5, {
            (try? PulseOutput.probe(timeout: 1).get())?.sinks.contains { $0.name == name } == true
        }) else { throw PulseTestEnvironment.unavailable("pactl could not load a null sink \(name)") }
    }

    deinit {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pactl", "unload-module", module]
        try? process.run()
        process.waitUntilExit()
    }
}
