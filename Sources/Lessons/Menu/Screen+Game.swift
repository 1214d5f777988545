extension Screen {
    /// The game a screen plays (`memory/animals`, `count`); nil for menus and subject screens.
    public var game: GameKind? {
        if path == GameKind.count.rawValue { return .count }
        return path.hasPrefix(GameKind.memory.rawValue + "/") ? .memory : nil
    }

    /// Whether a game finished here counts as a game played, under this screen's path: memory categories,
    /// count-along and the story's naming game.
    public var countsGamesPlayed: Bool { game != nil || self == .storyNames }

    /// Whether the screen's tile shows how many games were played on it and below it (the main menu's memory, count and
    /// story tiles, and every screen that counts its own).
    public var showsGamesPlayed: Bool { countsGamesPlayed || GameKind(rawValue: path) != nil || self == .story }

    /// The memory category of a memory screen (`memory/fruits` → `fruits`).
    public var memoryCategory: String? {
        game == .memory ? path.split(separator: "/").last.map(String.init) : nil
    }

    /// The memory screen of `category`, if the menu has it.
    public static func memory(_ category: String) -> Screen? {
        Screen(path: "\(GameKind.memory.rawValue)/\(category)")
    }

    /// The count-along screen.
    public static var count: Screen { Screen(path: GameKind.count.rawValue)! }
}
