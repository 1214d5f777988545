import EducatTestSupport
import Foundation
import XCTest

/// `educat server set-password` refuses what bcrypt would silently shorten, before it touches the database.
final class TeacherPasswordTests: XCTestCase {
    func testAPasswordWithANulOrPastBcryptsLimitIsRefusedAndSaid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-password-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path, "HOME": folder.path])
        // No database answers here: a refused password never reaches it.
        let nowhere = "postgres://educat@127.0.0.1:9/educat"
        for (password, words) in [("abc\u{0}defghijk", "holds a control character (U+0000)"),
                                  ("abc\u{1B}[2Jdefgh", "holds a control character (U+001B)"),
                                  (String(repeating: "é", count: 37), "has 74 bytes; bcrypt keeps only the first 72"),
                                  ("short", "must have at least 8 characters")] {
            let run = try educat.run(arguments: ["server", "set-password", "--database", nowhere], input: password + "\n")
            XCTAssertEqual(run.status, 1, password.debugDescription)
            XCTAssertTrue(run.errors.contains("the teacher password \(words)"), run.errors)
            XCTAssertTrue(run.errors.hasSuffix("; nothing was changed\n"), run.errors)
        }
    }
}
