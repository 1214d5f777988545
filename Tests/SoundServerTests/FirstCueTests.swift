import AudioEngine
import XCTest

/// A new stream waits a moment for its first cue, so that what is scheduled just after it opens (a kiosk's music) is
/// the head of its first audio rather than queued behind a target latency of silence, which pipewire-pulse never takes
/// back; with no cue the mix begins anyway, so a clock that waits for input runs on.
final class FirstCueTests: XCTestCase {
    private static let frequency = 660.0
    private static let toneSeconds = 0.5

    func testACueJustAfterTheStreamOpensIsTheHeadOfItsFirstAudio() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        // A take counts only when this test cued within the wait; a loaded machine may keep it from that.
        var take: Take?
        for _ in 0..<3 where take == nil {
            take = try cueAsTheStreamOpens()
        }
        let (started, writtenBefore, heard) = try XCTUnwrap(take, "the test never cued within 0.15 s of the stream opening")
        XCTAssertEqual(writtenBefore, 0, "frames written before the first cue")
        XCTAssertEqual(started.frame, 0, "the cue's first frame in the mix: it was queued behind this much silence")
        XCTAssertEqual(heard, Self.toneSeconds, accuracy: 0.02, "seconds of the cue heard")
    }

    func testWithoutACueTheMixBeginsAfterAWait() throws {
        _ = try PulseTestEnvironment.requireServer()
        let engine = Engine.unityGain()
        let output = PulseOutput(configuration: .init(targetLatency: 0.02, sink: PulseTestEnvironment.sink))
        output.start(source: engine.mixer)
        defer { output.stop() }
        XCTAssertTrue(waitUntil(5) { output.status.isConnected }, "never connected")
        XCTAssertTrue(waitUntil(1) { engine.mixer.renderedFrames > 0 }, "the mix never began without a cue")
        // An idle PulseAudio null sink may take a second to start a new stream: the clock runs on meanwhile or after.
        XCTAssertTrue(waitUntil(4) { engine.mixer.renderedFrames >= 48_000 }, "the mix stopped after it began")
    }

    /// The cue's start in the mix, the frames written before it was sent, and the seconds of it the monitor heard.
    private typealias Take = (started: EngineEvent, writtenBefore: Int64, heard: Double)

    /// Opens an output, cues a tone as soon as it is connected, and plays it out while the monitor records; nil when
    /// the cue came too late to tell.
    private func cueAsTheStreamOpens() throws -> Take? {
        let capture = try MonitorCapture(device: "\(PulseTestEnvironment.sink).monitor", latency: 10)
        XCTAssertTrue(waitUntil(3) { capture.frames > 0 }, "parec captured nothing")
        let engine = Engine.unityGain()
        let output = PulseOutput(configuration: .init(targetLatency: 0.02, sink: PulseTestEnvironment.sink))
        output.start(source: engine.mixer)
        defer { output.stop() }
        let deadline = Date(timeIntervalSinceNow: 5)
        while !output.status.isConnected, Date() < deadline { usleep(200) }
        XCTAssertTrue(output.status.isConnected, "never connected")
        let connected = Date()
        let writtenBefore = output.framesWritten
        let handle = try XCTUnwrap(engine.scheduler.play(Clip.tone("cue", frequency: Self.frequency, seconds: Self.toneSeconds)))
        guard Date().timeIntervalSince(connected) < 0.15 else {
            _ = capture.stop()
            return nil
        }
        var started: EngineEvent?
        XCTAssertTrue(waitUntil(5) {
            let events = engine.scheduler.pollEvents()
            started = started ?? events.first { $0.handle == handle && $0.kind == .started }
            return started != nil && !engine.scheduler.isActive(handle)
        }, "the tone never played out")
        Thread.sleep(forTimeInterval: 0.3)
        let heard = SignalAnalysis.secondsOfTone(Self.frequency, over: 440, in: capture.stop(), sampleRate: 48_000,
                                                 amplitude: 0.25)
        return (try XCTUnwrap(started, "the tone never started"), writtenBefore, heard)
    }
}
