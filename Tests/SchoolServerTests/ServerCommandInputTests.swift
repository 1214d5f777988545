import EducatTestSupport
import Foundation
import XCTest

/// The server's admin commands given what they cannot use: a password bcrypt would silently shorten, a database that
/// cannot be reached. Each says so at once, naming it.
final class ServerCommandInputTests: XCTestCase {
    private func educat() throws -> EducatBinary {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-admin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path, "HOME": folder.path])
    }

    func testAPasswordWithANulOrPastBcryptsLimitIsRefusedAndSaid() throws {
        let educat = try educat()
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

    func testADatabaseThatCannotBeUsedIsSaidWithinFiveSecondsWithItsAddressAndWhy() throws {
        let educat = try educat()
        var cases = [("postgres://educat:secret@127.0.0.1:9/educat?sslmode=disable", "onnection refused"),
                     ("postgres://educat@localhost/educat?host=/nonexistent", "No such file")]
        if let cluster = ProcessInfo.processInfo.environment["EDUCAT_TEST_DATABASE_URL"] {
            cases.append((cluster.replacingOccurrences(of: "/postgres?", with: "/no_such_school?"), "\"no_such_school\" does not exist"))
        }
        for (address, why) in cases {
            let started = Date()
            let run = try educat.run("server", "kiosks", "--database", address)
            XCTAssertLessThan(Date().timeIntervalSince(started), 8, address)
            XCTAssertEqual(run.status, 1, address)
            XCTAssertTrue(run.errors.contains(why), run.errors)
            XCTAssertTrue(run.errors.contains(address.replacingOccurrences(of: ":secret@", with: ":***@")), run.errors)
            XCTAssertFalse(run.errors.contains("secret"), "the password is never shown: \(run.errors)")
        }
    }

    func testAdminCommandsPrintOnlyWhatTheySay() throws {
        let database = try TestDatabase(self)
        let educat = try educat()
        for arguments in [["add-kiosk", "hall"], ["kiosks"], ["remove-kiosk", "hall"], ["kiosks"]] {
            let run = try educat.run(arguments: ["server"] + arguments + ["--database", database.url])
            XCTAssertEqual(run.status, 0, run.errors)
            // PostgresNIO warned "PostgresClient.run() hasn't been called yet" on each; migrations are said once.
            XCTAssertEqual(run.errors.split(separator: "\n").filter { !$0.contains("database migrated to schema version") }, [],
                           "\(arguments)")
        }
    }
}
