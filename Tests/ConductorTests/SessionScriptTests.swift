import AudioEngine
import Conductor
import Lessons
import XCTest

/// The session-script parser: every newline convention, and numbers refused on their line before they can overflow.
final class SessionScriptTests: XCTestCase {
    private func steps(_ text: String) throws -> [String] {
        try SessionScript(text, name: "s.txt").steps.map { "\($0.line) \($0.time) \($0.action)" }
    }

    private func error(_ text: String) -> String {
        do {
            _ = try SessionScript(text, name: "s.txt")
            return "no error"
        } catch {
            return error.description
        }
    }

    func testLinesEndInLFCRLFOrCRAndAByteOrderMarkIsIgnored() throws {
        let expected = try steps("0 open numbers/game\n\n1.5 key 3\n2 end\n")
        XCTAssertEqual(expected.count, 3)
        XCTAssertEqual(try steps("0 open numbers/game\r\n\r\n1.5 key 3\r\n2 end\r\n"), expected, "CRLF")
        XCTAssertEqual(try steps("0 open numbers/game\r\r1.5 key 3\r2 end\r"), expected, "CR")
        XCTAssertEqual(try steps("\u{FEFF}0 open numbers/game\r\n\n1.5 key 3\r2 end"), expected, "BOM and a mixture")
        XCTAssertTrue(error("0 open numbers/game\r\n1 jump\r\n").hasPrefix("s.txt line 2: unknown action \"jump\" ("))
    }

    func testATimeThatIsNotFiniteOrLiesPastTheLongestRenderIsAnErrorOnItsLine() {
        for time in ["1e15", "nan", "inf", "-1", "86400.5", "1e308", "-0.1", "0x1p3", "0x10", "1e1", "+2", "1.2.3", "."] {
            XCTAssertEqual(error("0 open numbers/game\n\(time) key 3\n"),
                           "s.txt line 2: \"\(time)\" is not a time in seconds from 0 to 86400 (24 h, the longest render)")
        }
        XCTAssertEqual(error("0 open main\n86400 end\n"), "no error", "24 h itself is allowed")
        XCTAssertEqual(error("0 open main\n.5 key 1\n1. key 2\n2.25 end\n"), "no error", "decimals as people write them")
    }
}
