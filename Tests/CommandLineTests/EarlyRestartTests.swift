import EducatTestSupport
import Foundation
import XCTest

/// The kiosk and the menu start themselves again for unattended crashes before they parse their arguments, so the first
/// process does no work the second does again; other commands never start again before theirs are parsed. Seen in the
/// debug log's line, which a restart after parsing would not print for a command line that fails to parse.
final class EarlyRestartTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-restart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path, "XDG_CONFIG_HOME": folder.path,
            "EDUCAT_DEBUG": "1", "SWIFT_BACKTRACE": "",
        ])
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private static let restart = "starting again with SWIFT_BACKTRACE="

    func testTheKioskAndTheMenuStartAgainBeforeTheirArgumentsAreParsed() throws {
        for arguments in [["kiosk", "--no-such-flag"], ["menu", "--no-such-flag"], ["--no-such-flag"], []] {
            let run = try educat.run(arguments: arguments)
            XCTAssertNotEqual(run.status, 0, "\(arguments): no terminal, or a wrong flag")
            XCTAssertEqual(run.errors.components(separatedBy: Self.restart).count - 1, 1,
                           "educat \(arguments.joined(separator: " ")) starts again once, first:\n\(run.errors)")
        }
    }

    func testOtherCommandsAndHelpDoNotStartAgain() throws {
        for arguments in [["lesson", "--no-such-flag"], ["play", "--no-such-flag"], ["--help"], ["-h"]] {
            let run = try educat.run(arguments: arguments)
            XCTAssertFalse(run.errors.contains(Self.restart), "educat \(arguments.joined(separator: " ")):\n\(run.errors)")
        }
    }
}
