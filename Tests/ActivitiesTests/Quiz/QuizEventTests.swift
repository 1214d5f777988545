@testable import Activities
import Lessons
import XCTest

/// The games' and challenges' events keep the names the shared `Event` gave them, and tell the history what it keeps.
final class QuizEventTests: XCTestCase {
    private let question = Question.item(LessonItem(key: "3", id: "number_3"))

    func testLogNamesAreTheAgreedSnakeCaseNames() {
        let named: [(Event, String)] = [
            (.questionAsked(question), "question_asked"),
            (.answerRight(praise: 0, question: question), "answer_right"),
            (.answerWrong(scold: 0, pressed: "4", correct: question), "answer_wrong"),
            (.tick(secondsLeft: 8), "tick"),
            (.timeout(scold: 0, correct: question), "timeout"),
            (.lifeLost(livesLeft: 2), "life_lost"),
            (.gameOver(hits: 1), "game_over"),
            (.newRecord(subject: .numbers, hits: 5), "new_record"),
            (.recordNotSaved(subject: .numbers, hits: 5, reason: "disk full"), "record_not_saved"),
        ]
        for (event, name) in named {
            XCTAssertEqual(event.name, name)
        }
        XCTAssertEqual(Quizzes.eventNames, named.map(\.1))
    }

    func testTheHistoryHearsTheQuestionEachAnswerAndTheEnd() throws {
        let asked = try XCTUnwrap(activity(.questionAsked(question)))
        XCTAssertTrue(asked.asksQuestion)
        XCTAssertEqual(asked.item, "number_3")
        XCTAssertEqual(Event.answerRight(praise: 1, question: question).answer,
                       ScoredAnswer(item: "number_3", result: .hit, pressed: "number_3"))
        XCTAssertEqual(Event.answerWrong(scold: 0, pressed: "4", correct: question).answer,
                       ScoredAnswer(item: "number_3", result: .miss, pressed: "4"))
        XCTAssertEqual(Event.timeout(scold: 2, correct: question).answer,
                       ScoredAnswer(item: "number_3", result: .timeout, pressed: nil))
        let ends: [Event] = [.gameOver(hits: 1), .newRecord(subject: .numbers, hits: 5),
                             .recordNotSaved(subject: .numbers, hits: 5, reason: "disk full")]
        let others: [Event] = [.questionAsked(question), .answerRight(praise: 0, question: question),
                               .answerWrong(scold: 0, pressed: "4", correct: question), .tick(secondsLeft: 3),
                               .timeout(scold: 0, correct: question), .lifeLost(livesLeft: 1)]
        XCTAssertEqual(ends.map(\.endsGame), [true, true, true])
        XCTAssertEqual(others.map(\.endsGame), [false, false, false, false, false, false])
        let answers = [Event.answerRight(praise: 0, question: question), .answerWrong(scold: 0, pressed: "4", correct: question),
                       .timeout(scold: 0, correct: question)]
        for event in ends + others where !answers.contains(event) {
            XCTAssertNil(event.answer, event.name)
            XCTAssertEqual(activity(event)?.asksQuestion, event == .questionAsked(question), event.name)
        }
        XCTAssertEqual((ends + others).compactMap { activity($0) }.filter(\.isCounted), [],
                       "a game's events count nothing in an activity's record: the game is written whole")
    }

    private func activity(_ event: Event) -> ActivityEvent? {
        if case .activity(let activity) = event { activity } else { nil }
    }
}
