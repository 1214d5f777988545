import Lessons

/// Maps keys to actions for the screen showing: the same keys everywhere, answer keys per subject.
///
/// Answer keys win: on alphabet screens `m` is a letter, so music is on `*` there (and everywhere).
public struct KeyMap: Sendable {
    /// Whether the program runs as a kiosk: Ctrl-C, Ctrl-Z and Ctrl-\ then do nothing.
    public var kiosk: Bool

    /// A key map for kiosk or ordinary use.
    public init(kiosk: Bool) {
        self.kiosk = kiosk
    }

    /// The action of `key` on `screen`.
    public func action(for key: Key, on screen: Screen) -> UIAction {
        if key == .escape, Self.escapeGoesHome(screen) { return .input(.home) }
        if let shared = sharedAction(for: key, on: screen) { return shared }
        if screen == .main, key == .character("l") || key == .character("L") { return .nextLanguage }
        if screen == .main, key == .character("p") || key == .character("P") { return .choosePlayer }
        if let kind = screen.screenActivity { return kind.action(for: key, on: screen) }
        // Every other screen with a session is a registered kind's: a menu's keys choose.
        return screen.mode == nil ? menuAction(for: key) : .none
    }

    /// Whether Esc goes home on `screen`, Backspace then being one step back: a kind's that says so (the picture
    /// book's, the communication aid's, the timer's), as their designs have both a back and a home button.
    public static func escapeGoesHome(_ screen: Screen) -> Bool {
        screen.screenActivity?.escapeGoesHome == true
    }

    /// Whether `m` toggles music on `screen` (it does unless `m` answers there).
    public static func musicOnM(_ screen: Screen) -> Bool {
        !(screen.mode != nil && screen.subject?.answerKeys.contains("m") == true)
    }

    private func sharedAction(for key: Key, on screen: Screen) -> UIAction? {
        switch key {
        case .escape, .backspace: .input(.back)
        case .character("?"), .f1: .input(.help)
        case .tab: .input(.toggleCase)
        case .character("+"), .character("="): .volume(1)
        case .character("-"), .character("_"): .volume(-1)
        case .character("*"): .toggleMusic
        case .character("m"), .character("M"): Self.musicOnM(screen) ? .toggleMusic : nil
        case .control("c"): kiosk ? UIAction.none : .quit
        case .control, .unknown: UIAction.none
        default: nil
        }
    }

    private func menuAction(for key: Key) -> UIAction {
        switch key {
        case .up, .left: .move(-1)
        case .down, .right: .move(1)
        case .enter, .character(" "): .choose
        case .character(let character) where character.isNumber: .input(.key(String(character)))
        default: .none
        }
    }

    /// What a paged screen's keys do (the story's book and naming game, the phrase builder): Right and Left turn pages,
    /// up repeats, Enter (or space) asks, a digit is pressed; the kind's own letters come first.
    public static func pageAction(for key: Key) -> UIAction {
        switch key {
        case .right: .input(.nextPage)
        case .left: .input(.previousPage)
        case .up: .input(.repeat)
        case .enter, .character(" "): .input(.ask)
        case .character(let character) where character.isNumber: .input(.key(String(character)))
        default: .none
        }
    }

    /// What a game's keys do: Enter (or space) asks, up repeats, any letter or digit is pressed, so a wrong one is heard
    /// as such.
    public static func gameAction(for key: Key) -> UIAction {
        switch key {
        case .enter, .character(" "): .input(.ask)
        case .up: .input(.repeat)
        case .character(let character) where character.isLetter || character.isNumber: .input(.key(String(character).lowercased()))
        default: .none
        }
    }
}
