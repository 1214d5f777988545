/// A narrated picture book as the lessons see it: pages and characters, with clip names per language.
public struct Story: Hashable, Sendable {
    /// The most characters the naming game deals, their names on keys 1–4: the one figure the game and the bank's
    /// check (`StoryParser`) share.
    public static let nameKeys = 4

    /// The bank's identifier of the story.
    public let id: String
    /// The languages it is told in; the first is the default.
    public let languages: [String]
    /// The title per language.
    public let title: [String: String]
    /// The pages in reading order.
    public let pages: [StoryPage]
    /// The characters of the naming game.
    public let characters: [StoryCharacter]

    /// Makes a story.
    public init(id: String, languages: [String], title: [String: String], pages: [StoryPage], characters: [StoryCharacter]) {
        self.id = id
        self.languages = languages
        self.title = title
        self.pages = pages
        self.characters = characters
    }

    /// `preferred` when the story is told in it, else the story's first language.
    public func language(preferring preferred: String?) -> String {
        preferred.flatMap { languages.contains($0) ? $0 : nil } ?? languages.first ?? ""
    }
}
