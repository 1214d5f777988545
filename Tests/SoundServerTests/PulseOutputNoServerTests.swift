import AudioEngine
import XCTest

/// With no server, the output says so, and the mix keeps running at real-time pace.
final class PulseOutputNoServerTests: XCTestCase {
    private let nowhere = "unix:/nonexistent/educat-test/native"

    func testNoServerMeansSilentRealTimeRendering() throws {
        // Several attempts fail during the test and must still be logged once.
        let (logger, logs) = RecordingLogHandler.logger()
        let output = PulseOutput(
            configuration: .init(server: nowhere), logger: logger)
        let signal = TestSignal(pattern: .tone)
        output.start(source: signal)
        defer { output.stop() }

        XCTAssertTrue(waitUntil(2) { output.status.silentReason?.contains("no PulseAudio server reachable") == true },
                      "status: \(output.status)")
        print("silent reason: \(output.status.silentReason ?? "-")")
        assertRendersInRealTime(signal, over: 1)
        XCTAssertEqual(output.framesWritten, 0)
        XCTAssertEqual(logs.messages(at: .warning).count, 1, "\(logs.messages(at: .warning))")

        output.stop()
        XCTAssertEqual(output.status, .stopped)
        XCTAssertFalse(signal.sawSecondThread.load(ordering: .relaxed))
    }

    func testAnyAskedLatencyPacesSilentlyInRealTimeWithoutSpinning() throws {
        // Each asked latency is one the pacing once took as given (0 spun at 95 % of a core, NaN and -5 ms trapped).
        for latency in [0, -0.005, .nan, 0.002] {
            let output = PulseOutput(configuration: .init(targetLatency: latency, server: nowhere))
            let signal = TestSignal(pattern: .tone)
            output.start(source: signal)
            defer { output.stop() }
            XCTAssertTrue(waitUntil(2) { output.status.silentReason != nil }, "status: \(output.status)")
            let before = Self.processorSeconds()
            assertRendersInRealTime(signal, over: 1)
            let used = Self.processorSeconds() - before
            print("latency \(latency): \(String(format: "%.0f", used * 100)) % of a core while pacing silently")
            XCTAssertLessThan(used, 0.25, "asked \(latency) s: the audio thread spins")
            output.stop()
        }
    }

    /// Processor time this process has used, user and system, in seconds.
    private static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    func testServerThatNeverAnswersTimesOutAndStaysSilent() throws {
        let mute = try MuteSocketServer()
        let output = PulseOutput(configuration: .init(server: mute.server))
        let signal = TestSignal(pattern: .tone)
        output.start(source: signal)
        defer { output.stop() }

        assertRendersInRealTime(signal, over: 0.5)
        XCTAssertTrue(waitUntil(4) { output.status.silentReason?.contains("no answer") == true }, "status: \(output.status)")
        print("silent reason: \(output.status.silentReason ?? "-")")
    }

    func testProbeReportsAMissingServer() {
        guard case .failure(let failure) = PulseOutput.probe(server: nowhere, timeout: 1) else {
            return XCTFail("probe reached a server that does not exist")
        }
        XCTAssertTrue(failure.message.contains("no PulseAudio server reachable"), failure.message)
    }
}
