/// An event's kind without its values: the name the conductor logs and its cue table is keyed by, so a cue
/// written for a misspelt event does not compile. A registered kind's events name themselves (`ActivityEvent`).
public enum EventKind: String, CaseIterable, Sendable {
    /// `Event.screenEntered`.
    case screenEntered = "screen_entered"
    /// `Event.screenLeft`.
    case screenLeft = "screen_left"
    /// `Event.helpRequested`.
    case helpRequested = "help_requested"
    /// `Event.caseToggled`.
    case caseToggled = "case_toggled"
    /// `Event.questionAsked`.
    case questionAsked = "question_asked"
    /// `Event.answerRight`.
    case answerRight = "answer_right"
    /// `Event.answerWrong`.
    case answerWrong = "answer_wrong"
    /// `Event.tick`.
    case tick
    /// `Event.timeout`.
    case timeout
    /// `Event.lifeLost`.
    case lifeLost = "life_lost"
    /// `Event.gameOver`.
    case gameOver = "game_over"
    /// `Event.newRecord`.
    case newRecord = "new_record"
    /// `Event.recordNotSaved`.
    case recordNotSaved = "record_not_saved"
    /// `Event.ignored`.
    case ignored
}
