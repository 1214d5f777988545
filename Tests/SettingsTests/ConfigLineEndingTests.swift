@testable import Settings
import XCTest

/// A configuration saved with CRLF line ends (TOML's other newline) still has its problems pointed at their lines.
final class ConfigLineEndingTests: XCTestCase {
    func testAKeyInACRLFFileIsFoundOnItsLine() {
        for newline in ["\n", "\r\n"] {
            let text = ["# room 4", "[audio]", "music = false", "volum_db = 2"].joined(separator: newline) + newline
            XCTAssertEqual(SettingsLoader.line(of: "audio.volum_db", in: text), 4, newline.debugDescription)
        }
    }

    /// A key written quoted, or dotted with spaces, is the same key, on its line.
    func testAQuotedOrSpacedKeyIsFoundOnItsLine() {
        let text = "[ audio ]\n\"music\" = false\n'volum_db' = 2\n[kiosk]\nidle . seconds = 3\n"
        XCTAssertEqual(SettingsLoader.line(of: "audio.music", in: text), 2)
        XCTAssertEqual(SettingsLoader.line(of: "audio.volum_db", in: text), 3)
        XCTAssertEqual(SettingsLoader.line(of: "kiosk.idle.seconds", in: text), 5)
    }
}
