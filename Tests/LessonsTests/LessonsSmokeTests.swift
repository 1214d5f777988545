import XCTest

final class LessonsSmokeTests: XCTestCase {
    func testBuilds() { XCTAssertEqual(1 + 1, 2) }
}
