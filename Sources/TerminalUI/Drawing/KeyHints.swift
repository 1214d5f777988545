import Lessons

/// The footer: the keys that work on a screen, most important first, so a narrow terminal keeps those.
enum KeyHints {
    /// Key and what it does, in footer order.
    static func hints(for screen: Screen, operatorMenu: Bool) -> [(String, String)] {
        if operatorMenu { return [("up/down", "choose"), ("Enter", "do it"), ("Esc", "close")] }
        var hints: [(String, String)]
        switch screen.mode {
        case nil:
            hints = [("arrows", "choose"), ("Enter", "open")]
            if !screen.children.isEmpty { hints.append(("1-\(screen.children.count)", "open")) }
        case .lesson?:
            hints = screen.subject == .syllables ? [("Enter", "new word"), ("Up", "again")]
                : [(answerKeys(screen.subject), "hear it"), ("Up", "again")]
        case .game?, .challenge?:
            hints = [("Enter", "question"), (answerKeys(screen.subject), "answer"), ("Up", "again")]
            if screen.mode == .game { hints.append(("Right", "challenge")) }
        }
        hints.append(("Esc", "back"))
        hints.append(("?", "help"))
        hints.append((KeyMap.musicOnM(screen) ? "m" : "*", "music"))
        hints.append(("+/-", "volume"))
        if screen.subject?.hasLetters == true { hints.append(("Tab", "ABC/abc")) }
        return hints
    }

    /// The footer line, cut at a whole hint to fit `columns`.
    static func line(for screen: Screen, operatorMenu: Bool, columns: Int) -> Line {
        var line = Line(" ")
        for (key, action) in hints(for: screen, operatorMenu: operatorMenu) {
            let hint = "\(key) \(action)  "
            guard line.width + TextWidth.of(hint) <= columns else { break }
            line.append(key, .selected)
            line.append(" \(action)  ")
        }
        return line
    }

    private static func answerKeys(_ subject: Subject?) -> String {
        switch subject {
        case .numbers?: "0-9"
        case .vowels?: "a e i o u"
        case .alphabet?: "a-z"
        case .syllables?: "1-5"
        case nil: "keys"
        }
    }
}
