import SoundBank

/// A narrated picture book: its pages in every language it is told in, and the characters of its naming game.
public struct BankStory: Sendable, Hashable {
    /// The story's name in clip names (`stories.ID.ca.1`).
    public var id: String
    /// The languages it is told in; the first is the one it opens in.
    public var languages: [String]
    /// The title per language.
    public var title: [String: String]
    /// The pages in reading order.
    public var pages: [BankStoryPage]
    /// The characters of the naming game.
    public var characters: [BankStoryCharacter]

    /// Creates a story.
    public init(id: String, languages: [String], title: [String: String], pages: [BankStoryPage],
                characters: [BankStoryCharacter]) {
        self.id = id
        self.languages = languages
        self.title = title
        self.pages = pages
        self.characters = characters
    }
}
