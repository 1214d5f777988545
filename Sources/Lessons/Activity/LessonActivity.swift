/// A lesson kind that lives in its own folder (Sources/Activities/NAME): its menu place and its pure session.
///
/// The frame knows a kind only through this protocol and the ones the other layers add (bank section, cues, screen),
/// all adopted by one type listed once in `ActivityList`.
public protocol LessonActivity: Sendable {
    /// Its events (`RhymesEvent`): their names key the cue table and a bank's `[cues]`, so a misspelt cue does not
    /// compile.
    associatedtype Events: ActivityEvents
    /// Its own inputs (`StoryAction`): what its keys give beyond the frame's and scripts may write by name; none by
    /// default.
    associatedtype Actions: ActivityActions = NoActions
    /// The kind's screen's path, also (unless its bank section says another, `BankActivity.sectionKey`) the key of its
    /// bank section and of its clip names, and its help clip (`rhymes`).
    static var id: String { get }
    /// The menu screen that lists the kind (`.letters`): at `menuIndex`, else after that menu's own entries.
    static var menu: Screen { get }
    /// The kind's screen: its own (`Screen.Kind.activity(id)`, path `id`) by default; the subjects' lessons and games
    /// name the built-in subject screen they play on instead.
    static var screen: Screen { get }
    /// The names of the kind's screens below its own, in menu order (memory's categories, the story's `book` and
    /// `names`): paths `id/NAME`; none by default.
    static var parts: [String] { get }
    /// The kind's place among its menu's entries, from 0 (the timer's 9, key 0 of the main menu), so a kind keeps its key
    /// whatever the list's order; nil by default: after the menu's own entries, in `ActivityList` order.
    static var menuIndex: Int? { get }
    /// Whether the bank's `[help]` keeps the spoken help of the kind's screens under their help ids (`memory_animals`),
    /// as it did before the kind had a folder; false by default: the kind's own section holds its help.
    static var helpInHelpTable: Bool { get }
    /// Whether a game finished on `screen`, one the kind plays on, counts as played under its path (`memory/animals`);
    /// none does by default.
    static func countsGamesPlayed(on screen: Screen) -> Bool
    /// Whether the kind's sessions run on `screen`: by default its `screen` when it has no parts, else each of its parts,
    /// its own screen being their menu (memory: each category's game, not the category menu).
    static func plays(on screen: Screen) -> Bool
    /// The keys that answer on the kind's screen, for scripts' `wrong` (a key that is not the answer).
    static var answerKeys: [String] { get }
    /// A fresh session on the kind's screen; `content` holds what the bank gave the kind (nil when it has nothing). A
    /// session that draws at random seeds its source from `random`, the navigator's, and one that does not takes
    /// nothing from it, so a seeded run's later screens ask what they asked before the kind was opened.
    static func session(on screen: Screen, content: ActivityContent, random: inout SplitMix64) -> any Session & Sendable
    /// The preset the kind's screen opens again with when `input` reopens it afresh rather than going to its session
    /// (the story's `s`: the bank's next story); nil when the input does not reopen it there. By default none does.
    static func reopening(for input: Input, content: ActivityContent) -> (any Sendable)?
    /// What the kind's next session opens with once its session took `input` and shows `state`, where the child's
    /// choice there is kept (the language a story was last read in); nil: the preset stays. By default it stays.
    static func preset(after input: Input, on state: SessionState, content: ActivityContent) -> (any Sendable)?
}

extension LessonActivity {
    public static var screen: Screen { Screen(kind: .activity(id)) }

    public static var parts: [String] { [] }

    public static var menuIndex: Int? { nil }

    public static var helpInHelpTable: Bool { false }

    public static func countsGamesPlayed(on screen: Screen) -> Bool { false }

    /// The kind's screen below its own named `part` (`Storybook.screen("book")`: `story/book`).
    public static func screen(_ part: String) -> Screen { Screen(kind: .activity(id), part: .named(part)) }

    /// The kind's own screen, then those below it, in menu order.
    public static var screens: [Screen] { addsScreen ? [screen] + parts.map(screen) : [] }

    public static func reopening(for input: Input, content: ActivityContent) -> (any Sendable)? { nil }

    public static func preset(after input: Input, on state: SessionState, content: ActivityContent) -> (any Sendable)? { nil }

    /// The names of its events (`ActivityEvent.name`): its keys in the cue table, which a bank's `[cues]` may override
    /// (`ActivityCatalog.eventNames`).
    public static var eventNames: [String] { Events.allCases.map(\.name) }

    /// Its own actions a script may write (`ActivityCatalog.action(named:)`): all but the conductor's reports.
    static var scriptActions: [any ActivityActions] { Actions.allCases.filter { !$0.isReport } }

    public static func plays(on screen: Screen) -> Bool {
        guard !parts.isEmpty else { return screen == self.screen }
        if screen.kind == self.screen.kind, case .named(let part) = screen.part { return parts.contains(part) }
        return false
    }

    /// Whether the kind adds a screen of its own to its menu, rather than playing on the subjects' screens.
    static var addsScreen: Bool { screen.kind == .activity(id) }
}

/// What a session of a registered kind gets: its own section of the bank, the feedback groups' sizes, the bank's
/// language, items and words, the child's letter case, the challenge's rules and records, and its preset.
public struct ActivityContent: Sendable {
    /// The kind's content, of the type its bank section makes; nil when the bank has no section for it.
    public var section: (any Sendable)?
    /// How many clips the praise group has.
    public var praiseClips: Int
    /// How many clips the scold group has.
    public var scoldClips: Int
    /// The bank's language (`LessonContent.language`).
    public var language: String?
    /// The items of numbers, vowels and the alphabet, in the bank's order (`LessonContent.items`).
    public var items: [Subject: [LessonItem]] = [:]
    /// The words of the syllables subject, in the bank's order (`LessonContent.words`).
    public var words: [SyllableWord] = []
    /// How letters are drawn: the child's last choice (`Navigator.letterCase`).
    public var letterCase = LetterCase.upper
    /// A challenge's clock, lives and pauses (`Navigator`'s).
    public var rules = ChallengeRules()
    /// Where challenge records are read and saved (`Navigator`'s).
    public var records: any RecordKeeper
    /// What the command line chose for the kind before its screen opened (`educat count --to 5`), or what the kind kept
    /// from its last session (`preset(after:on:content:)`); nil when nothing.
    public var preset: (any Sendable)?

    /// The section as the kind's own type.
    public func section<T>(as type: T.Type) -> T? { section as? T }

    /// The preset as the kind's own type.
    public func preset<T>(as type: T.Type) -> T? { preset as? T }
}
