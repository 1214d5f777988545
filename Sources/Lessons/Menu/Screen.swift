/// A place in the menu tree, named by its path ("main", "letters", "vowels/game", "numbers/challenge", …).
public struct Screen: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The path: "main", "letters", "records", "info", a subject, or "subject/mode".
    public let path: String

    /// The screen at `path`, or nil when the tree has no such screen.
    public init?(path: String) {
        guard path == "main" || MenuTable.parents[path] != nil else { return nil }
        self.path = path
    }

    /// The subject's lesson, game or challenge screen.
    public init(_ subject: Subject, _ mode: Mode) {
        path = "\(subject.rawValue)/\(mode.rawValue)"
    }

    /// The main menu, where the program starts.
    public static let main = Screen(uncheckedPath: "main")
    /// The records screen.
    public static let records = Screen(uncheckedPath: "records")
    /// The screen that describes the program.
    public static let info = Screen(uncheckedPath: "info")

    /// Every screen, parents before their children.
    public static var all: [Screen] { MenuTable.allPaths.map(Screen.init(uncheckedPath:)) }

    /// Where the back key leads; nil on the main menu.
    public var parent: Screen? { MenuTable.parents[path].map(Screen.init(uncheckedPath:)) }

    /// The screens this one leads to, in menu order.
    public var children: [Screen] { (MenuTable.children[path] ?? []).map(Screen.init(uncheckedPath:)) }

    /// The subject the screen is about, if any.
    public var subject: Subject? { path.split(separator: "/").first.flatMap { Subject(rawValue: String($0)) } }

    /// The mode of a subject's lesson, game or challenge screen; nil for menus.
    public var mode: Mode? {
        let parts = path.split(separator: "/")
        return parts.count == 2 ? Mode(rawValue: String(parts[1])) : nil
    }

    /// The path, as logs and the CLI show it.
    public var description: String { path }

    private init(uncheckedPath: String) {
        path = uncheckedPath
    }
}
