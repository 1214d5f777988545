import EducatTestSupport
import Foundation
import XCTest

/// The activity timer in the real program, by keyboard alone: `educat timer` and the main menu's tenth key.
final class TimerKioskTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    private func tick(_ seconds: Int) -> ([String: Any]) -> Bool {
        { $0["event"] as? String == "timer_tick" && $0["seconds_left"] as? Int == seconds }
    }

    func testAPresetTimerOpensPausedAndSpaceStartsTheSecondsGoingDown() throws {
        try session.start("$EDUCAT timer --duration 1m --activity menjar --event-log \(session.eventLog)")
        let paused = session.waitForScreen { $0.contains("PAUSED — Space to start") }
        XCTAssertTrue(paused.contains("MENJAR"), paused)
        XCTAssertNotNil(session.waitForEvent { $0["event"] as? String == "timer_set" && $0["seconds"] as? Int == 60 })
        try session.send("Space")
        XCTAssertNotNil(session.waitForEvent { $0["event"] as? String == "timer_started" })
        XCTAssertNotNil(session.waitForEvent(tick(59)))
        let first = session.waitForScreen { $0.contains("Space: pause") }
        XCTAssertNotNil(session.waitForEvent(tick(58)))
        let second = session.waitForScreen { $0 != first }
        XCTAssertNotEqual(first, second, "the seconds are redrawn as they go down")
        try session.send("Space")
        let pause = try XCTUnwrap(session.waitForEvent { $0["event"] as? String == "timer_paused" })
        XCTAssertLessThanOrEqual(pause["seconds_left"] as? Int ?? 99, 58)
        session.waitForScreen { $0.contains("PAUSED") }
    }

    func testTheMainMenusZeroOpensTheTimerAndTheArrowsSetIt() throws {
        try session.start("$EDUCAT kiosk --seed 3 --event-log \(session.eventLog)")
        session.waitForScreen { $0.contains("MAIN MENU") }
        try session.send("0")
        session.waitForScreen { $0.contains("TIMER: choose an activity") }
        try session.send("2", "Right", "Up", "Up")
        XCTAssertNotNil(session.waitForEvent { $0["event"] as? String == "activity_chosen" && $0["clip"] as? String == "timer.activity.dormir" })
        XCTAssertNotNil(session.waitForEvent { $0["event"] as? String == "duration_set" && $0["minutes"] as? Int == 62 })
        try session.send("Enter")
        XCTAssertNotNil(session.waitForEvent { $0["event"] as? String == "timer_set" && $0["seconds"] as? Int == 3_720 })
        session.waitForScreen { $0.contains("PAUSED") && $0.contains("DORMIR") }
        try session.send("Escape")
        session.waitForScreen { $0.contains("MAIN MENU") }
    }

    func testAnUnknownActivityNamesTheBanksActivities() throws {
        try session.start("$EDUCAT timer --duration 5 --activity nedar; sleep 30")
        let screen = session.waitForScreen { $0.contains("no such timer activity") }
        XCTAssertTrue(screen.contains("--activity nedar"), screen)
        XCTAssertTrue(screen.contains("menjar, dormir"), screen)
    }
}
