import Foundation
import XCTest

/// How the real program ends: a crash never waits for a key, a run in a closed terminal ends, a deployed kiosk outlives
/// its terminal and sleeps while it has none.
final class KioskLifetimeTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    func testACrashedKioskExitsWithoutWaitingForAKey() throws {
        for command in ["kiosk", ""] {
            try session.start("$EDUCAT \(command); echo EXITED $?; sleep 30", environment: ["EDUCAT_TEST_CRASH_AFTER": "2"])
            XCTAssertTrue(session.waitForScreen(timeout: 10) { $0.contains("MAIN MENU") }.contains("MAIN MENU"))
            // Swift's backtracer would ask "Press space to interact, D to debug…" and wait 30 s for a key.
            let screen = session.waitForScreen(timeout: 10) { $0.contains("EXITED") }
            XCTAssertTrue(screen.contains("EXITED 132"), "educat \(command) dies of its SIGILL within seconds:\n\(screen)")
            XCTAssertFalse(screen.contains("Press space"), screen)
            session.stop()
            session = try TmuxSession(name: name.filter(\.isLetter))
        }
    }
}
