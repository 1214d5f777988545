extension Screen {
    /// The game a screen plays (`memory/animals`, `count`); nil for menus and subject screens.
    public var game: GameKind? {
        switch (kind, part) {
        case (.count, _): .count
        case (.memory, .some): .memory
        default: nil
        }
    }

    /// Whether a game finished here counts as a game played, under this screen's path: memory categories,
    /// count-along and the story's naming game.
    public var countsGamesPlayed: Bool { game != nil || self == .storyNames }

    /// Whether the screen's tile shows how many games were played on it and below it (the main menu's memory, count and
    /// story tiles, and every screen that counts its own).
    public var showsGamesPlayed: Bool { countsGamesPlayed || self == .memory || self == .count || self == .story }

    /// The memory category of a memory screen (`memory/fruits` → `fruits`).
    public var memoryCategory: String? {
        if kind == .memory, case .category(let category) = part { category } else { nil }
    }

    /// The memory menu.
    public static let memory = Screen(kind: .memory)

    /// The categories on the memory menu, in menu order, as in the original (animals, fruits, vehicles, plants).
    public static let memoryCategories = ["animals", "fruits", "vehicles", "plants"]

    /// The memory screen of `category`, if the menu has it.
    public static func memory(_ category: String) -> Screen? {
        let screen = Screen(kind: .memory, part: .category(category))
        return memory.children.contains(screen) ? screen : nil
    }

    /// The count-along screen.
    public static let count = Screen(kind: .count)
}
