@testable import TerminalUI
import XCTest

final class BlockFontTests: XCTestCase {
    /// Every digit and letter a subject can show has a glyph of the font's height, rows of equal width.
    func testEveryDigitAndLetterInBothCasesHasAGlyph() {
        for character in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" {
            guard let rows = BlockFont.glyph(character) else { return XCTFail("no glyph for \(character)") }
            XCTAssertEqual(rows.count, BlockFont.height, "\(character)")
            XCTAssertEqual(Set(rows.map(\.count)).count, 1, "\(character) has ragged rows")
            XCTAssertTrue(rows.joined().contains("█"), "\(character) is blank")
        }
    }

    /// Upper and lower case look different, so the case toggle shows something.
    func testCasesDiffer() {
        for (upper, lower) in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz") {
            XCTAssertNotEqual(BlockFont.glyph(upper), BlockFont.glyph(lower), "\(upper)")
        }
    }

    func testAccentsDrawAsTheirBaseLetter() {
        XCTAssertEqual(BlockFont.glyph("à"), BlockFont.glyph("a"))
        XCTAssertEqual(BlockFont.glyph("Ç"), BlockFont.glyph("C"))
        XCTAssertNil(BlockFont.glyph("🏠"))
    }

    func testRenderJoinsGlyphsWithOneColumnAndScales() throws {
        let rows = try XCTUnwrap(BlockFont.render("10"))
        XCTAssertEqual(rows.count, 5)
        XCTAssertEqual(rows[0], "  █    ███ ")
        let double = try XCTUnwrap(BlockFont.render("1", scale: 2))
        XCTAssertEqual(double.count, 10)
        XCTAssertEqual(double[0], "    ██    ")
        XCTAssertEqual(BlockFont.width(of: "CA - SA"), 5 + 1 + 5 + 1 + 2 + 1 + 3 + 1 + 2 + 1 + 5 + 1 + 5)
        XCTAssertNil(BlockFont.render("a🏠"))
    }
}
