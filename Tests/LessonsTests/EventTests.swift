import XCTest
@testable import Lessons

final class EventTests: XCTestCase {
    func testLogNamesAreTheAgreedSnakeCaseNames() {
        let named: [(Event, String)] = [
            (.screenEntered(.main), "screen_entered"),
            (.screenLeft(.main), "screen_left"),
            (.helpRequested(.main), "help_requested"),
            (.caseToggled(.lower), "case_toggled"),
            (.ignored(.ask), "ignored"),
        ]
        for (event, name) in named {
            XCTAssertEqual(event.name, name)
        }
    }

    func testQuestionAnswerKeyIsItemKeyOrSyllableCount() {
        XCTAssertEqual(Question.item(LessonItem(key: "A", id: "letter_a")).answerKey, "a")
        XCTAssertEqual(Question.word(Fixtures.words[2]).answerKey, "3")
    }
}
