import XCTest
@testable import Lessons

final class EventTests: XCTestCase {
    func testLogNamesAreTheAgreedSnakeCaseNames() {
        let item = LessonItem(key: "3", id: "number_3")
        let question = Question.item(item)
        let named: [(Event, String)] = [
            (.screenEntered(.main), "screen_entered"),
            (.screenLeft(.main), "screen_left"),
            (.helpRequested(.main), "help_requested"),
            (.caseToggled(.lower), "case_toggled"),
            (.questionAsked(question), "question_asked"),
            (.answerRight(praise: 0, question: question), "answer_right"),
            (.answerWrong(scold: 0, pressed: "4", correct: question), "answer_wrong"),
            (.tick(secondsLeft: 8), "tick"),
            (.timeout(scold: 0, correct: question), "timeout"),
            (.lifeLost(livesLeft: 2), "life_lost"),
            (.gameOver(hits: 1), "game_over"),
            (.newRecord(subject: .numbers, hits: 5), "new_record"),
            (.recordNotSaved(subject: .numbers, hits: 5, reason: "disk full"), "record_not_saved"),
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
