import Foundation
import SoundBank
import XCTest

/// A manifest saved with CRLF line ends (TOML's other newline) still has its problems pointed at their lines.
final class ManifestLineEndingTests: XCTestCase {
    func testAProblemInACRLFManifestNamesItsLine() throws {
        let folder = try BankFixtures.smallBank(self) {
            $0.replacingOccurrences(of: "count = 2", with: "count = 2\ncolour = \"red\"").replacingOccurrences(of: "\n", with: "\r\n")
        }
        let found = BankChecker().check(folder: folder).problems.filter { $0.kind == .unknownKey }
        XCTAssertEqual(found.first?.key, "words.casa.colour")
        XCTAssertEqual(found.first?.line, 20)
    }
}
