import TerminalUI
import XCTest

final class BlockFontTests: XCTestCase {
    func testHeight() { XCTAssertEqual(BlockFont.height, 5) }
}
