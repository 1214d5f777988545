import EducatTestSupport
import Foundation
import XCTest

/// A classroom kiosk in a real pseudo-terminal: children pick themselves and keep their own records, games played and
/// choices; the operator manages the children and sets the limit of `+`; what they set survives a restart, and the
/// configuration still wins where it sets a value.
final class KioskPlayersTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    /// `educat ARGUMENTS` on this session's store; its standard output.
    private func educat(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try XCTUnwrap(TmuxSession.executable))
        process.arguments = arguments + ["--store", session.folder.appendingPathComponent("records.sqlite").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Counts to ten on the count-along screen, from the main menu, and comes back to it.
    private func countToTen() throws {
        try session.send("5")
        session.waitForScreen { $0.contains("COUNT: press 1, 2, 3") }
        let finished = session.events().filter(TmuxSession.event("count_finished")).count
        try session.send("1", "2", "3", "4", "5", "6", "7", "8", "9", "0")
        XCTAssertNotNil(session.waitForEvent { _ in session.events().filter(TmuxSession.event("count_finished")).count > finished })
        try session.send("Escape")
    }

    func testTwoChildrenPickThemselvesAndKeepTheirOwnRecordsAndGamesAndIdleAsksAgain() throws {
        // Anna holds a numbers record of 2, won the way a child would.
        try session.start("$EDUCAT profiles add Anna --picture 🐱 && $EDUCAT profiles add Biel --picture 🐶 "
                          + "&& EDUCAT_PROFILE=Anna \(session.renderingARecord()) "
                          + "&& $EDUCAT kiosk --seed 1 --event-log \(session.eventLog); sleep 10",
                          environment: ["EDUCAT_KIOSK_IDLE_SECONDS": "5"])
        // The render of the record takes a while in a debug build.
        var screen = session.waitForScreen(timeout: 40) { $0.contains("WHO IS PLAYING?") && $0.contains("Biel") }
        XCTAssertTrue(screen.contains("🐱 Anna") && screen.contains("🐶 Biel"), screen)
        XCTAssertFalse(screen.contains("NUMBERS"), "nothing to play before a child is chosen:\n\(screen)")
        try session.send("5")
        XCTAssertTrue(session.screen().contains("WHO IS PLAYING?"), "a digit no child has picks nobody")

        try session.send("1")
        screen = session.waitForScreen { $0.contains("MAIN MENU") && $0.contains("COUNT (0)") }
        XCTAssertTrue(screen.split(separator: "\n").first?.contains("🐱 Anna") == true, "the name in the title bar:\n\(screen)")
        try countToTen()
        session.waitForScreen { $0.contains("COUNT (1)") }
        try session.send("6")
        screen = session.waitForScreen { $0.contains("RECORDS") && $0.contains("NUMBERS") }
        XCTAssertTrue(screen.contains("NUMBERS · Anna"), screen)

        // Nobody touches a key: the kiosk asks who is playing, wherever the last child left it.
        screen = session.waitForScreen(timeout: 9) { $0.contains("WHO IS PLAYING?") }
        XCTAssertTrue(screen.contains("WHO IS PLAYING?") && screen.contains("Biel"), screen)
        XCTAssertFalse(screen.split(separator: "\n").first?.contains("Anna") == true, "nobody named while asking:\n\(screen)")
        try session.send("Right", "Enter")
        screen = session.waitForScreen { $0.contains("MAIN MENU") && $0.contains("🐶 Biel") }
        XCTAssertTrue(screen.contains("COUNT (0)"), "Biel has played nothing:\n\(screen)")
        try session.send("6")
        screen = session.waitForScreen { $0.contains("RECORDS") && $0.contains("NUMBERS") }
        XCTAssertFalse(screen.contains("Anna"), "Anna's record is not Biel's:\n\(screen)")
        try session.send("Escape")
        session.waitForScreen { $0.contains("MAIN MENU") }
        try countToTen()
        try countToTen()
        screen = session.waitForScreen { $0.contains("COUNT (2)") }
        XCTAssertTrue(screen.contains("COUNT (2)"), screen)

        XCTAssertTrue(try educat("history", "--activities", "--profile", "Biel").contains("Biel"))
        let records = try educat("records", "--json", "--profile", "Biel")
        XCTAssertTrue(records.contains(#""numbers": 0"#), records)
        XCTAssertTrue(try educat("records", "--json", "--profile", "Anna").contains(#""numbers": 2"#))
    }

    func testMusicLowerCaseTheVolumeAndItsLimitSurviveARestartAndTheConfigWins() throws {
        let config = session.folder.appendingPathComponent("educat/config.toml").path
        try session.start("$EDUCAT profiles add Ona && $EDUCAT kiosk --seed 1; echo FIRST $?; $EDUCAT kiosk --seed 2; "
                          + "mkdir -p \(session.folder.path)/educat && printf \"[audio]\\nmusic = true\\nvolume_limit_db = -3\\n\" > \(config); "
                          + "$EDUCAT kiosk --seed 3; sleep 10")
        var screen = session.waitForScreen(timeout: 10) { $0.contains("MAIN MENU") }
        XCTAssertTrue(screen.contains("Ona  music on  volume 0 dB"), "the only child plays without being asked:\n\(screen)")
        try session.send("m")
        session.waitForScreen { $0.contains("music off") }
        try session.send("2", "1", "1")
        session.waitForScreen { $0.contains("VOWELS / LESSON") && $0.contains("│A│") }
        try session.send("Tab")
        session.waitForScreen { $0.contains("│a│") }
        try session.send("Escape", "2")
        session.waitForScreen { $0.contains("VOWELS / GAME") }
        try session.send("Escape", "1")
        screen = session.waitForScreen { $0.contains("VOWELS / LESSON") && $0.contains("│") }
        XCTAssertTrue(screen.contains("│a│ │e│"), "the case stays when the letters screen is left:\n\(screen)")
        // The operator lowers the limit of + by two steps, then quits.
        try session.send("C-o", "C-p")
        session.waitForScreen { $0.contains("OPERATOR") }
        // Up past "Close", "Add a child", Ona, "Reset all records" and the kiosk's language.
        try session.send("Up", "Up", "Up", "Up", "Up", "Left", "Left")
        screen = session.waitForScreen { $0.contains("make it: 8 of 10") }
        XCTAssertTrue(screen.contains("Loudest the children can make it: 8 of 10"), "in a teacher's words:\n\(screen)")
        try session.send("Up", "Enter")
        session.waitForScreen { $0.contains("FIRST 0") }

        screen = session.waitForScreen(timeout: 10) { $0.contains("MAIN MENU") }
        XCTAssertTrue(screen.contains("Ona  music off  volume -6 dB"), "music and the limit survive a restart:\n\(screen)")
        try session.send("+", "+")
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertTrue(session.screen().contains("volume -6 dB"), "+ stops at the limit")
        try session.send("2", "1", "1")
        screen = session.waitForScreen { $0.contains("VOWELS / LESSON") && $0.contains("│") }
        XCTAssertTrue(screen.contains("│a│ │e│"), "the letter case survives a restart:\n\(screen)")
        try session.send("C-o", "C-p")
        session.waitForScreen { $0.contains("OPERATOR") }
        try session.send("Up", "Up", "Up", "Up", "Up", "Up", "Enter")

        // The configuration sets music and the limit: it wins over what was kept. The volume set at the kiosk stays.
        screen = session.waitForScreen(timeout: 10) { $0.contains("MAIN MENU") && $0.contains("music on") }
        XCTAssertTrue(screen.contains("Ona  music on  volume -6 dB"), "the volume last set stays:\n\(screen)")
        try session.send("+", "+", "+")
        screen = session.waitForScreen { $0.contains("volume -3 dB") }
        XCTAssertTrue(screen.contains("volume -3 dB"), "+ reaches the configured limit and stops there:\n\(screen)")
        try session.send("2", "1", "1")
        screen = session.waitForScreen { $0.contains("VOWELS / LESSON") && $0.contains("│") }
        XCTAssertTrue(screen.contains("│a│ │e│"), "the configuration does not set the case:\n\(screen)")
    }

    func testAnUnknownProfileIsAnErrorListingTheProfiles() throws {
        let errors = session.folder.appendingPathComponent("errors").path
        try session.start("$EDUCAT profiles add Anna > /dev/null; $EDUCAT kiosk 2> \(errors)-env; echo EXITED $?; "
                          + "$EDUCAT kiosk --profile Pau 2> \(errors)-flag; echo FLAG $?; sleep 10",
                          environment: ["EDUCAT_PROFILE": "Zoe"])
        let screen = session.waitForScreen { $0.contains("FLAG") }
        XCTAssertTrue(screen.contains("EXITED 1") && screen.contains("FLAG 1"), screen)
        let environment = try String(contentsOfFile: errors + "-env", encoding: .utf8)
        XCTAssertTrue(environment.contains(#"environment EDUCAT_PROFILE: there is no profile named "Zoe""#), environment)
        XCTAssertTrue(environment.contains("its profiles are default, Anna. `educat profiles add Zoe` creates it."), environment)
        let flag = try String(contentsOfFile: errors + "-flag", encoding: .utf8)
        XCTAssertTrue(flag.contains(#"--profile: there is no profile named "Pau""#), flag)
        XCTAssertEqual(try educat("profiles"), "default\nAnna\n", "no profile was made")
    }

    func testTheOperatorAddsRenamesAndRemovesChildrenAfterConfirming() throws {
        try session.start("$EDUCAT kiosk --seed 1")
        session.waitForScreen { $0.contains("MAIN MENU") }
        try session.send("C-o", "C-p")
        session.waitForScreen { $0.contains("OPERATOR") && $0.contains("> Close this menu") }
        try session.send("Up", "Enter")
        session.waitForScreen { $0.contains("Name of the new child: _") }
        try session.send("A", "n", "n", "a", "Right")
        var screen = session.waitForScreen { $0.contains("Name of the new child: Anna_") && $0.contains("Picture: < 🐶 >") }
        XCTAssertTrue(screen.contains("Picture: < 🐶 >"), "Right goes to the next picture:\n\(screen)")
        try session.send("Enter")
        screen = session.waitForScreen { $0.contains("Anna added.") }
        XCTAssertTrue(screen.contains("🐶 Anna   (Enter: rename or remove)"), screen)
        try session.send("Down", "Enter", "B", "i", "e", "l", "Enter")
        screen = session.waitForScreen { $0.contains("Biel added.") }
        XCTAssertEqual(try educat("profiles"), "default\nAnna  🐶\nBiel  🐶\n")
        try session.send("Escape")
        screen = session.waitForScreen { $0.contains("WHO IS PLAYING?") }
        XCTAssertTrue(screen.contains("Anna") && screen.contains("Biel"), "two children now: the kiosk asks\n\(screen)")

        // Anna becomes Ona; Biel is removed once the operator confirms, his history kept.
        try session.send("C-o", "C-p")
        session.waitForScreen { $0.contains("OPERATOR") }
        try session.send("Up", "Up", "Up", "Enter")
        session.waitForScreen { $0.contains("> Rename Anna or change the picture") }
        try session.send("Enter", "BSpace", "BSpace", "BSpace", "BSpace", "O", "n", "a", "Enter")
        session.waitForScreen { $0.contains("Saved: Ona.") }
        // The names are in order, so Biel now has the line Anna had.
        try session.send("Enter", "Down", "Enter")
        screen = session.waitForScreen { $0.contains("Remove Biel?") }
        XCTAssertTrue(screen.contains("Their records and history are kept: adding the name again brings them back."),
                      screen)
        try session.send("Escape")
        session.waitForScreen { $0.contains("> Rename Biel") }
        XCTAssertEqual(try educat("profiles"), "default\nBiel  🐶\nOna  🐶\n", "Esc keeps him")
        try session.send("Down", "Enter", "Enter")
        session.waitForScreen { $0.contains("Biel removed; their history is kept.") }
        XCTAssertEqual(try educat("profiles"), "default\nOna  🐶\n")
        XCTAssertEqual(try educat("profiles", "list", "--removed"), "Biel  🐶\n")
        XCTAssertTrue(session.screen().contains("> 🐶 Ona   (Enter: rename or remove)"), "back on the line Biel had")
        try session.send("Escape")
        screen = session.waitForScreen { !$0.contains("OPERATOR") }
        XCTAssertTrue(screen.contains("MAIN MENU") && screen.contains("🐶 Ona  music on"),
                      "the only child left plays without being asked:\n\(screen)")
    }

    func testARemovedChildsNameBringsThemBackOnceConfirmedAndHostileTypingNamesNobody() throws {
        try session.start("$EDUCAT profiles add Biel --picture 🐶 > /dev/null && $EDUCAT profiles add Ona > /dev/null "
                          + "&& $EDUCAT profiles remove Biel --yes > /dev/null && $EDUCAT kiosk --seed 1")
        session.waitForScreen { $0.contains("MAIN MENU") }
        try session.send("C-o", "C-p")
        session.waitForScreen { $0.contains("OPERATOR") && $0.contains("> Close this menu") }
        try session.send("Up", "Enter", "b", "i", "e", "l", "Enter")
        var screen = session.waitForScreen { $0.contains("Bring them back") }
        XCTAssertTrue(screen.contains("> 🐶 Biel was removed. Bring them back with their records and history?"), screen)
        try session.send("Escape")
        session.waitForScreen { $0.contains("> Add a child") }
        XCTAssertEqual(try educat("profiles"), "default\nOna\n", "Esc brings nobody back")
        try session.send("Enter", "B", "i", "e", "l", "Enter", "Enter")
        session.waitForScreen { $0.contains("Biel is back, with their history.") }
        XCTAssertEqual(try educat("profiles"), "default\nBiel  🐶\nOna\n", "with the picture they had")

        // A right-to-left override would turn the rest of the line round: refused, and shown escaped.
        try session.send("Down", "Enter")
        session.waitForScreen { $0.contains("Name of the new child: _") }
        try session.sendLiteral("\u{202E}Zoe")
        try session.send("Enter")
        screen = session.waitForScreen { $0.contains("Could not do it") }
        // A long message wraps rather than being cut.
        let words = screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains(#"\u{202E}Zoe" cannot be a profile name: it contains an invisible formatting character"#),
                      "shown escaped:\n\(screen)")

        // A paste of escape sequences, control characters and 10 KB makes no child the terminal would obey, and the
        // kiosk goes on drawing its menu.
        try session.send("Enter")
        session.waitForScreen { $0.contains("Name of the new child: _") }
        try session.sendLiteral("\u{1B}[2J\u{1B}]0;pwned\u{07}\u{200B}\u{7F}\u{01}" + String(repeating: "é", count: 10_000))
        try session.send("Enter", "Escape", "Escape")
        screen = session.waitForScreen { $0.contains("WHO IS PLAYING?") || $0.contains("MAIN MENU") }
        XCTAssertTrue(screen.contains("WHO IS PLAYING?") || screen.contains("MAIN MENU"), screen)
        XCTAssertEqual(try educat("profiles").split(separator: "\n").filter {
            $0.unicodeScalars.contains { [.control, .format].contains($0.properties.generalCategory) }
        }, [], "no name the terminal would obey or hide")
    }
}
