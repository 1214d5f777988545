import AudioEngine
import XCTest

/// While only music plays, the output queues it deep (few wake-ups, room under load); a voice due then is not queued
/// behind it: what was queued is mixed again from just ahead of what plays, and the music goes on without a seam.
final class DeepBufferTests: XCTestCase {
    private static let music = 250.0
    private static let voice = 2_000.0

    func testAVoiceDueWhileMusicIsQueuedDeepStartsAtTheTargetLatencyAndTheMusicGoesOn() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        // The voice's latency is measured, so every take keeps the players' default depth.
        guard let heard = try CleanTake.first(latencies: [0.020, 0.020, 0.020], { _ in try playVoiceOverDeepMusic() })
        else { return XCTFail(CleanTake.everyTakeUnderran) }
        XCTAssertGreaterThan(heard.queuedBefore, 0.1, "the music was not queued deep")
        XCTAssertGreaterThan(heard.rewrites, 0, "nothing queued was rewritten")
        // A window whose first half is the voice's (a sine at 0.5) measures 0.25: the onset is at its middle.
        let window = try XCTUnwrap(firstWindow(in: heard.samples, from: heard.markFrame) { $0 >= 0.25 },
                                   "the voice was not heard")
        let onset = window + 480
        let latency = Double(onset - heard.markFrame) / 48_000
        print("voice heard \(latency * 1_000) ms after it was asked for, with \(heard.queuedBefore * 1_000) ms queued")
        XCTAssertLessThan(latency, 0.07, "the voice waited behind the queued music")
        // The music's level holds in every 20 ms window around the switch: a seam would break its phase.
        let levels = stride(from: heard.markFrame - 9_600, to: heard.markFrame + 14_400, by: 48).map {
            SignalAnalysis.amplitude(of: Self.music, in: heard.samples[$0..<($0 + 960)], sampleRate: 48_000)
        }
        XCTAssertGreaterThan(levels.min() ?? 0, 0.45, "the music dipped across the switch")
        XCTAssertLessThan(levels.max() ?? 1, 0.55, "the music jumped across the switch")
    }

    /// At the target latency too, a voice on PulseAudio starts just ahead of what plays: its sink takes back what it
    /// mixed ahead, so the voice is not queued behind a target's worth of audio. pipewire-pulse's graph takes nothing
    /// back, so there the voice waits for the next write as before.
    func testAVoiceAtTheTargetLatencyStartsJustAheadOfWhatPlaysOnPulseAudio() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        let capture = try monitor()
        let engine = Self.engine()
        // 40 ms, so that a voice queued behind the target's worth is told apart from one rewritten ahead of it.
        let output = Self.output(playing: engine, target: 0.040)
        defer { output.stop() }
        // Silent clips that end by themselves keep the buffer at the target rather than deep.
        let hush = Clip(name: "hush", samples: [Float](repeating: 0, count: 2 * 4_800), format: .standard)
        for _ in 0..<8 {
            engine.scheduler.play(hush)
            Thread.sleep(forTimeInterval: 0.3)
        }
        let queuedBefore = try XCTUnwrap(output.currentLatency, "the stream never played")
        XCTAssertLessThan(queuedBefore, 0.1, "the buffer went deep")
        let rewritesBefore = output.rewrites
        let markFrame = capture.frames
        engine.scheduler.play(Clip.tone("voice", frequency: Self.voice, seconds: 0.3))
        Thread.sleep(forTimeInterval: 0.6)
        let samples = capture.stop()
        let window = try XCTUnwrap(firstWindow(in: samples, from: markFrame) { $0 >= 0.25 }, "the voice was not heard")
        let latency = Double(window + 480 - markFrame) / 48_000
        print("voice heard \(latency * 1_000) ms after it was asked for, \(queuedBefore * 1_000) ms queued, "
              + "\(output.rewrites) rewrites in all")
        if PulseTestEnvironment.onPipeWire {
            XCTAssertEqual(output.rewrites, 0, "pipewire-pulse's queue was rewritten at the target latency")
        } else {
            XCTAssertEqual(output.rewrites - rewritesBefore, 1, "the queue was not rewritten for the voice")
            XCTAssertLessThan(latency, 0.02, "the voice waited behind the queued audio")
        }
    }

    /// Records the test sink's monitor, once parec delivers.
    private func monitor() throws -> MonitorCapture {
        let capture = try MonitorCapture(device: "\(PulseTestEnvironment.sink).monitor", latency: 5)
        XCTAssertTrue(waitUntil(3) { capture.frames > 0 }, "parec captured nothing")
        return capture
    }

    /// A started output on the test sink at `target` seconds, going 250 ms deep while only music plays.
    private static func output(playing engine: Engine, target: Double) -> PulseOutput {
        let output = PulseOutput(configuration: .init(targetLatency: target, sink: PulseTestEnvironment.sink,
                                                      deepLatency: 0.25))
        output.start(source: engine.mixer)
        return output
    }

    /// An engine that plays every clip at its own level: no bus gain, limiter or ducking.
    private static func engine() -> Engine {
        var configuration = EngineConfiguration()
        configuration.busGains = [.music: 0, .voice: 0, .effects: 0]
        configuration.maxLevel = 0
        configuration.duckDepth = 0
        return Engine(configuration: configuration)
    }

    /// The first 20 ms window from `start` (in 1 ms steps) whose voice tone satisfies `condition`; its first frame.
    private func firstWindow(in samples: [Float], from start: Int, _ condition: (Double) -> Bool) -> Int? {
        stride(from: start, to: samples.count - 960, by: 48).first {
            condition(SignalAnalysis.amplitude(of: Self.voice, in: samples[$0..<($0 + 960)], sampleRate: 48_000))
        }
    }

    /// Music alone long enough for the buffer to go deep, then a voice; the monitor's samples, the frame of the monitor
    /// that was arriving when the voice was asked for, and the underruns and the dropouts in the music around it.
    private func playVoiceOverDeepMusic() throws
        -> (heard: (samples: [Float], markFrame: Int, queuedBefore: Double, rewrites: Int), glitches: Int) {
        let capture = try monitor()
        let engine = Self.engine()
        let output = Self.output(playing: engine, target: 0.020)
        defer { output.stop() }
        let music = Clip.tone("music", frequency: Self.music, seconds: 1)
        engine.scheduler.play(music, on: .music, loop: LoopRange(start: 0, end: music.frameCount))
        XCTAssertTrue(waitUntil(5) { (output.currentLatency ?? 0) > 0.1 }, "the buffer never went deep")
        Thread.sleep(forTimeInterval: 0.5)
        let queuedBefore = output.currentLatency ?? 0
        let underrunsBefore = output.underruns
        let markFrame = capture.frames
        engine.scheduler.play(Clip.tone("voice", frequency: Self.voice, seconds: 0.5))
        Thread.sleep(forTimeInterval: 1)
        print("underruns: \(underrunsBefore) before the voice, \(output.underruns) in all")
        let samples = capture.stop()
        let dropouts = SignalAnalysis.dropouts(in: samples, over: (markFrame - 9_600)..<(markFrame + 15_360))
        return ((samples, markFrame, queuedBefore, output.rewrites), output.underruns - underrunsBefore + dropouts)
    }
}
