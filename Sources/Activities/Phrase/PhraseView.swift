import Lessons

/// What the phrase builder's screen draws: the sentence so far, the step, and the page of words to choose from.
public struct PhraseView: Hashable, Sendable {
    /// Words on one page: the digit keys 1–9.
    public static let pageSize = 9

    /// Whether this is quick mode ("I want …" / "I am …").
    public let quick: Bool
    /// Which word is asked for.
    public internal(set) var step: PhraseStep
    /// Every word offered at this step, in the bank's order.
    public internal(set) var choices: [PhraseWord]
    /// The page of `choices` shown, from 0.
    public internal(set) var page = 0
    /// The sentence built so far.
    public internal(set) var sentence: PhraseSentence

    /// How many pages the choices fill.
    public var pageCount: Int { max(1, (choices.count + Self.pageSize - 1) / Self.pageSize) }

    /// The words on the shown page; the first is on key 1.
    public var shown: ArraySlice<PhraseWord> {
        let start = min(page * Self.pageSize, choices.count)
        return choices[start..<min(start + Self.pageSize, choices.count)]
    }
}
