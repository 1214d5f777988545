import SoundBank

/// A character of a story's naming game: the name on its key and the clip that describes or voices it.
public struct BankStoryCharacter: Sendable, Hashable {
    /// The name per language.
    public var name: [String: String]
    /// A picture for pre-readers (emoji), shown beside the name.
    public var display: String?
    /// The character's voice or description per language.
    public var voice: [String: ClipRef]

    /// Creates a character.
    public init(name: [String: String], display: String? = nil, voice: [String: ClipRef]) {
        self.name = name
        self.display = display
        self.voice = voice
    }
}
