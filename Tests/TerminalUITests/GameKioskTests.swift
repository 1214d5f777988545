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

    private func happened(_ name: String) -> ([String: Any]) -> Bool {
        { $0["event"] as? String == name }
    }

    func testCountAlongToTheEndIsCountedOnTheMainMenu() throws {
        try session.start("$EDUCAT kiosk --seed 3 --event-log \(session.eventLog)")
        var screen = session.waitForScreen { $0.contains("COUNT (0)") }
        XCTAssertTrue(screen.contains("MEMORY (0)"), screen)
        try session.send("5")
        session.waitForScreen { $0.contains("COUNT: press 1, 2, 3") }
        try session.send("1", "3")
        XCTAssertNotNil(session.waitForEvent(happened("count_hint")), "a wrong number gets the hint")
        try session.send("2", "3", "4", "5", "6", "7", "8", "9", "0")
        XCTAssertNotNil(session.waitForEvent(happened("count_finished")))
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
        XCTAssertNotNil(session.waitForEvent(timeout: 15, happened("memorize_ended")))
        try session.send("v")
        let turned = try XCTUnwrap(session.waitForEvent(happened("card_revealed")))
        XCTAssertEqual(turned["index"] as? Int, 15)
        XCTAssertNotNil(session.waitForEvent { $0["clip"] as? String == turned["item"] as? String }, "the card is heard")
    }
}
