/// What the rhymes screen shows: the word, the numbered choices and how the last answer went.
public struct RhymesView: Hashable, Sendable {
    /// The word asked about.
    public var word: String
    /// The three choices, for keys 1–3.
    public var options: [String]
    /// The index of the rhyme among the options.
    public var answer: Int
    /// The index of the last choice pressed; nil before any.
    public var pressed: Int?

    /// Whether the last choice pressed was the rhyme; nil before any.
    public var pressedRight: Bool? { pressed.map { $0 == answer } }
}
