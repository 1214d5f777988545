/// The lesson events a bank's cue table can say what to play for.
public enum CueEvent: String, CaseIterable, Sendable {
    case questionAsked = "question_asked"
    case answerRight = "answer_right"
    case answerWrong = "answer_wrong"
    case timeout
    case gameOver = "game_over"
    case newRecord = "new_record"
    case screenEntered = "screen_entered"
    case help
    case info
}
