import XCTest

final class IntegrationSmokeTests: XCTestCase {
    func testBuilds() { XCTAssertEqual(1 + 1, 2) }
}
