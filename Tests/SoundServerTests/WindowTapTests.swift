import EducatTestSupport
import Foundation
import XCTest

/// The window as a child uses it, on a real X display (Xvfb): taps (xdotool clicks) on the numbers tile, the lesson's
/// tile, a lesson item, the game, its ask button and an answer; the voice heard on the sink's monitor.
final class WindowTapTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// Where each screen's tap targets are at 800×480 (`educat render --screens`), by the key a tap types.
    private func targets(_ educat: EducatBinary) throws -> [String: [String: (x: Double, y: Double)]] {
        let script = folder.appendingPathComponent("taps.txt")
        try "0 open main\n1 open numbers\n2 open numbers/lesson\n3 open numbers/game\n4 ask\n5 end\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let screens = folder.appendingPathComponent("screens")
        let run = try educat.run(arguments: ["render", script.path, "-o", folder.appendingPathComponent("taps.wav").path,
                                             "--screens", screens.path, "--screen-size", "800x480",
                                             "--store", folder.appendingPathComponent("render.sqlite").path])
        XCTAssertEqual(run.status, 0, run.errors)
        struct Target: Decodable { let key: String; let x, y, width, height: Double }
        var all: [String: [String: (x: Double, y: Double)]] = [:]
        for name in ["001-main", "002-numbers", "003-numbers-lesson", "005-numbers-game"] {
            let data = try Data(contentsOf: screens.appendingPathComponent(name + ".json"))
            let targets = try JSONDecoder().decode([Target].self, from: data)
            all[name] = Dictionary(targets.map { ($0.key, (x: $0.x + $0.width / 2, y: $0.y + $0.height / 2)) }) { one, _ in one }
        }
        return all
    }

    func testTappingTheMenusALessonItemAndAGameAnswerPlaysTheirVoices() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("parec")
        let sink = try XCTUnwrap(ProcessInfo.processInfo.environment["EDUCAT_TEST_SINK"], "Tests/with-pulseaudio sets the sink")
        let display = try VirtualDisplay(self)
        let educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path])
        let at = try targets(educat)
        let log = folder.appendingPathComponent("events.jsonl")

        // Without music, what the monitor hears after a tap is the voice alone.
        let capture = try MonitorCapture(device: sink + ".monitor")
        let kiosk = Process()
        kiosk.executableURL = educat.url
        kiosk.arguments = ["--store", folder.appendingPathComponent("records.sqlite").path, "--event-log", log.path]
        kiosk.environment = ProcessInfo.processInfo.environment.merging(educat.environment) { $1 }.merging([
            "DISPLAY": display.name, "EDUCAT_KIOSK_DISPLAY": "auto", "EDUCAT_AUDIO_MUSIC": "false",
            "EDUCAT_KIOSK_LANGUAGE": "en",
        ]) { $1 }
        kiosk.standardInput = FileHandle.nullDevice
        let errors = folder.appendingPathComponent("errors.txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: errors.path, contents: nil))
        kiosk.standardError = try FileHandle(forWritingTo: errors)
        try kiosk.run()
        defer {
            if kiosk.isRunning { kiosk.terminate() }
            kiosk.waitUntilExit()
        }
        // No terminal on standard input: `educat` ran educat-window, which opened its window.
        let window = try XCTUnwrap(display.window(titled: "educat"),
                                   "no window: \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
        func events() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        func tap(_ screen: String, _ key: String, then expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
            let point = try XCTUnwrap(at[screen]?[key], "\(screen) has no target for \(key)", file: file, line: line)
            // The screen a tap lands on is drawn just after its event is logged.
            Thread.sleep(forTimeInterval: 0.3)
            try display.tap(window, x: point.x, y: point.y)
            XCTAssertTrue(waitUntil(10) { events().contains(expected) }, "after tapping \(key) on \(screen): no \(expected)\n\(events())",
                          file: file, line: line)
        }
        XCTAssertTrue(waitUntil(10) { events().contains(#""screen":"main""#) }, events())
        // A tap before the first frame is drawn lands on nothing: the first is tried until the window shows its menu.
        let first = try XCTUnwrap(at["001-main"]?["1"], "the main menu has a numbers tile")
        XCTAssertTrue(waitUntil(20) {
            (try? display.tap(window, x: first.x, y: first.y)) != nil
                && waitUntil(0.5) { events().contains(#""screen_entered","screen":"numbers""#) }
        }, "tapping the numbers tile opens the numbers menu\n\(events())")
        try tap("002-numbers", "1", then: #""screen_entered","screen":"numbers/lesson""#)
        try tap("003-numbers-lesson", "5", then: #""clip":"numbers.5","event":"clip_start""#)
        XCTAssertTrue(waitUntil(5) { events().contains(#""clip":"numbers.5","event":"clip_end""#) }, events())
        try tap("003-numbers-lesson", "esc", then: #""screen_entered","screen":"numbers""#)
        try tap("002-numbers", "2", then: #""screen_entered","screen":"numbers/game""#)
        try tap("005-numbers-game", "enter", then: #""event":"question_asked""#)
        XCTAssertTrue(waitUntil(5) { events().components(separatedBy: "clip_end").count > 2 }, "the question was asked\n\(events())")
        try tap("005-numbers-game", "7", then: #""event":"answer_"#)
        XCTAssertTrue(waitUntil(5) { events().components(separatedBy: "clip_end").count > 3 }, "the answer was judged aloud\n\(events())")
        Thread.sleep(forTimeInterval: 0.5)
        let samples = capture.stop()
        let rate = Double(capture.format.sampleRate)

        // The log's times are the mix's; the monitor hears them after one delay, found at the first voice's onset. A busy
        // machine delays parec's delivery, not what it hears, so nothing here is timed by the wall clock.
        let logged = try RenderedGame.lines(of: events())
        let voices = Self.clips(in: logged)
        let lesson = try XCTUnwrap(voices.first, "nothing played\n\(events())")
        XCTAssertEqual(lesson.clip, "numbers.5", "the lesson's 5 is the first sound: the menus are silent and the music is off")
        let onset = try XCTUnwrap(SignalAnalysis.firstIndex(in: samples, reaching: 0.02), "the monitor heard nothing")
        let offset = Double(onset) / rate - lesson.start
        func loudest(from start: Double, to end: Double) -> Float {
            let (lower, upper) = (max(0, Int((start + offset) * rate)), min(samples.count, Int((end + offset) * rate)))
            return lower < upper ? samples[lower..<upper].map(abs).max() ?? 0 : 0
        }
        // parec may start late on a busy machine, but well before the child's first tap: music would sound at once.
        XCTAssertGreaterThan(onset, Int(rate / 4), "the capture heard the kiosk start before the first voice")
        XCTAssertLessThan(samples[..<max(0, onset - Int(0.05 * rate))].map(abs).max() ?? 0, 0.005,
                          "silence before the first voice: the music is off")
        // Each clip is heard where the log puts it; between clips (a margin for a loaded machine's drift) all is silent.
        var sounding = lesson.end
        for (index, clip) in voices.enumerated() {
            let next = voices.dropFirst(index + 1).first
            XCTAssertGreaterThan(loudest(from: clip.start, to: clip.end), 0.05, "\(clip.clip) at \(clip.start) s was heard")
            sounding = max(sounding, clip.end)
            if let next, next.start - sounding > 0.5 {
                XCTAssertLessThan(loudest(from: sounding + 0.2, to: next.start - 0.2), 0.005,
                                  "silence between \(clip.clip) and \(next.clip)")
            }
        }
        // The question's voice follows its tap and the judgement's follows the answer, in the log's order (live, a
        // clip's time is placed back from the latest mixed frame, so it may read earlier than the tap it followed).
        let asked = try XCTUnwrap(logged.firstIndex { $0.event == "question_asked" }, events())
        let answered = try XCTUnwrap(logged.firstIndex { $0.event.hasPrefix("answer_") }, events())
        let starts = logged.indices.filter { logged[$0].event == "clip_start" && logged[$0].bus == "voice" }
        XCTAssertTrue(starts.contains { $0 > asked && $0 < answered }, "the question was heard\n\(events())")
        XCTAssertTrue(starts.contains { $0 > answered }, "the praise or try-again was heard\n\(events())")
    }

    /// The clips played on the voice and effects buses (the music is scheduled muted, so it is logged but silent), each
    /// from its start to its end, in the log's order.
    private static func clips(in log: [RenderedGame.Line]) -> [(clip: String, start: Double, end: Double)] {
        log.enumerated().compactMap { index, entry in
            guard entry.event == "clip_start", let clip = entry.clip, entry.bus != "music" else { return nil }
            let end = log[(index + 1)...].first { $0.event == "clip_end" && $0.clip == clip && $0.bus == entry.bus }?.t
            return end.map { (clip, entry.t, $0) }
        }
    }
}
