import Lessons

/// How much of a word's clapped reading has been heard, so the screen reveals it at the same pace.
struct SyllableReveal: Hashable, Sendable {
    /// How many syllables, from the first, are on screen.
    private(set) var revealed = 0
    /// Whether the syllable count is on screen.
    private(set) var countShown = false

    /// Applies the conductor's report `input` about `word`, the word on screen: the event to log, none when it does not
    /// fit the word (or no word is shown); nil when `input` is not such a report.
    mutating func apply(_ input: Input, to word: SyllableWord?) -> [Event]? {
        switch SyllableAction.matching(input) {
        case (.shown, let index?)?:
            guard let word, word.syllables.indices.contains(index) else { return [] }
            // Reports may arrive out of order after a cut; never hide what was already shown.
            revealed = max(revealed, index + 1)
            return [SyllableEvent.shown(index: index)]
        case (.counted, _)?:
            guard let word else { return [] }
            revealed = word.count
            countShown = true
            return [SyllableEvent.counted(word.count)]
        default:
            return nil
        }
    }
}
