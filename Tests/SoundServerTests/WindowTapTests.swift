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
        let started = Date()
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
        func tap(_ screen: String, _ key: String, then expected: String, file: StaticString = #filePath, line: UInt = #line) throws -> Double {
            let point = try XCTUnwrap(at[screen]?[key], "\(screen) has no target for \(key)", file: file, line: line)
            // The screen a tap lands on is drawn just after its event is logged.
            Thread.sleep(forTimeInterval: 0.3)
            let time = Date().timeIntervalSince(started)
            try display.tap(window, x: point.x, y: point.y)
            XCTAssertTrue(waitUntil(10) { events().contains(expected) }, "after tapping \(key) on \(screen): no \(expected)\n\(events())",
                          file: file, line: line)
            return time
        }
        XCTAssertTrue(waitUntil(10) { events().contains(#""screen":"main""#) }, events())
        // A tap before the first frame is drawn lands on nothing: the first is tried until the window shows its menu.
        let first = try XCTUnwrap(at["001-main"]?["1"], "the main menu has a numbers tile")
        XCTAssertTrue(waitUntil(20) {
            (try? display.tap(window, x: first.x, y: first.y)) != nil
                && waitUntil(0.5) { events().contains(#""screen_entered","screen":"numbers""#) }
        }, "tapping the numbers tile opens the numbers menu\n\(events())")
        _ = try tap("002-numbers", "1", then: #""screen_entered","screen":"numbers/lesson""#)
        let item = try tap("003-numbers-lesson", "5", then: #""clip":"numbers.5","event":"clip_start""#)
        XCTAssertTrue(waitUntil(5) { events().contains(#""clip":"numbers.5","event":"clip_end""#) }, events())
        _ = try tap("003-numbers-lesson", "esc", then: #""screen_entered","screen":"numbers""#)
        _ = try tap("002-numbers", "2", then: #""screen_entered","screen":"numbers/game""#)
        let ask = try tap("005-numbers-game", "enter", then: #""event":"question_asked""#)
        XCTAssertTrue(waitUntil(5) { events().components(separatedBy: "clip_end").count > 2 }, "the question was asked\n\(events())")
        let answer = try tap("005-numbers-game", "7", then: #""event":"answer_"#)
        XCTAssertTrue(waitUntil(5) { events().components(separatedBy: "clip_start").count > 3 }, "the answer was judged aloud\n\(events())")
        Thread.sleep(forTimeInterval: 1)
        let stopped = Date().timeIntervalSince(started)
        let samples = capture.stop()
        let rate = Double(capture.format.sampleRate)
        // parec's first sample came some time after it was started: the last one is now.
        let lag = stopped - Double(samples.count) / rate

        // Nothing sounds before the lesson's tap (no music); each tap's voice sounds after it, before the next tap. The
        // monitor's clock and the taps' may be some milliseconds apart: tap-to-sound latency is the benchmark's.
        func loudest(from start: Double, to end: Double) -> Float {
            let (lower, upper) = (max(0, Int((start - lag) * rate)), min(samples.count, Int((end - lag) * rate)))
            return lower < upper ? samples[lower..<upper].map(abs).max() ?? 0 : 0
        }
        XCTAssertLessThan(loudest(from: 0, to: item - 0.1), 0.005, "silence before the first voice: the music is off")
        let taps = [("the lesson's 5", item), ("the question", ask), ("the answer's praise or try-again", answer)]
        for (index, (what, time)) in taps.enumerated() {
            let next = index + 1 < taps.count ? taps[index + 1].1 : stopped
            XCTAssertGreaterThan(loudest(from: time, to: next), 0.05, "\(what) was heard after its tap at \(time) s")
        }
    }
}
