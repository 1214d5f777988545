import AudioEngine
import Foundation
import XCTest

/// Why a test that needs PulseAudio could not run; thrown (a failure) when `EDUCAT_TEST_REQUIRE_PULSE` is set.
struct PulseUnavailable: Error, CustomStringConvertible {
    var description: String
}

/// The test server `Tests/with-pulseaudio` provides, and the rules for skipping without one.
enum PulseTestEnvironment {
    static var sink: String { ProcessInfo.processInfo.environment["EDUCAT_TEST_SINK"] ?? "educat_test" }
    static var required: Bool { ProcessInfo.processInfo.environment["EDUCAT_TEST_REQUIRE_PULSE"] != nil }
    /// True under `Tests/with-pipewire`: the server is pipewire-pulse, whose name and timing differ from PulseAudio's.
    static var onPipeWire: Bool { ProcessInfo.processInfo.environment["EDUCAT_TEST_SERVER"] == "pipewire" }
    /// The least latency the server grants a stream: pipewire-pulse's default minimum quantum keeps it near 16 ms.
    static var latencyFloor: Double { onPipeWire ? 0.016 : 0 }

    /// Skips the test, or fails it when a server is required.
    static func unavailable(_ reason: String) -> Error {
        required ? PulseUnavailable(description: reason) : XCTSkip("\(reason) (set EDUCAT_TEST_REQUIRE_PULSE=1 to fail instead)")
    }

    /// The default server's facts; skips or fails when it does not answer.
    static func requireServer() throws -> PulseOutput.ServerProbe {
        switch PulseOutput.probe(timeout: 2) {
        case .success(let probe): return probe
        case .failure(let failure): throw unavailable("no PulseAudio server: \(failure.message)")
        }
    }

    /// Skips or fails unless every tool is installed.
    static func requireTools(_ tools: String...) throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for tool in tools where !path.split(separator: ":").contains(where: {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }) {
            throw unavailable("\(tool) is not installed")
        }
    }
}

/// Polls `condition` until it holds or `timeout` seconds passed; returns whether it held.
func waitUntil(_ timeout: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        if Date() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return true
}

extension OutputStatus {
    var isConnected: Bool { if case .connected = self { true } else { false } }
    var silentReason: String? { if case .silent(let reason) = self { reason } else { nil } }
}

/// Checks that `signal` is rendered at its sample rate (±20 %) over the next `seconds` of wall-clock time.
func assertRendersInRealTime(_ signal: TestSignal, over seconds: Double, file: StaticString = #filePath, line: UInt = #line) {
    let start = (signal.framesRendered.load(ordering: .relaxed), Date())
    Thread.sleep(forTimeInterval: seconds)
    let frames = signal.framesRendered.load(ordering: .relaxed) - start.0
    let rate = Double(frames) / Date().timeIntervalSince(start.1)
    let expected = Double(signal.format.sampleRate)
    XCTAssertEqual(rate, expected, accuracy: 0.2 * expected, "frames rendered per second", file: file, line: line)
}

extension XCTestCase {
    /// A fresh folder for this test's files, removed when the test ends.
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
