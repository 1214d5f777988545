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

        // Back as soon as the server answers (start returns then), not on a timer that may have grown long. The
        // capture holds the new sink at low latency, as a playing desktop does, so the monitor follows in real time.
        try server.start()
        let capture = try MonitorCapture(device: "\(server.sink).monitor", environment: server.environment)
        let restarted = Date()
        XCTAssertTrue(waitUntil(0.5) { output.status.isConnected }, "status: \(output.status)")
        print("reconnected \(Date().timeIntervalSince(restarted)) s after the server answered")
        let rate = signal.format.sampleRate
        XCTAssertTrue(waitUntil(3) { capture.frames >= rate }, "parec captured too little")
        let samples = capture.stop()
        let back = try XCTUnwrap(SignalAnalysis.firstIndex(in: samples, reaching: 0.25), "no sound on the restarted server")
        print("sound back \(Double(back) / Double(rate)) s after the server answered")
        XCTAssertLessThan(Double(back) / Double(rate), 2)
        let level = SignalAnalysis.rmsDecibels(of: samples[(samples.count / 2)...])
        XCTAssertEqual(level, TestSignal.toneDecibels, accuracy: 1, "no tone on the restarted server's monitor")
        // One line when lost and one when back, both at the default level (notice and above).
        XCTAssertEqual(logs.messages(at: .warning).count, 1, "\(logs.messages(at: .warning))")
        XCTAssertEqual(logs.messages(at: .notice).filter { $0.hasPrefix("sound is back: reconnected to") }.count, 1,
                       "\(logs.messages(at: .notice))")
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
