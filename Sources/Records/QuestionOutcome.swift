import Lessons

/// One question of a finished game: the item asked, how it went and how long the child took.
public struct QuestionOutcome: Sendable, Equatable, Codable {
    /// The item asked, as the game names it ("7", "a", "casa").
    public var item: String
    /// Whether it was answered right, wrong, or not in time.
    public var result: AnswerResult
    /// Seconds from the end of the question to the answer (or to the timeout).
    public var responseTime: Double
    /// What the child pressed: the item itself for a right answer, another for a wrong one, nil for a timeout
    /// (and for games stored before answers were kept).
    public var answered: String?

    /// Creates the outcome of one question.
    public init(item: String, result: AnswerResult, responseTime: Double, answered: String? = nil) {
        self.item = item
        self.result = result
        self.responseTime = responseTime
        self.answered = answered
    }
}
