extension Screen {
    /// The game a screen plays (`memory/animals`, `count`); nil for menus and subject screens.
    public var game: GameKind? {
        if path == GameKind.count.rawValue { return .count }
        return path.hasPrefix(GameKind.memory.rawValue + "/") ? .memory : nil
    }

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
