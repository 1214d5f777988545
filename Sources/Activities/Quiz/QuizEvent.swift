import Lessons

/// What the games and challenges tell the world, with what each is about; `event` is how the frame receives it.
///
/// Their names are the log's and the cue table's, as they were when the shared `Event` held them.
public enum QuizEvent: Hashable, Sendable {
    /// A question: play the item (or the word), also sent again on repeat.
    case questionAsked(Question)
    /// Right answer: play praise clip `praise` of the praise group.
    case answerRight(praise: Int, question: Question)
    /// Wrong answer: play scold clip `scold`; `pressed` is the key and `correct` the question missed.
    case answerWrong(scold: Int, pressed: String, correct: Question)
    /// Challenge: `secondsLeft` whole seconds remain for the question.
    case tick(secondsLeft: Int)
    /// Challenge: time ran out on `correct`; play scold clip `scold`.
    case timeout(scold: Int, correct: Question)
    /// Challenge: a life was lost and `livesLeft` remain.
    case lifeLost(livesLeft: Int)
    /// Challenge over without a new record.
    case gameOver(hits: Int)
    /// Challenge over with a new record, already saved.
    case newRecord(subject: Subject, hits: Int)
    /// A record was earned but could not be saved, so it is not announced.
    case recordNotSaved(subject: Subject, hits: Int, reason: String)

    /// The events' names, one per case: the kind's `Events`.
    public enum Name: String, ActivityEvents {
        /// `QuizEvent.questionAsked`.
        case questionAsked = "question_asked"
        /// `QuizEvent.answerRight`.
        case answerRight = "answer_right"
        /// `QuizEvent.answerWrong`.
        case answerWrong = "answer_wrong"
        /// `QuizEvent.tick`.
        case tick
        /// `QuizEvent.timeout`.
        case timeout
        /// `QuizEvent.lifeLost`.
        case lifeLost = "life_lost"
        /// `QuizEvent.gameOver`.
        case gameOver = "game_over"
        /// `QuizEvent.newRecord`.
        case newRecord = "new_record"
        /// `QuizEvent.recordNotSaved`.
        case recordNotSaved = "record_not_saved"
    }

    /// The event as the frame plays, logs and keeps it: what it plays and says, the history's question and answer, and
    /// the case itself as its detail.
    var event: Event {
        .activity(ActivityEvent(name, choice: choice, item: question?.id, log: log, isCounted: false,
                                asksQuestion: name == .questionAsked, answer: answer, endsGame: endsGame,
                                detail: ActivityBox(self)))
    }

    var name: Name {
        switch self {
        case .questionAsked: .questionAsked
        case .answerRight: .answerRight
        case .answerWrong: .answerWrong
        case .tick: .tick
        case .timeout: .timeout
        case .lifeLost: .lifeLost
        case .gameOver: .gameOver
        case .newRecord: .newRecord
        case .recordNotSaved: .recordNotSaved
        }
    }

    /// The praise or scold clip chosen.
    private var choice: Int? {
        switch self {
        case .answerRight(let praise, _): praise
        case .answerWrong(let scold, _, _), .timeout(let scold, _): scold
        default: nil
        }
    }

    /// The item or word asked or answered.
    private var question: Question? {
        switch self {
        case .questionAsked(let question), .answerRight(_, let question): question
        case .answerWrong(_, _, let correct), .timeout(_, let correct): correct
        default: nil
        }
    }

    /// What the log writes beside the item: the key that answers (or was pressed), the clock, the lives, the hits.
    private var log: [LogField: LogValue] {
        switch self {
        case .questionAsked(let question), .answerRight(_, let question): [.key: .words(question.answerKey)]
        case .answerWrong(_, let pressed, _): [.key: .words(pressed)]
        case .tick(let seconds): [.secondsLeft: .number(seconds)]
        case .lifeLost(let lives): [.livesLeft: .number(lives)]
        case .gameOver(let hits), .newRecord(_, let hits), .recordNotSaved(_, let hits, _): [.hits: .number(hits)]
        case .timeout: [:]
        }
    }

    /// The answer, as the history keeps it.
    private var answer: ScoredAnswer? {
        switch self {
        case .answerRight(_, let question): ScoredAnswer(item: question.id, result: .hit, pressed: question.id)
        case .answerWrong(_, let pressed, let correct): ScoredAnswer(item: correct.id, result: .miss, pressed: pressed)
        case .timeout(_, let correct): ScoredAnswer(item: correct.id, result: .timeout, pressed: nil)
        default: nil
        }
    }

    /// A challenge's end: the game goes to the history.
    private var endsGame: Bool {
        switch self {
        case .gameOver, .newRecord, .recordNotSaved: true
        default: false
        }
    }
}
