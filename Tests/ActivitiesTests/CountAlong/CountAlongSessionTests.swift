@testable import Activities
import Lessons
import XCTest

/// Count-along, pure: what each key plays and how far the screen shows the child has counted.
final class CountAlongSessionTests: XCTestCase {
    private let numbers = (1...10).map { LessonItem(key: $0 == 10 ? "0" : String($0), id: "count.\($0)") }

    override func setUp() { ActivityList.register() }

    private func progress(_ session: any Session) -> CountProgress? { session.state.activity?.value(as: CountProgress.self) }

    func testPressingTheNumbersInOrderPlaysEachThenCelebrates() {
        var count = CountAlongSession(numbers: numbers, to: 10)
        for number in numbers.prefix(9) {
            XCTAssertEqual(count.handle(.key(number.key), at: 0), [CountAlongEvent.number(number)])
        }
        XCTAssertEqual(count.handle(.key("0"), at: 0), [CountAlongEvent.number(numbers[9]), CountAlongEvent.finished(total: 10)],
                       "0 is 10, as on the keyboard's top row")
        XCTAssertTrue(progress(count)!.finished)
        XCTAssertEqual(count.state.phase, .idle)
    }

    func testAWrongNumberPlaysTheHintAndDoesNotCount() {
        var count = CountAlongSession(numbers: numbers, to: 10)
        _ = count.handle(.key("1"), at: 0)
        XCTAssertEqual(count.handle(.key("3"), at: 1), [CountAlongEvent.hint(expected: numbers[1])])
        XCTAssertEqual(progress(count)!.counted, 1)
        XCTAssertTrue(progress(count)!.hinted)
        XCTAssertEqual(count.state.misses, 1)
        XCTAssertEqual(count.handle(.key("2"), at: 2), [CountAlongEvent.number(numbers[1])])
        XCTAssertFalse(progress(count)!.hinted)
        XCTAssertEqual(count.handle(.key("x"), at: 3), [.ignored(.key("x"))], "letters are no numbers")
    }

    func testCountsToAChosenNumberAndEnterStartsAgain() {
        var count = CountAlongSession(numbers: numbers, to: 3)
        _ = count.handle(.key("1"), at: 0)
        _ = count.handle(.key("2"), at: 0)
        XCTAssertEqual(count.handle(.key("3"), at: 0).last, CountAlongEvent.finished(total: 3))
        XCTAssertEqual(count.handle(.key("4"), at: 0), [.ignored(.key("4"))])
        XCTAssertEqual(count.handle(.ask, at: 1), [])
        XCTAssertEqual(progress(count)!.counted, 0)
        XCTAssertEqual(count.handle(.key("1"), at: 2), [CountAlongEvent.number(numbers[0])])
    }

    func testTheEventsKeepTheirNamesInTheLogAndTheCueTable() {
        let item = LessonItem(key: "3", id: "number_3")
        XCTAssertEqual([CountAlongEvent.number(item), CountAlongEvent.hint(expected: item), CountAlongEvent.finished(total: 10)].map(\.name),
                       ["count_number", "count_hint", "count_finished"])
    }

    func testNavigatorOpensBothGamesFromTheMainMenu() {
        var content = LessonContent(items: [:], words: [], praiseClips: 1, scoldClips: 1)
        content.activities[CountAlong.id] = numbers
        content.activities[Memory.id] = ["fruits": (1...8).map { LessonItem(key: "f\($0)", id: "memory.fruits.\($0)") }]
        var navigator = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 3)
        navigator.presets[CountAlong.id] = 5
        _ = navigator.open(.main)
        _ = navigator.handle(.key("5"), at: 0)
        XCTAssertEqual(navigator.screen, .count)
        XCTAssertEqual(navigator.session.flatMap(progress)?.total, 5)
        _ = navigator.handle(.back, at: 1)
        _ = navigator.handle(.key("4"), at: 2)
        _ = navigator.handle(.key("2"), at: 3)
        XCTAssertEqual(navigator.screen.path, "memory/fruits")
        XCTAssertEqual(navigator.session?.state.activity?.value(as: MemoryBoard.self)?.cards.count, 16)
    }
}
