import AudioEngine
import Foundation
import XCTest

/// `educat trigger` is usable by another program from its first second: it says `ready` once it can play, plays what
/// it is sent at once while the bank decodes behind it, answers in order, and `--no-music` plays no music at all.
final class TriggerReadyTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try temporaryFolder() }

    /// A 1 kHz tone file of `toneSeconds`, the sink's monitor being captured, and `trigger --no-music` launched: the
    /// capture's frame at the launch.
    private func launchWhileCapturing(toneSeconds: Double) throws
        -> (tone: String, capture: MonitorCapture, trigger: LiveCommand, launchFrame: Int) {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        let tone = try Clip.toneFile(in: folder, frequency: 1_000, seconds: toneSeconds)
        let capture = try MonitorCapture(device: "\(PulseTestEnvironment.sink).monitor")
        XCTAssertTrue(waitUntil(3) { capture.frames > 0 }, "parec captured nothing")
        let trigger = try LiveCommand(["trigger", "--no-music"], folder: folder)
        return (tone, capture, trigger, capture.frames)
    }

    /// Lines sent the moment it starts wait for `ready` and are answered in order; the file is heard whole within a
    /// second of the launch, where decoding the whole bank first (as it once did) takes several.
    func testReadyComesFirstAndAFileSentAtLaunchIsHeardAtOnce() throws {
        let (tone, capture, trigger, launchFrame) = try launchWhileCapturing(toneSeconds: 0.5)
        try trigger.send("\(tone)\nno-such-clip\nmusic off\n")
        let ready = try XCTUnwrap(trigger.waitForLines(1, timeout: 10), "no line: \(trigger.errors)")
        XCTAssertEqual(trigger.output.first, "ready")
        XCTAssertNotNil(trigger.waitForLines(4, timeout: 10))
        XCTAssertEqual(trigger.output, ["ready", "ok \(tone)", "error no playable clip \"no-such-clip\" in the bank", "ok music off"])
        print(String(format: "ready %.0f ms after launch", ready.timeIntervalSince(trigger.launched) * 1_000))
        Thread.sleep(forTimeInterval: 1.5)
        let samples = capture.stop()
        XCTAssertEqual(trigger.finish(), 0, trigger.errors)

        let onset = try XCTUnwrap(SignalAnalysis.firstIndex(in: samples, from: launchFrame, reaching: 0.25), "the tone was not heard")
        let seconds = Double(onset - launchFrame) / 48_000
        print(String(format: "the file was heard %.0f ms after launch", seconds * 1_000))
        XCTAssertLessThan(seconds, 1.0, "the file waited for the bank")
        let heard = SignalAnalysis.secondsOfTone(1_000, over: 440, in: Array(samples[onset...].prefix(48_000)),
                                                 sampleRate: 48_000, amplitude: 0.25)
        XCTAssertEqual(heard, 0.5, accuracy: 0.02, "the tone is heard whole")
    }

    /// At the end of input, what was asked for is heard whole before the program quits, however soon the input ends:
    /// `echo numbers.3 | educat trigger` once quit at once and played nothing.
    func testWhatWasAskedForIsHeardWholeBeforeTheEndOfInputQuits() throws {
        let (tone, capture, trigger, launchFrame) = try launchWhileCapturing(toneSeconds: 0.8)
        try trigger.send("\(tone)\n")
        XCTAssertEqual(trigger.finish(), 0, trigger.errors)
        XCTAssertEqual(trigger.output, ["ready", "ok \(tone)"])
        // parec delivers what the sink played a little later.
        Thread.sleep(forTimeInterval: 0.5)
        let samples = capture.stop()

        let onset = try XCTUnwrap(SignalAnalysis.firstIndex(in: samples, from: launchFrame, reaching: 0.25),
                                  "nothing was heard before the program quit")
        let heard = SignalAnalysis.secondsOfTone(1_000, over: 440, in: Array(samples[onset...].prefix(96_000)),
                                                 sampleRate: 48_000, amplitude: 0.25)
        XCTAssertEqual(heard, 0.8, accuracy: 0.02, "the tone is heard whole")
    }

    /// Not one block of music from the start (it used to play 59 ms of it before the mute took hold), until asked for.
    func testNoMusicPlaysNoMusicUntilMusicOn() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        let capture = try MonitorCapture(device: "\(PulseTestEnvironment.sink).monitor")
        XCTAssertTrue(waitUntil(3) { capture.frames > 0 }, "parec captured nothing")
        let trigger = try LiveCommand(["trigger", "--no-music"], folder: folder)
        let launchFrame = capture.frames
        XCTAssertNotNil(trigger.waitForLines(1, timeout: 10), trigger.errors)
        Thread.sleep(forTimeInterval: 1)
        let silentUntil = capture.frames
        try trigger.send("music on\n")
        XCTAssertNotNil(trigger.waitForLines(2, timeout: 10), trigger.errors)
        // The music decodes in the background first.
        Thread.sleep(forTimeInterval: 3)
        let samples = capture.stop()
        XCTAssertEqual(trigger.finish(), 0, trigger.errors)

        let loudest = samples[launchFrame..<silentUntil].map(abs).max() ?? 1
        XCTAssertEqual(loudest, 0, "music was heard before music on")
        XCTAssertNotNil(SignalAnalysis.firstIndex(in: samples, from: silentUntil, reaching: 0.01), "music on plays the music")
    }
}
