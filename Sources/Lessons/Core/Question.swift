/// What a game asks about: an item to find, or a word whose syllables to count.
public enum Question: Hashable, Sendable {
    /// A digit or letter: the answer is its key.
    case item(LessonItem)
    /// A syllables word: the answer is its syllable count.
    case word(SyllableWord)

    /// The key that answers the question right.
    public var answerKey: String {
        switch self {
        case .item(let item): item.key
        case .word(let word): String(word.count)
        }
    }

    /// The bank identifier of the item or word.
    public var id: String {
        switch self {
        case .item(let item): item.id
        case .word(let word): word.id
        }
    }

    /// The item, when the question is about a digit or letter.
    public var item: LessonItem? {
        if case .item(let item) = self { item } else { nil }
    }

    /// The word, when the question is about syllables.
    public var word: SyllableWord? {
        if case .word(let word) = self { word } else { nil }
    }
}
