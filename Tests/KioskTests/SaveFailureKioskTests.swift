import EducatTestSupport
import Foundation
import XCTest

/// A game the records store refuses is said once on screen, and the child plays on.
final class SaveFailureKioskTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    /// A store educat opens but cannot write a game to: its answer table lost a column. The schema's text is edited in
    /// place (same length, so SQLite's pages stay valid), as no SQL tool is among the test's dependencies.
    private func makeStoreLackingAColumn() throws -> String {
        let store = session.folder.appendingPathComponent("records.sqlite").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try XCTUnwrap(TmuxSession.executable))
        process.arguments = ["profiles", "list", "--store", store]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        var bytes = try Data(contentsOf: URL(fileURLWithPath: store))
        let range = try XCTUnwrap(bytes.range(of: Data("response_ms INTEGER NOT NULL".utf8)))
        bytes.replaceSubrange(range, with: Data("response_xx INTEGER NOT NULL".utf8))
        try bytes.write(to: URL(fileURLWithPath: store))
        return store
    }

    private var questions: Int { session.events().filter(TmuxSession.event("question_asked")).count }

    /// Plays one challenge of one life to its end: right, then wrong (a new record of 1 over 0, so it is saved).
    private func playAChallenge(_ game: Int) throws {
        // Enter starts the game once the last one's announcement is over; until then it is ignored, so it is repeated.
        let deadline = Date().addingTimeInterval(30)
        while questions < 2 * game + 1, Date() < deadline {
            try session.send("Enter")
            _ = session.waitForEvent(timeout: 1) { [self] _ in questions == 2 * game + 1 }
        }
        let first = try XCTUnwrap(session.events().last(where: TmuxSession.event("question_asked")))
        try session.send(try XCTUnwrap(first["key"] as? String))
        XCTAssertNotNil(session.waitForEvent(timeout: 15) { [self] _ in questions == 2 * game + 2 })
        let second = try XCTUnwrap(session.events().last(where: TmuxSession.event("question_asked")))
        try session.send(second["key"] as? String == "0" ? "1" : "0")
        XCTAssertNotNil(session.waitForEvent(timeout: 15) { [self] _ in
            session.events().filter(TmuxSession.event("game_over")).count == game + 1
        })
    }

    func testAGameThatCannotBeSavedIsSaidOnceAndTheGameGoesOn() throws {
        let store = try makeStoreLackingAColumn()
        // The log goes to a file, so what the screen shows is the UI's own notice.
        let log = session.folder.appendingPathComponent("stderr.txt").path
        try session.start("$EDUCAT game numbers --challenge --seed 3 --store \(store) --event-log \(session.eventLog) 2>\(log)"
                          + "; echo EXITED $?; sleep 5", environment: ["EDUCAT_CHALLENGE_LIVES": "1"])
        // Loading the bank takes seconds on a busy machine; a key sent before the screen is up could be lost.
        session.waitForScreen(timeout: 30) { $0.contains("NUMBERS / CHALLENGE") }
        try playAChallenge(0)
        var screen = session.waitForScreen { $0.contains("could not be saved") }
        XCTAssertTrue(screen.contains("could not be saved"), screen)
        XCTAssertTrue(screen.contains("GAME OVER - 1 hit") && !screen.contains("1 hits"), "one hit, counted in the singular: \(screen)")
        XCTAssertTrue(session.events().contains(where: TmuxSession.event("record_not_saved")))
        XCTAssertTrue(try String(contentsOfFile: log, encoding: .utf8).contains("could not be saved"))

        // The next game starts as usual; the notice has been read and is not repeated for the same trouble.
        try playAChallenge(1)
        screen = session.waitForScreen { $0.contains("GAME OVER") }
        XCTAssertFalse(screen.contains("could not be saved"), screen)
        XCTAssertFalse(screen.contains("EXITED"), screen)
    }
}
