/// A place in the menu tree: what it is about (its kind) and, inside a kind, which of its screens (its part).
///
/// Its path ("main", "letters", "vowels/game", "memory/fruits") is only its serialised form, the one scripts, logs,
/// the store's games played and the command line use: `path` spells it from `Kind.name` and `Part.name`, and
/// `init?(path:)` reads it back by looking it up among the menu's screens, so nothing recovers a kind by parsing.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// What a screen is about.
    public enum Kind: Hashable, Sendable {
        /// The main menu, the records and info screens, the letters submenu (vowels, alphabet).
        case main, records, info, letters
        /// A subject's menu and its lesson, game and challenge.
        case subject(Subject)
        /// A kind registered in `ActivityCatalog`, by its id.
        case activity(String)

        /// The first part of the kind's paths.
        public var name: String {
            switch self {
            case .main: "main"
            case .records: "records"
            case .info: "info"
            case .letters: "letters"
            case .subject(let subject): subject.rawValue
            case .activity(let id): id
            }
        }
    }

    /// One screen inside a kind, below the kind's own.
    public enum Part: Hashable, Sendable {
        /// A subject's lesson, game or challenge.
        case mode(Mode)
        /// One of a registered kind's screens below its own, by name (memory's `animals`, the story's `book`).
        case named(String)

        /// The second part of the screen's path.
        public var name: String {
            switch self {
            case .mode(let mode): mode.rawValue
            case .named(let name): name
            }
        }
    }

    /// What the screen is about.
    public let kind: Kind
    /// Which of its kind's screens it is; nil for the kind's own (a menu, or a kind with one screen).
    public let part: Part?

    init(kind: Kind, part: Part? = nil) {
        self.kind = kind
        self.part = part
    }

    /// The screen whose path is `path`, or nil when the tree has no such screen.
    public init?(path: String) {
        guard let screen = MenuTable.byPath[path] else { return nil }
        self = screen
    }

    /// A subject's menu.
    public init(_ subject: Subject) {
        self.init(kind: .subject(subject))
    }

    /// The subject's lesson, game or challenge screen.
    public init(_ subject: Subject, _ mode: Mode) {
        self.init(kind: .subject(subject), part: .mode(mode))
    }

    /// The main menu, where the program starts.
    public static let main = Screen(kind: .main)
    /// The records screen.
    public static let records = Screen(kind: .records)
    /// The screen that describes the program.
    public static let info = Screen(kind: .info)
    /// The letters submenu: vowels and alphabet.
    public static let letters = Screen(kind: .letters)

    /// Every screen, parents before their children.
    public static var all: [Screen] { MenuTable.all }

    /// Where the back key leads; nil on the main menu.
    public var parent: Screen? { MenuTable.parents[self] }

    /// The screens this one leads to, in menu order.
    public var children: [Screen] { MenuTable.children[self] ?? [] }

    /// The subject the screen is about, if any.
    public var subject: Subject? {
        if case .subject(let subject) = kind { subject } else { nil }
    }

    /// The mode of a subject's lesson, game or challenge screen; nil for menus.
    public var mode: Mode? {
        if case .mode(let mode) = part { mode } else { nil }
    }

    /// The path's parts: the kind's name, then the part's (`["vowels", "game"]`).
    public var names: [String] { [kind.name] + (part.map { [$0.name] } ?? []) }

    /// The screen's own name, the last of its path's parts (`game` for `vowels/game`).
    public var name: String { part?.name ?? kind.name }

    /// The path, the screen's serialised form: `vowels/game`.
    public var path: String { names.joined(separator: "/") }

    /// The id of the screen's spoken help in a bank's `[help]`: its path with `_` for `/` (`numbers_game`).
    public var helpID: String { names.joined(separator: "_") }

    /// The path, as logs and the CLI show it.
    public var description: String { path }
}
