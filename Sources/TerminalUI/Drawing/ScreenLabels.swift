import Lessons

/// Names and icons of screens: icons for children (a few big glyphs), names for grown-ups, from the catalogue's
/// `screen` table by the screen's own name (`numbers/game` → `screen.game`).
enum ScreenLabels {
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

    /// Two or three glyphs standing for the screen, from the catalogue's `icon` table (a subject's screens share its
    /// icon; a memory category's is its name's first letter; games ask `?`).
    static func icon(of screen: Screen, _ texts: Catalogue) -> String {
        if screen.mode == .game || screen.mode == .challenge { return "?" }
        if let kind = screen.screenActivity { return kind.icon }
        if let subject = screen.subject { return texts.text("icon.\(subject.rawValue)") }
        if screen.memoryCategory != nil { return String(name(of: screen, texts).prefix(1)) }
        return texts.text("icon." + screen.name)
    }
}
