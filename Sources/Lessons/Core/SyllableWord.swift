/// A word of the syllables subject ("conta-cops"), whose answer is its number of syllables.
public struct SyllableWord: Hashable, Sendable, Codable {
    /// The bank's identifier for the word.
    public let id: String
    /// The word as written, e.g. "casa".
    public let text: String
    /// The word split into syllables, e.g. ["ca", "sa"].
    public let syllables: [String]
    /// What the screen shows for the word: an emoji or big text.
    public let display: String
    /// A picture file's path, which a window shows instead of the emoji; nil when the bank gives none.
    public let picture: String?

    /// Makes a word.
    public init(id: String, text: String, syllables: [String], display: String, picture: String? = nil) {
        self.id = id
        self.text = text
        self.syllables = syllables
        self.display = display
        self.picture = picture
    }

    /// The number of syllables, which is what the child claps and answers.
    public var count: Int { syllables.count }
}
