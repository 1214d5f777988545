import Foundation
import SoundBank
import XCTest

/// Manifests the fuzzer (Tests/Fuzz) found crashing educat, fed to the same entry point `bank check` and the kiosk use.
final class FuzzFindingTests: XCTestCase {
    private static let findings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fuzz/findings/manifest").standardizedFileURL.path

    private func assertSyntaxError(_ finding: String, line: Int, saying message: String) throws {
        let folder = try BankFixtures.temporaryFolder(self)
        try FileManager.default.copyItem(atPath: Self.findings + "/" + finding, toPath: folder + "/bank.toml")
        let (bank, problems) = Bank.loadReporting(from: folder)
        XCTAssertNil(bank)
        XCTAssertEqual(problems.map(\.kind), [.syntax])
        XCTAssertEqual(problems.first?.file, folder + "/bank.toml")
        XCTAssertEqual(problems.first?.line, line)
        XCTAssertTrue(problems.first?.message.contains(message) == true, "\(problems)")
    }

    /// `[` with no table name after it (here `[` alone on a line) aborted inside TOMLKit's toml++.
    func testTableHeaderWithoutNameIsASyntaxErrorOnItsLine() throws {
        try assertSyntaxError("table-header-without-name.toml", line: 4, saying: "table header needs a name")
    }

    /// So did an array with `}` where a value should be (`numbers = [},`).
    func testArrayWithABraceForAValueIsASyntaxErrorOnItsLine() throws {
        try assertSyntaxError("array-with-brace-for-a-value.toml", line: 6, saying: "where a value should be")
    }
}
