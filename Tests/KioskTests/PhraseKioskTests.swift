import EducatTestSupport
import XCTest

/// The phrase builder in the real program with the bundled bank, by keyboard alone.
final class PhraseKioskTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    func testFromTheMainMenuASentenceIsBuiltHeardNegatedAndLeftWithEscape() throws {
        try session.start("$EDUCAT kiosk --seed 3 --event-log \(session.eventLog)")
        session.waitForScreen { $0.contains("MAIN MENU") }
        try session.send("9")
        session.waitForScreen { $0.contains("QUICK") }
        try session.send("1")
        session.waitForScreen { $0.contains("WHO?") }
        try session.send("1", "1")
        session.waitForScreen { $0.contains("jo") && $0.contains("vull") && $0.contains("aigua") }
        try session.send("1")
        let spoken = try XCTUnwrap(session.waitForEvent { $0["event"] as? String == "sentence_spoken" })
        XCTAssertEqual(spoken["text"] as? String, "Jo vull aigua.")
        XCTAssertNotNil(session.waitForEvent { $0["event"] as? String == "clip_start" && $0["clip"] as? String == "phrase.complement.aigua" })
        try session.send("n")
        let negated = try XCTUnwrap(session.waitForEvent { $0["event"] as? String == "sentence_spoken" && $0["text"] as? String != "Jo vull aigua." })
        XCTAssertEqual(negated["text"] as? String, "Jo no vull aigua.")
        try session.send("BSpace")
        session.waitForScreen { $0.contains("una poma") }
        try session.send("Escape")
        let screen = session.waitForScreen { $0.contains("MAIN MENU") }
        XCTAssertTrue(screen.contains("MAIN MENU"), screen)
    }

    func testPhraseQuickOpensIWantAndIAmAndBackspaceLeavesIt() throws {
        try session.start("$EDUCAT phrase --quick --event-log \(session.eventLog)")
        let screen = session.waitForScreen { $0.contains("I WANT / I AM") }
        XCTAssertTrue(screen.contains("vull") && screen.contains("estic"), screen)
        XCTAssertFalse(screen.contains("WHO?"), "quick mode has no subject step")
        try session.send("2")
        session.waitForScreen { $0.contains("cansat") }
        try session.send("BSpace", "BSpace")
        XCTAssertNotNil(session.waitForEvent { $0["event"] as? String == "screen_left" && $0["screen"] as? String == "phrase/quick" })
    }
}
