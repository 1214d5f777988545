import EducatTestSupport
import Foundation
import XCTest

/// The real program in a real pseudo-terminal: what the screen shows at each step and which events sound.
final class KioskTerminalTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    func testNavigatesTheMenuTreeAndPlaysAGame() throws {
        try session.start("$EDUCAT kiosk --seed 7 --event-log \(session.eventLog)")
        var screen = session.waitForScreen { $0.contains("MAIN MENU") && $0.contains("INFO") }
        XCTAssertTrue(screen.contains("║ 1"), "numbers highlighted first:\n\(screen)")
        try session.send("Right")
        screen = session.waitForScreen { $0.contains("║ 2") }
        XCTAssertTrue(screen.contains("║ 2"), "the highlight moved to letters:\n\(screen)")
        try session.send("Enter")
        screen = session.waitForScreen { $0.contains("LETTERS") && $0.contains("VOWELS") && $0.contains("ALPHABET") }
        XCTAssertTrue(screen.contains("ALPHABET"), screen)
        try session.send("Escape")
        session.waitForScreen { $0.contains("MAIN MENU") }
        try session.send("1")
        screen = session.waitForScreen { $0.contains("NUMBERS") && $0.contains("LESSON") && $0.contains("GAME") }
        try session.send("2")
        screen = session.waitForScreen { $0.contains("NUMBERS / GAME") }
        XCTAssertTrue(screen.contains("hits 0    misses 0"), screen)
        XCTAssertTrue(screen.contains("Enter ask"), "footer key map:\n\(screen)")

        try session.send("Enter")
        let asked = try XCTUnwrap(session.waitForEvent(TmuxSession.event("question_asked")))
        let answer = try XCTUnwrap(asked["key"] as? String)
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("clip_start", "clip", asked["item"] as? String)), "the question is heard")
        try session.send(answer)
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("answer_right")))
        screen = session.waitForScreen { $0.contains("hits 1") }
        XCTAssertTrue(screen.contains("RIGHT!"), screen)
        XCTAssertNotNil(session.waitForEvent { ($0["clip"] as? String)?.hasPrefix("praise") == true }, "praise is heard")

        try session.send("Enter")
        let second = try XCTUnwrap(session.waitForEvent { $0["event"] as? String == "question_asked" && $0["item"] as? String != asked["item"] as? String })
        let wrong = second["key"] as? String == "0" ? "1" : "0"
        try session.send(wrong)
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("answer_wrong")))
        screen = session.waitForScreen { $0.contains("misses 1") }
        XCTAssertTrue(screen.contains("TRY AGAIN"), screen)
    }

    func testChallengeRunsToGameOver() throws {
        try session.start("$EDUCAT game numbers --challenge --seed 3 --event-log \(session.eventLog); echo EXITED $?; sleep 5",
                          environment: ["EDUCAT_CHALLENGE_LIVES": "2"])
        var screen = session.waitForScreen { $0.contains("NUMBERS / CHALLENGE") }
        XCTAssertTrue(screen.contains("lives ❤️ ❤️"), screen)
        XCTAssertTrue(screen.contains("record 0"), screen)
        try session.send("Enter")
        for (index, lives) in [1, 0].enumerated() {
            // The next question comes by itself once the scolding has played; keys before it are ignored.
            XCTAssertNotNil(session.waitForEvent(timeout: 8) { [self] _ in
                session.events().filter { $0["event"] as? String == "question_asked" }.count == index + 1
            })
            let asked = try XCTUnwrap(session.events().last(where: TmuxSession.event("question_asked")))
            screen = session.waitForScreen { $0.contains("seconds") }
            XCTAssertTrue(screen.contains("seconds 9") || screen.contains("seconds 8"), screen)
            try session.send(asked["key"] as? String == "0" ? "1" : "0")
            XCTAssertNotNil(session.waitForEvent { $0["event"] as? String == "life_lost" && $0["lives_left"] as? Int == lives })
        }
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("game_over")))
        XCTAssertNotNil(session.waitForEvent { ($0["clip"] as? String)?.hasPrefix("game_over") == true }, "GAME OVER is heard")
        screen = session.waitForScreen { $0.contains("GAME OVER - 0 hits") }
        XCTAssertTrue(screen.contains("GAME OVER - 0 hits"), screen)
        try session.send("C-c")
        screen = session.waitForScreen { $0.contains("EXITED") }
        XCTAssertTrue(screen.contains("EXITED 0"), "Ctrl-C ends a game outside kiosk mode:\n\(screen)")
    }

    func testIdleReturnsToTheMainMenuAndStopsTheTimeline() throws {
        try session.start("$EDUCAT kiosk --seed 1 --event-log \(session.eventLog)", environment: ["EDUCAT_KIOSK_IDLE_SECONDS": "5"])
        session.waitForScreen { $0.contains("MAIN MENU") }
        try session.send("3", "1")
        XCTAssertTrue(session.waitForScreen { $0.contains("SYLLABLES / LESSON") }.contains("SYLLABLES / LESSON"))
        try session.send("Enter")
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("syllable_sequence")))
        let screen = session.waitForScreen(timeout: 9) { $0.contains("MAIN MENU") }
        XCTAssertTrue(screen.contains("MAIN MENU"), screen)
        let log = session.events()
        let entered = try XCTUnwrap(log.lastIndex(where: TmuxSession.event("screen_entered", "screen", "main")))
        XCTAssertTrue(log[..<entered].contains(where: TmuxSession.event("screen_left", "screen", "syllables/lesson")))
    }

    func testKioskIgnoresSignalKeysAndOnlyTheOperatorChordQuits() throws {
        try session.start("$EDUCAT kiosk --seed 1; echo EXITED $?; sleep 5")
        session.waitForScreen { $0.contains("MAIN MENU") }
        try session.send("C-c", "C-z", "C-\\", "Escape", "Escape")
        Thread.sleep(forTimeInterval: 0.5)
        var screen = session.screen()
        XCTAssertTrue(screen.contains("MAIN MENU"), screen)
        XCTAssertFalse(screen.contains("EXITED"))
        try session.send("C-o", "C-p")
        screen = session.waitForScreen { $0.contains("OPERATOR") }
        XCTAssertTrue(screen.contains("> Close this menu"), screen)
        try session.send("Up", "Up", "Up", "Up", "Up", "Enter")
        screen = session.waitForScreen { $0.contains("EXITED") }
        XCTAssertTrue(screen.contains("EXITED 0"), screen)
    }

    func testAnUnusableRecordsStoreIsANoticeNotAnExit() throws {
        try session.start("$EDUCAT kiosk --seed 1; echo EXITED $?; sleep 5",
                          environment: ["EDUCAT_STORE": "/proc/educat-nowhere/records.sqlite"])
        let screen = session.waitForScreen { $0.contains("MAIN MENU") }
        XCTAssertTrue(screen.contains("records: Cannot open the records store /proc/educat-nowhere"), screen)
        try session.send("1", "2", "Right", "Enter")
        XCTAssertTrue(session.waitForScreen { $0.contains("lives ❤️ ❤️ ❤️") }.contains("record 0"))
        XCTAssertFalse(session.screen().contains("EXITED"))
    }

    func testTerminalIsRestoredAfterSIGTERM() throws {
        let pidFile = session.folder.appendingPathComponent("pid").path
        let sttyFile = session.folder.appendingPathComponent("stty").path
        try session.start("sh -c \"echo \\$\\$ > \(pidFile); exec \\$EDUCAT kiosk\"; stty -a > \(sttyFile)")
        session.waitForScreen { $0.contains("MAIN MENU") }
        let pid = try XCTUnwrap(Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertEqual(kill(pid, SIGTERM), 0)
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: sttyFile) || (try? String(contentsOfFile: sttyFile, encoding: .utf8))?.isEmpty != false,
              Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
        }
        let stty = try String(contentsOfFile: sttyFile, encoding: .utf8)
        let flags = stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
        XCTAssertTrue(flags.contains("icanon"), stty)
        XCTAssertTrue(flags.contains("echo"), stty)
        XCTAssertTrue(flags.contains("isig"), stty)
        XCTAssertFalse(session.screen().contains("MAIN MENU"), "the alternate screen was left")
    }

    func testTheOperatorCapsTheVolumeAndResetsTheRecords() throws {
        // A record to reset, won the way a child would.
        try session.start("\(session.renderingARecord()) && $EDUCAT kiosk --seed 1; sleep 10")
        var screen = session.waitForScreen(timeout: 40) { $0.contains("MAIN MENU") }
        XCTAssertTrue(screen.contains("volume 0 dB"), screen)
        XCTAssertEqual(try records(), #"{"numbers": 2, "vowels": 0, "alphabet": 0, "syllables": 0}"#)
        try session.send("C-o", "C-p")
        screen = session.waitForScreen { $0.contains("OPERATOR") }
        XCTAssertTrue(screen.contains("> Close this menu"), screen)
        // Up past "Add a child", "Reset all records" and the kiosk's language to the limit.
        try session.send("Up", "Up", "Up", "Up", "Left", "Left", "Left")
        screen = session.waitForScreen { $0.contains("make it: 7 of 10") }
        XCTAssertTrue(screen.contains("volume -9 dB"), "the level comes down to the new cap:\n\(screen)")
        try session.send("Down", "Down", "Enter")
        XCTAssertTrue(session.waitForScreen { $0.contains("Records reset.") }.contains("Records reset."))
        try session.send("Escape", "+", "+")
        screen = session.waitForScreen { !$0.contains("OPERATOR") }
        XCTAssertTrue(screen.contains("volume -9 dB"), "children cannot go past the cap:\n\(screen)")
        try session.send("-")
        XCTAssertTrue(session.waitForScreen { $0.contains("volume -12 dB") }.contains("volume -12 dB"))
        XCTAssertEqual(try records(), #"{"numbers": 0, "vowels": 0, "alphabet": 0, "syllables": 0}"#, "gone from the store")
    }

    func testTheRecordsScreenNamesTheChildWhoSetTheRecord() throws {
        try session.start("$EDUCAT profiles add Anna && \(session.renderingARecord()) && $EDUCAT kiosk --seed 1; sleep 10",
                          environment: ["EDUCAT_PROFILE": "Anna"])
        session.waitForScreen(timeout: 40) { $0.contains("MAIN MENU") }
        try session.send("6")
        let screen = session.waitForScreen { $0.contains("RECORDS") && $0.contains("NUMBERS") }
        XCTAssertTrue(screen.contains("NUMBERS · Anna"), screen)
        XCTAssertFalse(screen.contains("VOWELS ·"), "no record, no holder:\n\(screen)")
    }

    /// `educat records --json` on this session's store.
    private func records() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try XCTUnwrap(TmuxSession.executable))
        process.arguments = ["records", "--json", "--store", session.folder.appendingPathComponent("records.sqlite").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testAnIdleKioskReturnsToTheMainMenuButNotWhileAStoryIsReadAloud() throws {
        try session.start("$EDUCAT kiosk --seed 1 --event-log \(session.eventLog)", environment: ["EDUCAT_KIOSK_IDLE_SECONDS": "5"])
        session.waitForScreen { $0.contains("MAIN MENU") }
        try session.send("8", "1")
        session.waitForScreen { $0.contains("page 1/8") }
        Thread.sleep(forTimeInterval: 8)
        var screen = session.screen()
        XCTAssertTrue(screen.contains("STORY / BOOK"), "a story read aloud holds the kiosk without keys:\n\(screen)")
        try session.send("n")
        screen = session.waitForScreen(timeout: 9) { $0.contains("MAIN MENU") }
        XCTAssertTrue(screen.contains("MAIN MENU"), "silent, the book is idle and the kiosk goes home:\n\(screen)")
    }
}
