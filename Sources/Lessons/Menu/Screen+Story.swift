/// The story's screens in the menu tree: a menu with the book and its naming game.
extension Screen {
    /// The story menu.
    public static let story = Screen(kind: .story)
    /// The narrated book.
    public static let storyBook = Screen(kind: .story, part: .book)
    /// The naming game: hear a character, press its name.
    public static let storyNames = Screen(kind: .story, part: .names)

    /// Whether the screen is one of the story's sessions.
    public var isStorySession: Bool { kind == .story && part != nil }
}
