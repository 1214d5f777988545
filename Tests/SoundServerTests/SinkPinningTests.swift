import AudioEngine
import EducatTestSupport
import Foundation
import XCTest

/// A stream pinned to a sink plays there; a pinned sink the server lacks gives the default sink and one warning,
/// not an endless failure; `[audio] sink`, `EDUCAT_AUDIO_SINK` and `--sink` pin the commands, in that order.
final class SinkPinningTests: XCTestCase {
    private static let second = "educat_second"

    func testPinnedSinkGetsTheSoundAndTheDefaultSinkNone() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        let second = try ExtraSink(name: Self.second)
        let (onSecond, onDefault) = try (capture(second.name), capture(PulseTestEnvironment.sink))
        XCTAssertEqual(playTone(PulseOutput(configuration: .init(sink: second.name))), second.name)
        XCTAssertGreaterThan(peak(onSecond.stop()), 0.4, "the pinned sink plays the tone")
        XCTAssertLessThan(peak(onDefault.stop()), 0.01, "the default sink stays silent")
    }

    func testMissingSinkPlaysOnTheDefaultSinkWithOneWarning() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        let onDefault = try capture(PulseTestEnvironment.sink)
        let (logger, records) = RecordingLogHandler.logger()
        let output = PulseOutput(configuration: .init(sink: "educat_no_such_sink"), logger: logger)
        XCTAssertEqual(playTone(output), PulseTestEnvironment.sink)
        XCTAssertGreaterThan(peak(onDefault.stop()), 0.4, "the default sink plays the tone")
        let warnings = records.messages(at: .warning)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("\"educat_no_such_sink\"") == true, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains(PulseTestEnvironment.sink) == true, "\(warnings)")
    }

    func testConfigThenEnvironmentThenFlagPinTheCommands() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        let second = try ExtraSink(name: Self.second)
        let folder = try temporaryFolder()
        let config = folder.appendingPathComponent("room.toml").path
        try "[audio]\nsink = \"\(second.name)\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path])

        let onSecond = try capture(second.name)
        let fromFile = try educat.run("devices", "--test", "--config", config)
        let samples = onSecond.stop()
        XCTAssertTrue(fromFile.output.contains("chime on \(second.name)"), fromFile.output)
        XCTAssertGreaterThan(peak(samples), 0.1, "the chime was heard on the configured sink")

        let flag = try educat.run("devices", "--config", config, "--sink", PulseTestEnvironment.sink)
        XCTAssertTrue(flag.output.contains("2 ch on \(PulseTestEnvironment.sink),"), flag.output)

        let missing = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path,
                                                                      "EDUCAT_AUDIO_SINK": "educat_gone"])
            .run("devices", "--config", config)
        XCTAssertEqual(missing.status, 0, missing.errors)
        XCTAssertTrue(missing.output.contains("2 ch on \(PulseTestEnvironment.sink),"), missing.output)
        XCTAssertEqual(missing.errors, "educat: warning: the sound server has no sink \"educat_gone\"; playing on the "
                       + "default sink \(PulseTestEnvironment.sink) instead\n")
    }

    /// Plays a tone through `output` for long enough to be heard on an idle sink; the sink it played on.
    private func playTone(_ output: PulseOutput) -> String? {
        output.start(source: TestSignal(pattern: .tone))
        defer { output.stop() }
        XCTAssertTrue(waitUntil(3) { output.status.isConnected }, "status: \(output.status)")
        Thread.sleep(forTimeInterval: 1.5)
        if case .connected(let info) = output.status { return info.sink }
        return nil
    }

    private func capture(_ sink: String) throws -> MonitorCapture {
        let capture = try MonitorCapture(device: "\(sink).monitor")
        XCTAssertTrue(waitUntil(3) { capture.frames > 0 }, "parec captured nothing on \(sink)")
        return capture
    }

    private func peak(_ samples: [Float]) -> Float { samples.map(abs).max() ?? 0 }
}
