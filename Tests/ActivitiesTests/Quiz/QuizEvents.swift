@testable import Activities
import Lessons

/// The games' and challenges' events under the names the shared `Event` gave them before they moved, so their tests
/// read as they did; a pattern matches `quiz`, the case itself.
extension Event {
    static func questionAsked(_ question: Question) -> Event { QuizEvent.questionAsked(question).event }
    static func answerRight(praise: Int, question: Question) -> Event {
        QuizEvent.answerRight(praise: praise, question: question).event
    }
    static func answerWrong(scold: Int, pressed: String, correct: Question) -> Event {
        QuizEvent.answerWrong(scold: scold, pressed: pressed, correct: correct).event
    }
    static func tick(secondsLeft: Int) -> Event { QuizEvent.tick(secondsLeft: secondsLeft).event }
    static func timeout(scold: Int, correct: Question) -> Event { QuizEvent.timeout(scold: scold, correct: correct).event }
    static func lifeLost(livesLeft: Int) -> Event { QuizEvent.lifeLost(livesLeft: livesLeft).event }
    static func gameOver(hits: Int) -> Event { QuizEvent.gameOver(hits: hits).event }
    static func newRecord(subject: Subject, hits: Int) -> Event { QuizEvent.newRecord(subject: subject, hits: hits).event }
    static func recordNotSaved(subject: Subject, hits: Int, reason: String) -> Event {
        QuizEvent.recordNotSaved(subject: subject, hits: hits, reason: reason).event
    }

    /// The games' and challenges' event this is, if it is one.
    var quiz: QuizEvent? {
        if case .activity(let event) = self { event.detail?.value(as: QuizEvent.self) } else { nil }
    }
}
