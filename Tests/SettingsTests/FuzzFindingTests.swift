import Foundation
import Settings
import XCTest

/// The manifest fuzzer's finding (Tests/Fuzz/findings/manifest) reaches configs through the same TOML parser.
final class FuzzFindingTests: XCTestCase {
    /// `[` with no table name after it aborted inside TOMLKit's toml++.
    func testTableHeaderWithoutNameIsReportedOnItsLine() throws {
        let file = NSTemporaryDirectory() + "educat-settings-\(UUID().uuidString).toml"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "[audio]\nvolume_db = -1\n[\n".write(toFile: file, atomically: true, encoding: .utf8)
        var loader = SettingsLoader(explicitFile: file, environment: [:])
        loader.systemFile = file + ".absent"
        loader.userFile = file + ".absent"
        let problems = loader.load().problems
        XCTAssertEqual(problems.map(\.line), [3])
        XCTAssertEqual(problems.first?.source, file)
        XCTAssertTrue(problems.first?.message.contains("table header needs a name") == true, "\(problems)")
    }
}
