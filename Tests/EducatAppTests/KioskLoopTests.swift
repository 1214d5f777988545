import EducatApp
import EducatTestSupport
import Foundation
import Glibc
import Lessons
import Records
import TerminalUI
import XCTest

/// The kiosk put together as `educat kiosk` runs it, on a virtual terminal: a minute and a half idle, an operator's
/// chord and a resize take milliseconds.
final class KioskLoopTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// Runs the bundled Catalan bank's kiosk, its screens in English, on `terminal` until its script ends.
    @discardableResult
    private func run(on terminal: VirtualTerminal, outlivesTerminal: Bool = false,
                     environment: [String: String] = [:]) throws -> UIExit {
        var launch = KioskLaunch(start: .main, kiosk: true)
        launch.outlivesTerminal = outlivesTerminal
        launch.bank = TmuxSession.bank
        launch.store = folder.appendingPathComponent("records.sqlite").path
        launch.seed = 1
        launch.eventLog = eventLog
        launch.device = terminal
        // No sound server for the unit tier: the output paces itself in silence.
        // An empty value takes the variable away: `EDUCAT_KIOSK_LANGUAGE: ""` leaves the kiosk its bank's language.
        launch.environment = ["XDG_CONFIG_HOME": folder.path, "XDG_CACHE_HOME": folder.path, "TERM": "xterm-256color",
                              "EDUCAT_KIOSK_LANGUAGE": "en"].merging(environment) { $1 }.filter { !$0.value.isEmpty }
        return try launch.run()
    }

    private var eventLog: String { folder.appendingPathComponent("events.jsonl").path }

    /// The event log's lines of `event` on `screen`, as (t, screen).
    private func events(_ event: String) throws -> [(t: Double, screen: String)] {
        try String(contentsOfFile: eventLog, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["event"] as? String == event else { return nil }
            return (object["t"] as? Double ?? -1, object["screen"] as? String ?? "")
        }
    }

    func testALessonLeftAloneGoesBackToTheMainMenuAfterNinetySeconds() throws {
        let terminal = VirtualTerminal()
        terminal.type("3", after: 1)
        terminal.type("1")
        let lastKey = terminal.scriptEnd
        terminal.wait(100)
        XCTAssertEqual(try run(on: terminal), .signal(SIGTERM))

        XCTAssertTrue(terminal.screen(at: lastKey + 89).contains("SYLLABLES / LESSON"), terminal.screen(at: lastKey + 89))
        XCTAssertTrue(terminal.screen(at: lastKey + 91).contains("MAIN MENU"), terminal.screen(at: lastKey + 91))
        let left = try XCTUnwrap(events("screen_left").last { $0.screen == "syllables/lesson" })
        let start = try XCTUnwrap(events("screen_entered").first).t
        // The loop's clock starts with the terminal's, at 1000 s.
        XCTAssertEqual(left.t - start, lastKey - 1_000 + 90, accuracy: 1.1, "idle for kiosk.idle_seconds, not longer")
    }

    func testTheVolumeSetWithMinusIsTheKiosksAfterARestartUnlessTheConfigurationSetsOne() throws {
        let first = VirtualTerminal()
        first.type("-", after: 1)
        first.type("-")
        let lowered = first.scriptEnd
        first.wait(2)
        try run(on: first)
        let down = first.screen(at: lowered + 1)
        XCTAssertTrue(down.contains("volume -6 dB"), down)

        let again = VirtualTerminal()
        again.wait(2)
        try run(on: again)
        XCTAssertTrue(again.screen(at: again.scriptEnd - 1).contains("volume -6 dB"), "kept: \(again.screen(at: again.scriptEnd - 1))")

        let configured = VirtualTerminal()
        configured.wait(2)
        try run(on: configured, environment: ["EDUCAT_AUDIO_VOLUME_DB": "-3"])
        let screen = configured.screen(at: configured.scriptEnd - 1)
        XCTAssertTrue(screen.contains("volume -3 dB"), "the configuration wins: \(screen)")
    }

    func testAChildsLanguageLastsUntilTheNextChildWhoTakesTheKioskAtOnceWithP() throws {
        do {
            let store = try RecordStore.open(at: folder.appendingPathComponent("records.sqlite").path).store
            try store.addProfile("Ona", picture: "🐱")
            try store.addProfile("Pau", picture: "🐶")
        }
        let terminal = VirtualTerminal(columns: 100, rows: 30)
        terminal.type("1", after: 1)
        let ona = terminal.scriptEnd
        // The banks beside sounds/ca in folder order: ca, en, es.
        terminal.type("l", after: 1)
        let english = terminal.scriptEnd
        terminal.type("p", after: 1)
        let asked = terminal.scriptEnd
        terminal.type("2", after: 1)
        let pau = terminal.scriptEnd
        terminal.wait(1)
        try run(on: terminal, environment: ["EDUCAT_KIOSK_LANGUAGE": ""])
        let onaPlays = terminal.screen(at: ona + 0.5)
        XCTAssertTrue(onaPlays.contains("MENÚ PRINCIPAL") && onaPlays.contains("🐱 Ona"), onaPlays)
        XCTAssertTrue(onaPlays.contains("qui juga?"), "the main menu offers the next child the kiosk:\n\(onaPlays)")
        XCTAssertTrue(terminal.screen(at: english + 0.5).contains("MAIN MENU"), terminal.screen(at: english + 0.5))
        XCTAssertTrue(terminal.screen(at: asked + 0.5).contains("WHO IS PLAYING?"), terminal.screen(at: asked + 0.5))
        let pauPlays = terminal.screen(at: pau + 0.5)
        XCTAssertTrue(pauPlays.contains("MENÚ PRINCIPAL") && pauPlays.contains("🐶 Pau"),
                      "the next child gets the kiosk's language back:\n\(pauPlays)")
    }

    func testTheOperatorsLanguageIsTheKiosksAfterARestartAndAChildsGoesBackWhenIdle() throws {
        let first = VirtualTerminal(columns: 100, rows: 30)
        first.type("l", after: 1)
        let child = first.scriptEnd
        first.wait(91)
        let idle = first.scriptEnd
        // The operator's menu: the highlight starts on "close"; up past "add a child" and "reset" to the language.
        first.type("\u{0F}", after: 1)
        first.type("\u{10}")
        for _ in 0..<3 { first.type("\u{1B}[A") }
        first.type("\u{1B}[C")
        let set = first.scriptEnd
        first.wait(1)
        try run(on: first, environment: ["EDUCAT_KIOSK_LANGUAGE": ""])
        XCTAssertTrue(first.screen(at: child + 0.5).contains("MAIN MENU"), first.screen(at: child + 0.5))
        XCTAssertTrue(first.screen(at: idle).contains("MENÚ PRINCIPAL"), "idle, back to Catalan:\n\(first.screen(at: idle))")
        let menu = first.screen(at: set + 0.5)
        XCTAssertTrue(menu.contains("OPERATOR") && menu.contains("Language of this kiosk: English"), menu)

        let again = VirtualTerminal(columns: 100, rows: 30)
        again.wait(2)
        try run(on: again, environment: ["EDUCAT_KIOSK_LANGUAGE": ""])
        XCTAssertTrue(again.screen.contains("MAIN MENU"), "the operator's language is kept:\n\(again.screen)")
        let configured = VirtualTerminal(columns: 100, rows: 30)
        configured.wait(2)
        try run(on: configured, environment: ["EDUCAT_KIOSK_LANGUAGE": "es"])
        XCTAssertTrue(configured.screen.contains("MENÚ PRINCIPAL") && configured.screen.contains("LETRAS"),
                      "the configuration's language wins:\n\(configured.screen)")
    }

    func testTheIdleTimeIsTheConfiguredOne() throws {
        let terminal = VirtualTerminal()
        terminal.type("1", after: 1)
        let lastKey = terminal.scriptEnd
        terminal.wait(20)
        try run(on: terminal, environment: ["EDUCAT_KIOSK_IDLE_SECONDS": "15"])
        XCTAssertFalse(terminal.screen(at: lastKey + 14).contains("MAIN MENU"), terminal.screen(at: lastKey + 14))
        XCTAssertTrue(terminal.screen(at: lastKey + 16).contains("MAIN MENU"), terminal.screen(at: lastKey + 16))
    }

    func testTheOperatorChordOpensItsMenuOnlyWhenItsKeysComeWithinTheirWindow() throws {
        let terminal = VirtualTerminal()
        // Ctrl-O, then Ctrl-P four seconds later: past the chord's three-second window, so nothing opens.
        terminal.type("\u{0F}", after: 1)
        terminal.type("\u{10}", after: 4)
        let late = terminal.scriptEnd
        terminal.type("\u{0F}", after: 1)
        terminal.type("\u{10}", after: 2.5)
        let inTime = terminal.scriptEnd
        terminal.wait(1)
        try run(on: terminal)
        XCTAssertFalse(terminal.screen(at: late + 0.5).contains("OPERATOR"), terminal.screen(at: late + 0.5))
        XCTAssertTrue(terminal.screen(at: late + 0.5).contains("MAIN MENU"), terminal.screen(at: late + 0.5))
        XCTAssertTrue(terminal.screen(at: inTime + 0.5).contains("OPERATOR"), terminal.screen(at: inTime + 0.5))
        XCTAssertTrue(terminal.screen(at: inTime + 0.5).contains("Quit educat"), terminal.screen(at: inTime + 0.5))
    }

    func testAResizeRedrawsTheWholeFrameAtTheNewSizeWithOrWithoutItsSignal() throws {
        let terminal = VirtualTerminal(columns: 80, rows: 24)
        terminal.resize(columns: 120, rows: 40, after: 3)
        let signalled = terminal.scriptEnd
        terminal.resize(columns: 90, rows: 30, after: 2, signalled: false)
        let silent = terminal.scriptEnd
        terminal.wait(3)
        try run(on: terminal)
        let frames = terminal.frames
        let first = try XCTUnwrap(frames.first)
        XCTAssertEqual(first.lines.count, 24)
        let wide = try XCTUnwrap(frames.last { $0.at <= signalled + 0.5 })
        XCTAssertEqual(wide.lines.count, 40, "redrawn at once at the new height")
        XCTAssertTrue(wide.lines.joined().contains("MAIN MENU"))
        // A reattached tmux client changes the size without SIGWINCH: the size itself is checked at each redraw.
        let narrow = try XCTUnwrap(frames.last { $0.at <= silent + 1.5 })
        XCTAssertEqual(narrow.lines.count, 30, "redrawn at the size the terminal now has")
    }

    func testADeployedKioskWithoutItsTerminalPausesItsLessonsClockAndComesBackWhereItWas() throws {
        let terminal = VirtualTerminal()
        terminal.type("3", after: 1)
        terminal.type("1")
        // Away for ten minutes, far past the idle time, back for a minute: time without a terminal does not count.
        terminal.loseTerminal(after: 1, back: 600)
        let back = terminal.scriptEnd
        terminal.wait(60)
        XCTAssertEqual(try run(on: terminal, outlivesTerminal: true), .signal(SIGTERM))
        XCTAssertTrue(terminal.screen(at: back + 59).contains("SYLLABLES / LESSON"), terminal.screen(at: back + 59))
        XCTAssertFalse(terminal.frames.contains { $0.at > back - 599 && $0.at < back }, "nothing drawn while away")
    }
}
