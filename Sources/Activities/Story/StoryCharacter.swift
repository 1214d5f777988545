/// A character of the naming game: its name per language, a picture, and its voice clip's name per language.
public struct StoryCharacter: Hashable, Sendable {
    /// The name per language.
    public let name: [String: String]
    /// A picture for pre-readers (emoji); may be empty.
    public let display: String
    /// The voice or description clip's name per language.
    public let voice: [String: String]

    /// Makes a character.
    public init(name: [String: String], display: String, voice: [String: String]) {
        self.name = name
        self.display = display
        self.voice = voice
    }
}
