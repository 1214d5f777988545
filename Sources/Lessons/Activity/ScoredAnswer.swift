/// An answer to a scored game's question, as the game's history keeps it (`ActivityEvent.answer`).
public struct ScoredAnswer: Hashable, Sendable {
    /// The clip of the item or word asked (`numbers.7`).
    public var item: String
    /// How it went.
    public var result: AnswerResult
    /// What was answered: the key pressed for a miss, the item itself for a hit; nil when time ran out.
    public var pressed: String?

    /// The answer to `item`, how it went and the key pressed.
    public init(item: String, result: AnswerResult, pressed: String?) {
        self.item = item
        self.result = result
        self.pressed = pressed
    }
}
