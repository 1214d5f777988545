@testable import Activities
import EducatTestSupport
import Lessons
import TerminalUI
import XCTest

/// The count-along screen as drawn on an 80×24 terminal without colours, and its keys.
final class CountAlongScreenTests: XCTestCase {
    private let renderer = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: false, texts: .english)

    override func setUp() { ActivityList.register() }

    func testCountAlongShowsTheNumbersAndTheHint() {
        var count = CountAlongSession(numbers: (1...10).map { LessonItem(key: $0 == 10 ? "0" : "\($0)", id: "count.\($0)") }, to: 10)
        _ = count.handle(.key("1"), at: 0)
        _ = count.handle(.key("5"), at: 1)
        let screen = renderer.plainText(ScreenModel(state: count.state)).joined(separator: "\n")
        XCTAssertTrue(screen.contains("1  2  3  4  5  6  7  8  9  10"))
        XCTAssertTrue(screen.contains("this one comes next"))
        XCTAssertTrue(renderer.plainText(ScreenModel(state: count.state)).last!.contains("1-9 0 count"))
    }

    func testDigitsGoToTheSession() {
        XCTAssertEqual(KeyMap(kiosk: true).action(for: .character("0"), on: .count), .input(.key("0")))
    }
}
