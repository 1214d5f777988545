import EducatTestSupport
import Foundation
import XCTest

/// Memory and count-along in the real program, by keyboard alone, from the kiosk's main menu.
final class GameKioskTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    func testCountAlongToTheEndIsCountedOnTheMainMenu() throws {
        try session.start("$EDUCAT kiosk --seed 3 --event-log \(session.eventLog)")
        var screen = session.waitForScreen { $0.contains("COUNT (0)") }
        XCTAssertTrue(screen.contains("MEMORY (0)"), screen)
        try session.send("5")
        session.waitForScreen { $0.contains("COUNT: press 1, 2, 3") }
        try session.send("1", "3")
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("count_hint")), "a wrong number gets the hint")
        try session.send("2", "3", "4", "5", "6", "7", "8", "9", "0")
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("count_finished")))
        XCTAssertNotNil(session.waitForEvent { $0["clip"] as? String == "games.celebration" }, "the celebration is heard")
        try session.send("Escape")
        screen = session.waitForScreen { $0.contains("COUNT (1)") }
        XCTAssertTrue(screen.contains("COUNT (1)"), screen)
    }

    func testMemoryMemorizesThenTurnsCardsByKey() throws {
        try session.start("$EDUCAT kiosk --seed 3 --event-log \(session.eventLog)")
        session.waitForScreen { $0.contains("MAIN MENU") }
        try session.send("4")
        session.waitForScreen { $0.contains("VEHICLES") }
        try session.send("2")
        let screen = session.waitForScreen { $0.contains("Listen and remember!") }
        XCTAssertTrue(screen.contains("┌Z"), screen)
        XCTAssertNotNil(session.waitForEvent(timeout: 15, TmuxSession.event("memorize_ended")))
        try session.send("v")
        let turned = try XCTUnwrap(session.waitForEvent(TmuxSession.event("card_revealed")))
        XCTAssertEqual(turned["index"] as? Int, 15)
        XCTAssertNotNil(session.waitForEvent { $0["clip"] as? String == turned["item"] as? String }, "the card is heard")
    }

    func testAMemoryGameWonToTheEndIsCountedOnTheMainMenu() throws {
        try session.start("$EDUCAT kiosk --seed 5 --event-log \(session.eventLog)")
        var screen = session.waitForScreen { $0.contains("MEMORY (0)") }
        XCTAssertTrue(screen.contains("MEMORY (0)"), screen)
        try session.send("4")
        session.waitForScreen { $0.contains("ANIMALS (0)") }
        try session.send("1")
        session.waitForScreen { $0.contains("Listen and remember!") }
        // The memorize phase is waited for, however long it lasts; its log tells where each card lies.
        XCTAssertNotNil(session.waitForEvent(timeout: 30, TmuxSession.event("memorize_ended")))
        let shown = session.events().filter(TmuxSession.event("memory_card_shown"))
        let positions = Dictionary(grouping: shown.compactMap { event in
            (event["index"] as? Int).flatMap { index in (event["item"] as? String).map { (index, $0) } }
        }, by: \.1).mapValues { $0.map(\.0).sorted() }
        XCTAssertEqual(positions.count, 8, "eight pairs were shown: \(positions)")
        XCTAssertTrue(positions.values.allSatisfy { $0.count == 2 }, "\(positions)")
        let keys = ["1", "2", "3", "4", "q", "w", "e", "r", "a", "s", "d", "f", "z", "x", "c", "v"]
        for pair in positions.values.sorted(by: { $0[0] < $1[0] }) {
            for position in pair { try session.send(keys[position]) }
        }
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("memory_won")), "every pair found")
        XCTAssertEqual(session.events().filter(TmuxSession.event("pair_matched")).count, 8)
        XCTAssertTrue(session.events().filter(TmuxSession.event("pair_missed")).isEmpty)
        XCTAssertNotNil(session.waitForEvent { $0["clip"] as? String == "games.celebration" }, "the celebration is heard")
        screen = session.waitForScreen { $0.contains("Enter: play again") }
        XCTAssertTrue(screen.contains("mistakes left  X X X"), screen)
        // Counted at once: the category menu, then the main menu, show one memory game and still no count-along.
        try session.send("Escape")
        screen = session.waitForScreen { $0.contains("ANIMALS (1)") }
        XCTAssertTrue(screen.contains("ANIMALS (1)"), screen)
        XCTAssertTrue(screen.contains("FRUITS (0)"), "another category has its own count: \(screen)")
        try session.send("Escape")
        screen = session.waitForScreen { $0.contains("MEMORY (1)") }
        XCTAssertTrue(screen.contains("MEMORY (1)"), screen)
        XCTAssertTrue(screen.contains("COUNT (0)"), screen)
    }
}
