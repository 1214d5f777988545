import AudioEngine
import XCTest

/// A server that dies mid-play and comes back: silent pacing meanwhile, then sound on the new server.
final class PulseOutputReconnectTests: XCTestCase {
    func testKilledServerGoesSilentAndReconnectsWhenItReturns() throws {
        try PulseTestEnvironment.requireTools("parec")
        let server = try PrivatePulseServer.started(sink: "educat_restart")
        let (logger, logs) = RecordingLogHandler.logger()
        let output = PulseOutput(configuration: .init(server: server.server, sink: server.sink), logger: logger)
        let signal = TestSignal(pattern: .tone)
        output.start(source: signal)
        defer { output.stop() }
        XCTAssertTrue(waitUntil(3) { output.status.isConnected }, "status: \(output.status)")
        XCTAssertTrue(waitUntil(1) { output.framesWritten > 0 })

        server.kill()
        XCTAssertTrue(waitUntil(3) { output.status.silentReason?.contains("lost the PulseAudio server") == true },
                      "status: \(output.status)")
        print("silent reason: \(output.status.silentReason ?? "-")")
        assertRendersInRealTime(signal, over: 0.5)

        try server.start()
        XCTAssertTrue(waitUntil(6) { output.status.isConnected }, "status: \(output.status)")
        let capture = try MonitorCapture(device: "\(server.sink).monitor", environment: server.environment)
        XCTAssertTrue(waitUntil(3) { capture.frames >= signal.format.frames(seconds: 0.3) }, "parec captured too little")
        let samples = capture.stop()
        let level = SignalAnalysis.rmsDecibels(of: samples[(samples.count / 2)...])
        XCTAssertEqual(level, TestSignal.toneDecibels, accuracy: 1, "no tone on the restarted server's monitor")
        XCTAssertEqual(logs.messages(at: .warning).count, 1, "\(logs.messages(at: .warning))")
        XCTAssertEqual(logs.messages(at: .info).filter { $0.hasPrefix("reconnected to pulseaudio") }.count, 1)
        XCTAssertFalse(signal.sawSecondThread.load(ordering: .relaxed))
    }

    func testFrozenServerStillLetsTheMixRunInRealTime() throws {
        let server = try PrivatePulseServer.started(sink: "educat_frozen")
        let output = PulseOutput(configuration: .init(server: server.server, sink: server.sink))
        let signal = TestSignal(pattern: .tone)
        output.start(source: signal)
        defer { output.stop() }
        XCTAssertTrue(waitUntil(3) { output.status.isConnected }, "status: \(output.status)")
        // Frozen mid-play: the server took audio beyond the first buffer (until it starts a stream, the mix waits).
        XCTAssertTrue(waitUntil(3) { output.framesWritten > Int64(signal.format.frames(seconds: 0.1)) })

        server.send(SIGSTOP)
        defer { server.send(SIGCONT) }
        Thread.sleep(forTimeInterval: 0.3)
        let written = output.framesWritten
        assertRendersInRealTime(signal, over: 0.5)
        XCTAssertEqual(output.framesWritten, written, "a frozen server took audio")

        server.send(SIGCONT)
        XCTAssertTrue(waitUntil(2) { output.framesWritten > written + Int64(signal.format.frames(seconds: 0.1)) },
                      "the thawed server took no audio")
        XCTAssertTrue(output.status.isConnected, "status: \(output.status)")
    }
}
