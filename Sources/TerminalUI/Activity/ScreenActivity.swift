import Lessons
import Texts

/// A registered kind's screen: what its body shows, what its keys do and the footer's hints.
///
/// A kind's texts are catalogue keys like every screen's: its own under a table named after its id (`[rhymes]` in
/// `locale/LANG.toml`), shared ones (`hint.ask`, `game.hits`) as they are.
public protocol ScreenActivity: LessonActivity {
    /// Two or three glyphs for the kind's menu tile.
    static var icon: String { get }
    /// The glyphs of the tile of `screen`, one the kind plays on, given the name under the tile (memory's categories:
    /// the name's first letter); nil by default: the kind's icon on its own screen, else the catalogue's `icon.NAME`.
    static func icon(of screen: Screen, named name: String) -> String?
    /// The colour picture (an emoji) of the tile of `screen`, the kind's own or one it plays on; nil by default: a
    /// subject's mode or menu takes the frame's (`ScreenLabels.picture(of:)`), else the tile shows its icon.
    static func picture(of screen: Screen) -> String?
    /// The body's pieces, top to bottom, for the session's state; `emoji` when emoji can be drawn; texts from `texts`.
    static func pieces(for state: SessionState, emoji: Bool, texts: Catalogue) -> [Piece]
    /// What `key` does on `screen`, one the kind plays on, after the keys every screen shares (back, help, music,
    /// volume).
    static func action(for key: Key, on screen: Screen) -> UIAction
    /// The footer's key hints on `screen`, one the kind plays on, most needed first, each a key as printed (`1-3`) or a
    /// catalogue key (`key.enter`) and the catalogue key of what it does; back, help, music and volume follow by
    /// themselves.
    static func hints(on screen: Screen) -> [(key: String, action: String)]
    /// Hints shown on `screen` after the shared ones (back, help, music, volume), the first a narrow footer drops; none
    /// by default.
    static func laterHints(on screen: Screen) -> [(key: String, action: String)]
    /// Whether Esc goes home on the kind's screen, Backspace then being one step back (the timer's, whose design has
    /// both a back and a home button); false by default: Esc goes back.
    static var escapeGoesHome: Bool { get }
    /// The catalogue key of what Backspace does where Esc goes home (`hint.back_word`: the phrase builder's removes the
    /// last word); `hint.back` by default.
    static var backHint: String { get }
    /// Whether the kiosk leaves `state`'s screen alone however long no key is pressed, `playing` saying whether its
    /// last cue still sounds (a set timer, waited on for as long as it lasts; a story read aloud); false by default: an
    /// idle kiosk goes back to the menu.
    static func holdsIdleKiosk(_ state: SessionState, playing: Bool) -> Bool
}

extension ScreenActivity {
    public static func icon(of screen: Screen, named name: String) -> String? { nil }

    public static func picture(of screen: Screen) -> String? { nil }

    public static func laterHints(on screen: Screen) -> [(key: String, action: String)] { [] }

    public static var escapeGoesHome: Bool { false }

    public static var backHint: String { "hint.back" }

    public static func holdsIdleKiosk(_ state: SessionState, playing: Bool) -> Bool { false }
}

extension Screen {
    /// The registered kind drawn on this screen, if any.
    var screenActivity: (any ScreenActivity.Type)? { ActivityCatalog.kind(of: self) as? any ScreenActivity.Type }
}
