import XCTest

final class ConductorSmokeTests: XCTestCase {
    func testBuilds() { XCTAssertEqual(1 + 1, 2) }
}
