import EducatTestSupport
import Foundation
import XCTest

/// Every command keeps the terminal from Swift's backtracer while the runtime starts, in the one process (nothing
/// starts again), whatever `SWIFT_BACKTRACE` says (hiding it changes nothing the variable decides). That the menu then
/// has its terminal back and a crash ends it at once is `KioskLifetimeTests.testACrashedKioskExitsWithoutWaitingForAKey`.
final class CrashSettingsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private static let hidden = "the backtracer started without the terminal"

    /// What a terminal showed for `educat arguments` with `SWIFT_BACKTRACE` set to `backtrace`.
    private func terminal(_ arguments: String, backtrace: String) throws -> String {
        let educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path, "XDG_CONFIG_HOME": folder.path,
            "EDUCAT_DEBUG": "1", "SWIFT_BACKTRACE": backtrace,
        ])
        return try educat.runOnTerminal(arguments, typing: "").output
    }

    func testEveryCommandHidesItsTerminalFromTheBacktracerOnce() throws {
        for arguments in ["kiosk --no-such-flag", "--no-such-flag", "lesson --no-such-flag", "--help"] {
            for backtrace in ["", "threads=all", "enable=no", "interactive=no"] {
                let shown = try terminal(arguments, backtrace: backtrace)
                XCTAssertEqual(shown.components(separatedBy: Self.hidden).count - 1, 1,
                               "educat \(arguments) with SWIFT_BACKTRACE='\(backtrace)':\n\(shown)")
            }
        }
    }
}
