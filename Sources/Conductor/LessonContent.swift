import Lessons

/// What a bank offers the lessons: items per subject, syllable words, and the size of the feedback groups.
public struct LessonContent: Sendable {
    /// Digits and letters by subject (syllables has none: it uses `words`).
    public var items: [Subject: [LessonItem]]
    /// The syllable words.
    public var words: [SyllableWord]
    /// Clips in the praise group.
    public var praiseCount: Int
    /// Clips in the scold group.
    public var scoldCount: Int

    /// Creates content.
    public init(items: [Subject: [LessonItem]], words: [SyllableWord], praiseCount: Int, scoldCount: Int) {
        self.items = items
        self.words = words
        self.praiseCount = praiseCount
        self.scoldCount = scoldCount
    }

    /// The questions a game of `subject` asks.
    func questions(for subject: Subject) -> [Question] {
        subject == .syllables ? words.map(Question.word) : (items[subject] ?? []).map(Question.item)
    }
}
