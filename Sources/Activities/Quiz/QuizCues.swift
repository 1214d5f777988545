import Conductor

extension Quizzes: CueActivity {
    /// The item asked, praise or a scold for the answer, and the challenge's end; the clock and the lives are silent.
    public static let cues: [QuizEvent.Name: [CueStep]] = [
        .questionAsked: [.item],
        .answerRight: [.group(.praise)],
        .answerWrong: [.group(.scold)],
        .timeout: [.group(.scold)],
        .gameOver: [.group(.gameOver)],
        .newRecord: [.group(.newRecord)],
        .recordNotSaved: [.group(.gameOver)],
    ]
}
