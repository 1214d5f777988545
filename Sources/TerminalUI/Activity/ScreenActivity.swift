import Lessons

/// A registered kind's screen: what its body shows, what its keys do and the footer's hints.
///
/// A kind's texts are catalogue keys like every screen's: its own under a table named after its id (`[rhymes]` in
/// `locale/LANG.toml`), shared ones (`hint.ask`, `game.hits`) as they are.
public protocol ScreenActivity: LessonActivity {
    /// Two or three glyphs for the kind's menu tile.
    static var icon: String { get }
    /// The body's pieces, top to bottom, for the session's state; `emoji` when emoji can be drawn; texts from `texts`.
    static func pieces(for state: SessionState, emoji: Bool, texts: Catalogue) -> [Piece]
    /// What `key` does on the kind's screen, after the keys every screen shares (back, help, music, volume).
    static func action(for key: Key) -> UIAction
    /// The footer's key hints, most needed first, each a key as printed (`1-3`) or a catalogue key (`key.enter`) and
    /// the catalogue key of what it does; back, help, music and volume follow by themselves.
    static var hints: [(key: String, action: String)] { get }
    /// Hints shown after the shared ones (back, help, music, volume), the first a narrow footer drops.
    static var laterHints: [(key: String, action: String)] { get }
}

extension ScreenActivity {
    public static var laterHints: [(key: String, action: String)] { [] }
}

extension Screen {
    /// The registered kind drawn on this screen, if any.
    var screenActivity: (any ScreenActivity.Type)? { ActivityCatalog.kind(of: self) as? any ScreenActivity.Type }
}
