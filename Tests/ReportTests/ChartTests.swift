import XCTest
@testable import Report

/// The small functions the SVG charts and the confusion grid are drawn with.
final class ChartTests: XCTestCase {
    func testScaleMapsLinearlyAndBackwards() {
        XCTAssertEqual(Chart.scale(5, from: 0...10, to: (0, 100)), 50)
        XCTAssertEqual(Chart.scale(0, from: 0...10, to: (172, 12)), 172, "SVG's y grows downwards")
        XCTAssertEqual(Chart.scale(10, from: 0...10, to: (172, 12)), 12)
        XCTAssertEqual(Chart.scale(3, from: 3...3, to: (0, 100)), 50, "a single value sits in the middle")
    }

    func testPointsFillThePlotAreaAndValuesAboveTheTopAreClamped() {
        let series = ChartSeries(name: "numbers", colour: "#000", points: [
            .init(x: 0, y: 0), .init(x: 2, y: 100), .init(x: 1, y: 150),
        ])
        XCTAssertEqual(Chart.polylinePoints(series, xCount: 3, yMax: 100), "60.0,172.0 584.0,12.0 322.0,12.0")
        XCTAssertEqual(Chart.position(of: .init(x: 0, y: 50), xCount: 1, yMax: 100).x, 322,
                       "one day is drawn in the middle")
    }

    func testTheGridKeepsTheMostMixedUpItemsAndShadesByShareOfTheMost() {
        let confusions = (0..<10).map { Confusion(subject: "numbers", asked: String($0), answered: String(9 - $0), count: $0 + 1) }
        let (asked, answered) = ConfusionGrid.axes(confusions)
        XCTAssertEqual(asked, ["2", "3", "4", "5", "6", "7", "8", "9"], "the eight most frequent, in text order")
        XCTAssertEqual(answered, ["0", "1", "2", "3", "4", "5", "6", "7"])
        XCTAssertEqual([0, 1, 2, 5, 10].map { ConfusionGrid.level($0, most: 10) }, [0, 1, 1, 2, 4])
    }
}
