/// How much of a word's clapped reading has been heard, so the screen reveals it at the same pace.
public struct SyllableReveal: Hashable, Sendable {
    /// How many syllables, from the first, are on screen.
    public internal(set) var revealed = 0
    /// Whether the syllable count is on screen.
    public internal(set) var countShown = false

    /// Nothing revealed, for a new word.
    public init() {}

    /// Applies a conductor progress report about `word`; returns the event to log, or nil when it does not fit the word.
    mutating func apply(_ input: Input, to word: SyllableWord) -> Event? {
        switch input {
        case .syllableShown(let index) where word.syllables.indices.contains(index):
            // Reports may arrive out of order after a cut; never hide what was already shown.
            revealed = max(revealed, index + 1)
            return .syllableShown(index: index)
        case .countShown:
            revealed = word.count
            countShown = true
            return .countShown(count: word.count)
        default:
            return nil
        }
    }
}
