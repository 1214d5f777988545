import EducatTestSupport
import Foundation
import XCTest

/// `educat memory`, `educat count` and `educat phrase` in the real program and a real pseudo-terminal: each opens its
/// screen, answers keys with sound, and refuses a bad argument with a clear message and a non-zero exit.
final class GameCommandTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    /// Runs `arguments` (after `educat`) in a fresh session, which the program should refuse at once: returns the
    /// screen (what it printed, then its exit status, kept on screen while the shell waits) and the status.
    private func refused(_ arguments: String) throws -> (screen: String, status: Int?) {
        session.stop()
        session = try TmuxSession(name: "refused" + arguments.filter(\.isLetter))
        try session.start("$EDUCAT \(arguments); echo \"exit status $?\"; sleep 10")
        // A message longer than the terminal wraps at 80 columns: the rows joined again give it whole.
        let screen = session.waitForScreen { $0.contains("exit status") }.replacingOccurrences(of: "\n", with: "")
        let status = screen.components(separatedBy: "exit status ").last?.prefix { $0.isNumber }
        return (screen, status.flatMap { Int($0) })
    }

    func testMemoryCommandOpensTheCategoryAskedPlayingItsCardsAndRefusesAnUnknownOne() throws {
        try session.start("$EDUCAT memory --category plants --seed 2 --event-log \(session.eventLog)")
        let screen = session.waitForScreen { $0.contains("Listen and remember!") }
        XCTAssertTrue(screen.contains("MEMORY / PLANTS"), screen)
        XCTAssertTrue(screen.contains("┌1") && screen.contains("┌V"), "the 4×4 grid on its keys:\n\(screen)")
        // The first card is shown and heard: a plant, not an animal.
        let shown = try XCTUnwrap(session.waitForEvent { $0["event"] as? String == "memory_card_shown" && $0["index"] as? Int == 0 })
        let card = try XCTUnwrap(shown["item"] as? String)
        XCTAssertTrue(card.hasPrefix("memory.plants."), card)
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("clip_start", "clip", card)), "the card is heard")
        // Esc goes back to the category menu.
        try session.send("Escape")
        let menu = session.waitForScreen { $0.contains("ANIMALS") && !$0.contains("Listen") }
        XCTAssertTrue(menu.contains("PLANTS (0)"), menu)

        let (error, status) = try refused("memory --category dinosaurs")
        XCTAssertTrue(error.contains("\"dinosaurs\" is not a memory category; use animals, fruits, vehicles, plants."), error)
        XCTAssertNotNil(status, error)
        XCTAssertNotEqual(status, 0, error)
    }

    func testCountCommandCountsToTheNumberAskedThenCelebratesAndRefusesEleven() throws {
        try session.start("$EDUCAT count --to 3 --seed 1 --event-log \(session.eventLog)")
        var screen = session.waitForScreen { $0.contains("COUNT: press 1, 2, 3") }
        XCTAssertTrue(screen.contains("1  2  3"), screen)
        XCTAssertFalse(screen.contains("3  4"), "only up to 3:\n\(screen)")
        try session.send("1", "2", "3")
        let finished = try XCTUnwrap(session.waitForEvent(TmuxSession.event("count_finished")))
        XCTAssertEqual(finished["count"] as? Int, 3)
        XCTAssertEqual(session.events().filter(TmuxSession.event("count_number")).compactMap { $0["item"] as? String },
                       ["count.1", "count.2", "count.3"])
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("clip_start", "clip", "count.3")))
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("clip_start", "clip", "games.celebration")), "the celebration is heard")
        screen = session.waitForScreen { $0.contains("Enter: count again") }
        XCTAssertTrue(screen.contains("Enter: count again"), screen)

        let (error, status) = try refused("count --to 11")
        XCTAssertTrue(error.contains("--to 11: count-along counts to a number from 1 to 10"), error)
        XCTAssertNotNil(status, error)
        XCTAssertNotEqual(status, 0, error)
    }

    func testPhraseCommandOpensTheFullBuilderSpeaksASentenceAsksItAndRefusesAStrayArgument() throws {
        try session.start("$EDUCAT phrase --seed 1 --event-log \(session.eventLog)")
        let screen = session.waitForScreen { $0.contains("WHO?") }
        XCTAssertTrue(screen.contains("PHRASE / FULL"), screen)
        XCTAssertTrue(screen.contains("WHO?  >  DOES WHAT?  >  WHAT?  >  SAY IT"), screen)
        XCTAssertTrue(screen.contains("tu") && screen.contains("la mama"), screen)
        // tu, vols, una poma: each word heard, then the sentence.
        try session.send("2", "1", "3")
        let spoken = try XCTUnwrap(session.waitForEvent(TmuxSession.event("sentence_spoken")))
        XCTAssertEqual(spoken["text"] as? String, "Tu vols una poma.")
        XCTAssertEqual(session.events().filter(TmuxSession.event("phrase_word")).compactMap { $0["item"] as? String },
                       ["phrase.subject.tu", "phrase.verb.vols", "phrase.complement.poma"])
        let said = session.waitForScreen { $0.contains("Enter: say it again") }
        XCTAssertTrue(said.contains("p: question"), said)
        // p asks it: said again, the last word rising.
        try session.send("p")
        let asked = try XCTUnwrap(session.waitForEvent { $0["event"] as? String == "sentence_spoken" && $0["text"] as? String != "Tu vols una poma." })
        XCTAssertEqual(asked["text"] as? String, "Tu vols una poma?")
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("clip_start", "clip", "phrase.complement.poma.question")), "the rising word is heard")
        XCTAssertNotEqual(session.screen(), said, "the sentence on screen becomes a question")

        let (error, status) = try refused("phrase quick")
        XCTAssertTrue(error.contains("Unexpected argument 'quick'"), error)
        XCTAssertTrue(error.contains("Usage: educat phrase [--quick]"), "the usage shows the flag meant:\n\(error)")
        XCTAssertNotNil(status, error)
        XCTAssertNotEqual(status, 0, error)
    }
}
