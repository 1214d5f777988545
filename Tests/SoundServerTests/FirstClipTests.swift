import AudioEngine
import XCTest

/// What is scheduled as an output starts is heard whole: the mix waits for the server to take audio, rather than
/// pacing it silently away while libpulse connects or while a sink that sat idle wakes up.
final class FirstClipTests: XCTestCase {
    private static let low = 440.0
    private static let high = 1760.0
    private static let toneSeconds = 1.0

    func testFirstClipScheduledAtStartIsHeardWhole() throws {
        try checkTwoTones(afterIdle: 0)
    }

    func testFirstClipAfterTheSinkSatIdleIsHeardWhole() throws {
        try checkTwoTones(afterIdle: 6)
    }

    /// Each tone of a two-tone clip lasts its whole second on the monitor (durations, not onsets: an idle
    /// PulseAudio null sink renders ahead, so absolute times say nothing).
    private func checkTwoTones(afterIdle idle: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        guard let samples = try CleanTake.first({ try playTwoTones(afterIdle: idle, latency: $0) }) else {
            return XCTFail(CleanTake.everyTakeUnderran, file: file, line: line)
        }
        for (tone, other) in [(Self.low, Self.high), (Self.high, Self.low)] {
            let heard = SignalAnalysis.secondsOfTone(tone, over: other, in: samples, sampleRate: 48_000, amplitude: 0.25)
            print("after \(idle) s idle: \(tone) Hz heard for \(heard) s")
            XCTAssertEqual(heard, Self.toneSeconds, accuracy: 0.02, "\(tone) Hz", file: file, line: line)
        }
    }

    /// Starts a new output at `latency` and schedules the two tones at once, as `educat play` does; what the monitor
    /// heard, and the underruns and the dropouts between the first tone's onset and the second's end.
    private func playTwoTones(afterIdle idle: Double, latency: Double) throws -> (heard: [Float], glitches: Int) {
        // Recording at low latency would keep the sink from idling, as any stream holding it does.
        let captureLatency = idle > 0 ? 2.0 : 0.01
        let capture = try MonitorCapture(device: "\(PulseTestEnvironment.sink).monitor", latency: Int(captureLatency * 1000))
        XCTAssertTrue(waitUntil(3) { capture.frames > 0 }, "parec captured nothing")
        Thread.sleep(forTimeInterval: idle)
        let engine = Engine.unityGain()
        let output = PulseOutput(configuration: .init(targetLatency: latency, sink: PulseTestEnvironment.sink))
        output.start(source: engine.mixer)
        defer { output.stop() }
        var timeline = Timeline()
        timeline.append(Clip.tone("low", frequency: Self.low, seconds: Self.toneSeconds))
        timeline.append(Clip.tone("high", frequency: Self.high, seconds: Self.toneSeconds))
        let handle = try XCTUnwrap(engine.scheduler.schedule(timeline))
        XCTAssertTrue(waitUntil(10) {
            _ = engine.scheduler.pollEvents()
            return !engine.scheduler.isActive(handle)
        })
        // Only underruns while the clip plays spoil the take; the buffer going deep after it is not measured here.
        let underruns = output.underruns
        // The end must reach parec through the sink and the capture's own buffer.
        Thread.sleep(forTimeInterval: 0.3 + captureLatency)
        let heard = capture.stop()
        let onset = SignalAnalysis.firstIndex(in: heard, reaching: 0.1) ?? 0
        return (heard, underruns + SignalAnalysis.dropouts(in: heard, over: onset..<(onset + Int(2 * Self.toneSeconds * 48_000) - 480)))
    }
}
