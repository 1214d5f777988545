/// One thing a child learns and is asked about: a digit or a letter, as listed by the sound bank.
public struct LessonItem: Hashable, Sendable, Codable {
    /// The key that names and answers the item: "0"…"9" or "a"…"z".
    public let key: String
    /// The bank's identifier for the item, used by the conductor to find its clip.
    public let id: String
    /// A picture of it (an emoji: a memory card's `🐱`) where the bank gives one, which a window shows in its place.
    public let picture: String?

    /// Makes an item; the key is lower-cased so key presses match whatever case the bank used.
    public init(key: String, id: String, picture: String? = nil) {
        self.key = key.lowercased()
        self.id = id
        self.picture = picture
    }
}
