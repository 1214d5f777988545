import EducatTestSupport
import Foundation
import XCTest

/// `educat devices` says what serves the sound and whether a sound played there is heard.
final class DevicesCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try temporaryFolder() }

    func testListingNamesTheServerKindItsSinksAndSources() throws {
        _ = try PulseTestEnvironment.requireServer()
        let run = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path]).run("devices")
        XCTAssertEqual(run.status, 0, run.errors)
        let lines = run.output.split(separator: "\n").map(String.init)
        let server = try XCTUnwrap(lines.first { $0.hasPrefix("server: ") }, run.output)
        let kind = PulseTestEnvironment.onPipeWire ? "PipeWire 0." : "PulseAudio 1"
        XCTAssertTrue(server.hasPrefix("server:        \(kind)"), server)
        let sink = PulseTestEnvironment.sink
        let sinks = try XCTUnwrap(lines.firstIndex(of: "sinks (* default):"), run.output)
        let sources = try XCTUnwrap(lines.firstIndex(of: "sources (* default):"), run.output)
        XCTAssertTrue(lines[sinks..<sources].contains { $0.hasPrefix("  * \(sink): ") }, run.output)
        XCTAssertTrue(lines[sources...].contains { $0.hasPrefix("  * \(sink).monitor: ") }, run.output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("stream: ") && $0.contains("on \(sink), asked 20 ms, granted ") },
                      run.output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("underruns:     ") }, run.output)
    }

    /// The chime is heard on the sink the command names, at its pitch, and no louder than the room's cap.
    func testTestSoundIsAChimeHeardOnTheSinkItNamesUnderTheCap() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        let config = folder.appendingPathComponent("room.toml").path
        try "[audio]\nmax_level_db = -12\n".write(toFile: config, atomically: true, encoding: .utf8)
        let sink = PulseTestEnvironment.sink
        let capture = try MonitorCapture(device: "\(sink).monitor")
        XCTAssertTrue(waitUntil(3) { capture.frames > 0 }, "parec captured nothing")
        let run = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path])
            .run("devices", "--test", "--config", config)
        let samples = capture.stop()
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("test sound:    a 0.5 s chime on \(sink), at most -12 dBFS"), run.output)

        let onset = try XCTUnwrap(SignalAnalysis.firstIndex(in: samples, reaching: 0.05), "no chime was heard")
        let start = samples[onset...].prefix(4_800)
        XCTAssertGreaterThan(SignalAnalysis.amplitude(of: 880, in: start, sampleRate: 48_000), 0.1, "880 Hz")
        let peak = samples.map(abs).max() ?? 0
        XCTAssertLessThanOrEqual(Double(peak), pow(10, -12.0 / 20) * 1.02, "the room's cap holds")
        let heard = Double((samples.lastIndex { abs($0) >= 0.01 } ?? onset) - onset) / 48_000
        print(String(format: "chime: peak %.3f, heard for %.2f s", peak, heard))
        XCTAssertEqual(heard, 0.5, accuracy: 0.1)
    }
}
