import Lessons

/// What a game's screen shows beyond the state's counters: how the last answer went and how a challenge ended, each
/// kept until the next question (a challenge's end stays up while the game starts afresh).
struct QuizView: Hashable, Sendable {
    /// How a challenge ended.
    enum Banner: Hashable, Sendable {
        case gameOver(hits: Int)
        case newRecord(hits: Int)
    }

    /// The last answer's outcome; `correct` is the key that was right.
    enum Feedback: Hashable, Sendable {
        case right
        case wrong(correct: String)
    }

    /// The challenge's end, if it just ended.
    var banner: Banner?
    /// The last answer's outcome, until the next question.
    var feedback: Feedback?
    /// How much of the syllables game's word is on screen as it is clapped again.
    var reveal = SyllableReveal()
    /// A challenge's seconds for the question asked, which its clock drains from.
    var secondsGiven: Int?
}

extension SessionState {
    /// A game's feedback and banner (nothing shown before its first question).
    var quiz: QuizView {
        get { activity?.value(as: QuizView.self) ?? QuizView() }
        set { activity = ActivityBox(newValue) }
    }
}
