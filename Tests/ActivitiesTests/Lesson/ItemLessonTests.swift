@testable import Activities
import Lessons
import XCTest

final class ItemLessonTests: XCTestCase {
    func testItemKeyPlaysItsClipAndANewPressSupersedes() {
        var lesson = ItemLesson(subject: .numbers, items: Fixtures.digits)
        XCTAssertEqual(lesson.handle(.key("3"), at: 0), [.playItem(Fixtures.digits[3])])
        XCTAssertEqual(lesson.handle(.key("7"), at: 0.1), [.playItem(Fixtures.digits[7])])
        XCTAssertEqual(lesson.state.current, .item(Fixtures.digits[7]))
        XCTAssertEqual(lesson.state.screen.path, "numbers/lesson")
    }

    func testTheStateHoldsTheWholeSetInTheBanksOrderForTheScreen() {
        var lesson = ItemLesson(subject: .vowels, items: Fixtures.vowels)
        XCTAssertEqual(lesson.state.items, Fixtures.vowels)
        _ = lesson.handle(.key("i"), at: 0)
        XCTAssertEqual(lesson.state.items, Fixtures.vowels, "a press lights one, the set stays whole")
        XCTAssertEqual(lesson.state.current?.item, Fixtures.vowels[2])
    }

    func testKeysWithoutAnItemAreIgnored() {
        var lesson = ItemLesson(subject: .vowels, items: Fixtures.vowels)
        XCTAssertEqual(lesson.handle(.key("b"), at: 0), [.ignored(.key("b"))])
        XCTAssertEqual(lesson.handle(.ask, at: 0), [.ignored(.ask)])
        XCTAssertNil(lesson.state.current)
    }

    func testUpperCaseKeyPlaysTheLetter() {
        var lesson = ItemLesson(subject: .vowels, items: Fixtures.vowels)
        XCTAssertEqual(lesson.handle(.key("E"), at: 0), [.playItem(Fixtures.vowels[1])])
    }

    func testRepeatReplaysTheLastItem() {
        var lesson = ItemLesson(subject: .numbers, items: Fixtures.digits)
        XCTAssertEqual(lesson.handle(.repeat, at: 0), [.ignored(.repeat)])
        _ = lesson.handle(.key("5"), at: 0)
        XCTAssertEqual(lesson.handle(.repeat, at: 1), [.playItem(Fixtures.digits[5])])
    }

    func testCaseToggleAppliesToLettersOnly() {
        var vowels = ItemLesson(subject: .vowels, items: Fixtures.vowels)
        XCTAssertEqual(vowels.state.letterCase, .upper)
        XCTAssertEqual(vowels.handle(.toggleCase, at: 0), [.caseToggled(.lower)])
        XCTAssertEqual(vowels.handle(.toggleCase, at: 0), [.caseToggled(.upper)])
        var numbers = ItemLesson(subject: .numbers, items: Fixtures.digits)
        XCTAssertEqual(numbers.handle(.toggleCase, at: 0), [.ignored(.toggleCase)])
    }

    func testHelpNamesTheScreenAndBackClosesIt() {
        var lesson = ItemLesson(subject: .alphabet, items: [])
        XCTAssertEqual(lesson.handle(.help, at: 0), [.helpRequested(Screen(.alphabet, .lesson))])
        XCTAssertEqual(lesson.handle(.back, at: 0), [.screenLeft(Screen(.alphabet, .lesson))])
        XCTAssertEqual(lesson.state.phase, .closed)
        XCTAssertEqual(lesson.handle(.key("a"), at: 0), [])
        XCTAssertEqual(lesson.handle(.back, at: 0), [], "leaving twice says nothing")
    }
}
