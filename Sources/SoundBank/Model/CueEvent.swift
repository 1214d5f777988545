/// The lesson events a bank's cue table can say what to play for.
public enum CueEvent: String, CaseIterable, Sendable {
    /// A game asks a question (plays the item).
    case questionAsked = "question_asked"
    /// The child answered right.
    case answerRight = "answer_right"
    /// The child answered wrong.
    case answerWrong = "answer_wrong"
    /// A challenge question ran out of time.
    case timeout
    /// A challenge ended without a new record.
    case gameOver = "game_over"
    /// A challenge ended with a new record.
    case newRecord = "new_record"
    /// A screen of the menu tree was entered.
    case screenEntered = "screen_entered"
    /// The help key was pressed.
    case help
    /// The info screen plays its description.
    case info
}
