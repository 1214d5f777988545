import AudioEngine
import XCTest

/// Plays a known signal through PulseOutput and checks it on the test sink's monitor.
final class PulseOutputPlaybackTests: XCTestCase {
    /// The output never connected, so there is nothing to measure.
    private struct NotConnected: Error {
        let status: String
    }

    func testProbeDescribesTheTestServer() throws {
        let probe = try PulseTestEnvironment.requireServer()
        XCTAssertTrue(probe.server.hasPrefix(PulseTestEnvironment.onPipeWire ? "PulseAudio (on PipeWire" : "pulseaudio"),
                      probe.server)
        XCTAssertTrue(probe.sinks.contains { $0.name == PulseTestEnvironment.sink }, "\(probe.sinks)")
    }

    func testServerGrantsAboutTheRequestedLatency() throws {
        _ = try PulseTestEnvironment.requireServer()
        for requested in [0.010, 0.020] {
            let output = PulseOutput(configuration: .init(targetLatency: requested, sink: PulseTestEnvironment.sink))
            output.start(source: TestSignal(pattern: .tone))
            defer { output.stop() }
            XCTAssertTrue(waitUntil(3) { output.status.isConnected }, "status: \(output.status)")
            guard case .connected(let info) = output.status else { continue }
            print("requested \(requested * 1000) ms, granted \(info.latency * 1000) ms")
            XCTAssertGreaterThan(info.latency, 0)
            XCTAssertLessThanOrEqual(info.latency, max(requested, PulseTestEnvironment.latencyFloor) * 1.5)
        }
    }

    func testSignalReachesTheMonitorAtTheRightFrequencyLevelAndTiming() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        guard let (signal, samples) = try CleanTake.first(playScript) else { return XCTFail(CleanTake.everyTakeUnderran) }
        try check(samples, of: signal)
    }

    /// The script signal through a new output at `latency`; what the sink's monitor heard, and the underruns and the
    /// dropouts in its burst.
    private func playScript(latency: Double) throws -> (heard: (signal: TestSignal, samples: [Float]), glitches: Int) {
        let sink = PulseTestEnvironment.sink
        let output = PulseOutput(configuration: .init(targetLatency: latency, sink: sink))
        let signal = TestSignal(pattern: .script)
        output.start(source: signal)
        defer { output.stop() }
        XCTAssertTrue(waitUntil(3) { output.status.isConnected }, "status: \(output.status)")
        guard case .connected(let info) = output.status else { throw NotConnected(status: "\(output.status)") }
        XCTAssertEqual(info.sink, sink)
        XCTAssertEqual(info.format, .standard)
        print("granted latency for \(output.configuration.targetLatency * 1000) ms: \(info.latency * 1000) ms")

        // Our stream already holds the sink at low latency, so the monitor is near real time.
        let capture = try MonitorCapture(device: "\(sink).monitor")
        XCTAssertTrue(waitUntil(3) { capture.frames > 0 }, "parec captured nothing")
        let underrunsBefore = output.underruns
        signal.arm()
        Thread.sleep(forTimeInterval: TestSignal.scriptSeconds + 0.3)
        let samples = capture.stop()
        print("underruns: \(output.underruns), latency now: \(output.currentLatency.map { "\($0 * 1000) ms" } ?? "-")")
        let burst = SignalAnalysis.firstIndex(in: samples, reaching: 0.25) ?? 0
        let dropouts = SignalAnalysis.dropouts(in: samples, over: burst..<(burst + Int(TestSignal.burstSeconds * 48_000) - 480))
        return ((signal, samples), output.underruns - underrunsBefore + dropouts)
    }

    /// The burst's pitch and level, then the clicks' count and spacing, all from the burst's onset.
    private func check(_ samples: [Float], of signal: TestSignal) throws {
        let rate = Double(signal.format.sampleRate)
        guard let burst = SignalAnalysis.firstIndex(in: samples, reaching: 0.25) else {
            return XCTFail("no burst in \(samples.count) captured frames")
        }
        let edge = Int(0.02 * rate)
        let middle = samples[(burst + edge)..<(burst + Int(TestSignal.burstSeconds * rate) - edge)]
        let frequency = try XCTUnwrap(SignalAnalysis.frequency(of: middle, sampleRate: Int(rate)))
        XCTAssertEqual(frequency, TestSignal.frequency, accuracy: 5)
        XCTAssertEqual(SignalAnalysis.rmsDecibels(of: middle), TestSignal.toneDecibels, accuracy: 1)

        let clicks = SignalAnalysis.onsets(
            in: samples, from: burst + Int((TestSignal.burstSeconds + 0.05) * rate),
            reaching: TestSignal.clickLevel / 2, gap: Int(0.1 * rate))
        XCTAssertEqual(clicks.count, TestSignal.clickCount, "click onsets: \(clicks)")
        XCTAssertEqual(Double((clicks.first ?? 0) - burst) / rate, TestSignal.firstClickSeconds, accuracy: 0.01)
        for (earlier, later) in zip(clicks, clicks.dropFirst()) {
            XCTAssertEqual(Double(later - earlier) / rate, TestSignal.clickSpacing, accuracy: 0.01)
        }
        XCTAssertFalse(signal.sawSecondThread.load(ordering: .relaxed))
    }
}
