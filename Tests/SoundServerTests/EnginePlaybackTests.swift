import AudioEngine
import XCTest

/// The whole engine on the real server: a timeline of clips with pauses, heard on the test sink's monitor.
final class EnginePlaybackTests: XCTestCase {
    func testATimelineSoundsOnTheServerWithItsPausesAndItsClips() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        guard let samples = try CleanTake.first(playClappedWord) else { return XCTFail(CleanTake.everyTakeUnderran) }
        try check(samples)
    }

    /// Word → 0.6 s → syllable → 0.6 s → syllable, as one timeline like a clapped word, through a new output at
    /// `latency`; what the sink's monitor heard, and the underruns and the dropouts within the clips.
    private func playClappedWord(latency: Double) throws -> (heard: [Float], glitches: Int) {
        let engine = Engine.unityGain()
        let output = PulseOutput(configuration: .init(targetLatency: latency, sink: PulseTestEnvironment.sink))
        output.start(source: engine.mixer)
        defer { output.stop() }
        XCTAssertTrue(waitUntil(3) { output.status.isConnected }, "status: \(output.status)")
        let underrunsBefore = output.underruns
        let capture = try MonitorCapture(device: "\(PulseTestEnvironment.sink).monitor")
        XCTAssertTrue(waitUntil(3) { capture.frames > 0 }, "parec captured nothing")
        var timeline = Timeline()
        timeline.append(word)
        timeline.pause(0.6)
        timeline.append(first)
        timeline.pause(0.6)
        timeline.append(second)
        let handle = try XCTUnwrap(engine.scheduler.schedule(timeline))
        XCTAssertTrue(waitUntil(5) {
            _ = engine.scheduler.pollEvents()
            return !engine.scheduler.isActive(handle)
        })
        Thread.sleep(forTimeInterval: 0.2)
        let heard = capture.stop()
        let onsets = SignalAnalysis.onsets(in: heard, from: 0, reaching: 0.2, gap: Int(0.5 * 48_000))
        let dropouts = zip(onsets, [word, first, second]).map { onset, clip in
            SignalAnalysis.dropouts(in: heard, over: onset..<(onset + clip.frameCount - 480))
        }.reduce(0, +)
        return (heard, output.underruns - underrunsBefore + dropouts)
    }

    private var word: Clip { Clip.tone("word", frequency: 440, seconds: 0.4) }
    private var first: Clip { Clip.tone("first", frequency: 660, seconds: 0.25) }
    private var second: Clip { Clip.tone("second", frequency: 880, seconds: 0.3) }

    /// Three onsets 1.0 s and 0.85 s apart (start to start), each with its clip's pitch and level.
    private func check(_ samples: [Float]) throws {
        let onsets = SignalAnalysis.onsets(in: samples, from: 0, reaching: 0.2, gap: Int(0.5 * 48_000))
        XCTAssertEqual(onsets.count, 3, "onsets: \(onsets)")
        guard onsets.count == 3 else { return }
        let expected = [0.4 + 0.6, 0.25 + 0.6]
        for ((earlier, later), gap) in zip(zip(onsets, onsets.dropFirst()), expected) {
            XCTAssertEqual(Double(later - earlier) / 48_000, gap, accuracy: 0.01, "start to start")
        }
        // Each stretch is the clip that was scheduled there: pitch and level survive the trip.
        for (index, (clip, frequency)) in zip([word, first, second], [440.0, 660, 880]).enumerated() {
            let onset = onsets[index]
            let middle = samples[(onset + 960)..<(onset + clip.frameCount - 960)]
            XCTAssertEqual(try XCTUnwrap(SignalAnalysis.frequency(of: middle, sampleRate: 48_000)), frequency, accuracy: 3)
            XCTAssertEqual(SignalAnalysis.rmsDecibels(of: middle), 20 * log10(0.5 / 2.0.squareRoot()), accuracy: 1)
        }
    }
}
