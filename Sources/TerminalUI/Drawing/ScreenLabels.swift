import Lessons
import Texts

/// Names and icons of screens: icons for children (a few big glyphs), names for grown-ups, from the catalogue's
/// `screen` table by the screen's own name (`numbers/game` → `screen.game`).
public enum ScreenLabels {
    /// The title-bar text, e.g. `NUMBERS / GAME`.
    static func title(of screen: Screen, _ texts: Catalogue) -> String {
        screen == .main ? texts.text("title.main")
            : screen.names.map { texts.text("screen.\($0)") }.joined(separator: " / ")
    }

    /// The short name under a tile.
    static func name(of screen: Screen, _ texts: Catalogue) -> String {
        texts.text("screen." + screen.name)
    }

    /// A subject's name, as its screen's.
    static func name(of subject: Subject, _ texts: Catalogue) -> String {
        texts.text("screen.\(subject.rawValue)")
    }

    /// The colour picture of the screen's tile: its mode's (hear, play, beat the clock), its subject's, the kind's, or
    /// the records' and info's; nil when there is none.
    public static func picture(of screen: Screen) -> String? {
        switch screen.mode {
        case .lesson?: return "👂"
        case .game?: return "🎯"
        case .challenge?: return "⏱️"
        case nil: break
        }
        // A kind's menu (memory's categories, the story's) is no screen it plays on: its id names it.
        let owner = screen.screenActivity
            ?? ActivityCatalog.all.first { $0.id == screen.kind.name } as? any ScreenActivity.Type
        if let picture = owner?.picture(of: screen) { return picture }
        return framePictures[screen.name]
    }

    /// The frame's own screens' pictures, by name.
    private static let framePictures = [
        "numbers": "🔢", "letters": "🔤", "vowels": "🅰️", "alphabet": "🔠", "syllables": "👏", "records": "🏆", "info": "ℹ️",
    ]

    /// Two or three glyphs standing for the screen, from the catalogue's `icon` table (a subject's screens share its
    /// icon; a kind may draw the screens below its own from their names, as memory's categories; games ask `?`).
    public static func icon(of screen: Screen, _ texts: Catalogue) -> String {
        if screen.mode == .game || screen.mode == .challenge { return "?" }
        // Before the kind's icon: a subject's lesson (a kind's) takes the subject's.
        if let subject = screen.subject { return texts.text("icon.\(subject.rawValue)") }
        if let kind = screen.screenActivity {
            if let icon = kind.icon(of: screen, named: name(of: screen, texts)) { return icon }
            // A kind's icon is its own unless the catalogue gives one (count-along's `+1` always came from there); the
            // screens a kind plays under its own menu keep theirs (the phrase builder's `full` and `quick`).
            if kind.screen == screen { return texts.entries["icon." + kind.id] == nil ? kind.icon : texts.text("icon." + kind.id) }
        }
        return texts.text("icon." + screen.name)
    }
}
