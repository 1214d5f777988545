import Lessons

/// Names and icons of screens: icons for children (a few big glyphs), names for grown-ups.
enum ScreenLabels {
    /// The title-bar text, e.g. `NUMBERS / GAME`.
    static func title(of screen: Screen) -> String {
        screen == .main ? "MAIN MENU" : screen.path.uppercased().replacingOccurrences(of: "/", with: " / ")
    }

    /// The short name under a tile.
    static func name(of screen: Screen) -> String {
        (screen.path.split(separator: "/").last.map(String.init) ?? screen.path).uppercased()
    }

    /// Two or three glyphs standing for the screen.
    static func icon(of screen: Screen) -> String {
        if screen.mode == .game || screen.mode == .challenge { return "?" }
        if let kind = screen.screenActivity { return kind.icon }
        if let subject = screen.subject {
            switch subject {
            case .numbers: return "12"
            case .vowels: return "ae"
            case .alphabet: return "abc"
            case .syllables: return "**"
            }
        }
        if let category = screen.memoryCategory { return String(category.prefix(1)).uppercased() }
        switch screen.path {
        case "letters": return "Ab"
        case "memory": return "##"
        case "count": return "+1"
        case "records": return "#1"
        case "info": return "i"
        case "story": return "..."
        case "story/book": return "Aa"
        case "phrase": return "Hi"
        case "phrase/full": return "A+B"
        case "phrase/quick": return "A!"
        case "timer": return "⧗"
        default: return "?"
        }
    }
}
