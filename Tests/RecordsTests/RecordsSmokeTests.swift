import XCTest

final class RecordsSmokeTests: XCTestCase {
    func testBuilds() { XCTAssertEqual(1 + 1, 2) }
}
