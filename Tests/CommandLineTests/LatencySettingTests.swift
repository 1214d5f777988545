import EducatTestSupport
import Foundation
import XCTest

/// `devices`, `trigger` and `play` take their output latency from the layered settings (`[audio] latency_ms`,
/// `EDUCAT_AUDIO_LATENCY_MS`), the flag overriding them; needs a sound server (`Tests/with-pulseaudio`).
final class LatencySettingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-latency-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func educat(_ environment: [String: String] = [:]) throws -> EducatBinary {
        try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path].merging(environment) { $1 })
    }

    /// Skips without a sound server, unless the run asked for one.
    private func requireServer() throws {
        let run = try educat().run("devices")
        guard run.status == 0 else {
            if ProcessInfo.processInfo.environment["EDUCAT_TEST_REQUIRE_PULSE"] != nil { XCTFail(run.output); return }
            throw XCTSkip("no sound server: \(run.output)")
        }
    }

    /// The latency the player reported having been granted (logged at debug level), in milliseconds.
    private func grantedLatency(_ run: EducatBinary.Run) -> Int? {
        guard let range = run.errors.range(of: #"latency (\d+) ms"#, options: .regularExpression) else { return nil }
        return Int(run.errors[range].dropFirst("latency ".count).dropLast(" ms".count))
    }

    func testDevicesAsksForTheConfiguredLatencyUnlessTheFlagSaysOtherwise() throws {
        try requireServer()
        let fromEnvironment = try educat(["EDUCAT_AUDIO_LATENCY_MS": "137"]).run("devices")
        XCTAssertTrue(fromEnvironment.output.contains("asked 137 ms"), fromEnvironment.output)
        let config = folder.appendingPathComponent("room.toml")
        try "[audio]\nlatency_ms = 88\n".write(to: config, atomically: true, encoding: .utf8)
        XCTAssertTrue(try educat().run("devices", "--config", config.path).output.contains("asked 88 ms"))
        XCTAssertTrue(try educat().run("devices", "--config", config.path, "--latency-ms", "40").output.contains("asked 40 ms"))
    }

    func testTriggerAndPlayUseTheConfiguredLatency() throws {
        try requireServer()
        let slow = try educat(["EDUCAT_AUDIO_LATENCY_MS": "400", "EDUCAT_DEBUG": "1"])
        let trigger = try slow.run(arguments: ["trigger", "--no-music"], input: "numbers.3\n")
        XCTAssertEqual(trigger.status, 0, trigger.errors)
        XCTAssertGreaterThanOrEqual(grantedLatency(trigger) ?? 0, 200, trigger.errors)

        let play = try slow.run("play", "numbers.3")
        XCTAssertEqual(play.status, 0, play.errors)
        XCTAssertGreaterThanOrEqual(grantedLatency(play) ?? 0, 200, play.errors)

        let flag = try slow.run("play", "numbers.3", "--latency-ms", "20")
        XCTAssertLessThan(grantedLatency(flag) ?? 1_000, 100, flag.errors)
    }
}
