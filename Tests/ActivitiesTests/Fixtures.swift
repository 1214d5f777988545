import Lessons

/// Items and words as a sound bank lists them (LessonsTests' `Fixtures`, which the lessons' tests used before their
/// kinds moved).
enum Fixtures {
    static let digits = (0...9).map { LessonItem(key: String($0), id: "number_\($0)") }
    static let vowels = ["a", "e", "i", "o", "u"].map { LessonItem(key: $0, id: "vowel_\($0)") }
    /// A word of each syllable count from one to four, without a picture.
    static let words = [["pa"], ["llu", "na"], ["pi", "lo", "ta"], ["bi", "ci", "cle", "ta"]].map { syllables in
        SyllableWord(id: syllables.joined(), text: syllables.joined(), syllables: syllables, display: "")
    }
}
