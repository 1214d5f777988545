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

    /// Makes a word.
    public init(id: String, text: String, syllables: [String], display: String) {
        self.id = id
        self.text = text
        self.syllables = syllables
        self.display = display
    }

    /// The number of syllables, which is what the child claps and answers.
    public var count: Int { syllables.count }
}
