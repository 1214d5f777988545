import Foundation
import SoundBank
import XCTest

/// Manifests the fuzzer (Tests/Fuzz) found crashing educat, fed to the same entry point `bank check` and the kiosk use.
final class FuzzFindingTests: XCTestCase {
    private static let findings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fuzz/findings/manifest").standardizedFileURL.path

    /// `[` with no table name after it (here `[` alone on a line) aborted inside TOMLKit's toml++.
    func testTableHeaderWithoutNameIsASyntaxErrorOnItsLine() throws {
        let folder = try BankFixtures.temporaryFolder(self)
        try FileManager.default.copyItem(atPath: Self.findings + "/table-header-without-name.toml",
                                         toPath: folder + "/bank.toml")
        let (bank, problems) = Bank.loadReporting(from: folder)
        XCTAssertNil(bank)
        XCTAssertEqual(problems.map(\.kind), [.syntax])
        XCTAssertEqual(problems.first?.file, folder + "/bank.toml")
        XCTAssertEqual(problems.first?.line, 4)
        XCTAssertTrue(problems.first?.message.contains("table header needs a name") == true, "\(problems)")
    }
}
