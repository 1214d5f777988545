import XCTest

final class AudioEngineSmokeTests: XCTestCase {
    func testBuilds() { XCTAssertEqual(1 + 1, 2) }
}
