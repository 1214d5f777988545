/// What the sound bank offers the lessons: items per subject, syllable words and the sizes of the feedback groups.
public struct LessonContent: Sendable {
    /// The items of numbers, vowels and alphabet, in the bank's order.
    public var items: [Subject: [LessonItem]]
    /// The words of the syllables subject.
    public var words: [SyllableWord]
    /// How many clips the praise ("felicitacions") group has.
    public var praiseClips: Int
    /// How many clips the scolding ("bronca") group has.
    public var scoldClips: Int
    /// The bank's language, which a kind told in several languages opens in when it is told in it (the story).
    public var language: String?
    /// Each registered kind's content, by kind id, of the type its bank section makes.
    public var activities: [String: any Sendable] = [:]

    /// Content as listed by a bank.
    public init(items: [Subject: [LessonItem]], words: [SyllableWord], praiseClips: Int, scoldClips: Int) {
        self.items = items
        self.words = words
        self.praiseClips = praiseClips
        self.scoldClips = scoldClips
    }
}
