/// One question of a finished game: the item asked, how it went and how long the child took.
public struct QuestionOutcome: Sendable, Equatable, Codable {
    /// The item asked, as the game names it ("7", "a", "casa").
    public var item: String
    /// Whether it was answered right, wrong, or not in time.
    public var result: AnswerResult
    /// Seconds from the end of the question to the answer (or to the timeout).
    public var responseTime: Double

    /// Creates the outcome of one question.
    public init(item: String, result: AnswerResult, responseTime: Double) {
        self.item = item
        self.result = result
        self.responseTime = responseTime
    }
}
