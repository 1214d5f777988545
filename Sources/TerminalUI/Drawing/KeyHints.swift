import Lessons

/// The footer: the keys that work on a screen, most important first, so a narrow terminal keeps those.
enum KeyHints {
    /// Key and what it does, in footer order.
    static func hints(for screen: Screen, operatorMenu: Bool) -> [(String, String)] {
        if operatorMenu { return [("up/down", "choose"), ("Enter", "do it"), ("Esc", "close")] }
        // Most needed first: a narrow footer drops the hints at the end.
        var hints: [(String, String)]
        var extra: [(String, String)] = []
        switch screen.mode {
        case nil where screen.screenActivity != nil:
            hints = screen.screenActivity?.hints.map { ($0.key, $0.action) } ?? []
        case nil where screen == .storyBook:
            hints = [("Left/Right", "page"), ("n", "narration"), ("l", "language")]
            extra += [("1-9", "sounds"), ("s", "next story")]
        case nil where screen == .storyNames:
            hints = [("1-4", "name"), ("Up", "again")]
            extra += [("Enter", "play again"), ("s", "next story")]
        case nil where screen.game == .memory:
            hints = [("1-4 Q-R A-F Z-V", "turn a card"), ("Enter", "play again")]
            extra.append(("Up", "again"))
        case nil where screen.game == .count:
            hints = [("1-9 0", "count"), ("Enter", "count again")]
            extra.append(("Up", "again"))
        case nil where screen.isPhraseSession:
            hints = [("1-9", "choose"), ("Enter", "say it"), ("n", "no"), ("p", "question")]
            extra += [("Left/Right", "page"), ("Up", "again")]
        case nil where screen == .timer:
            hints = [("Enter", "set/start/pause"), ("Up/Down", "minutes"), ("Left/Right", "hours"), ("1-9", "activity")]
        case nil:
            hints = [("arrows", "choose"), ("Enter", "open")]
            let count = screen.children.count
            if count > 0 { extra.append((count > 9 ? "1-9 0" : "1-\(count)", "open")) }
        case .lesson?:
            hints = screen.subject == .syllables ? [("Enter", "new word")] : [(answerKeys(screen.subject), "hear it")]
            extra.append(("Up", "again"))
        case .game?, .challenge?:
            hints = [("Enter", "ask"), (answerKeys(screen.subject), "answer")]
            extra.append(("Up", "again"))
            if screen.mode == .game { extra.append(("Right", "challenge")) }
        }
        if KeyMap.escapeGoesHome(screen) {
            hints += [("Bksp", screen.isPhraseSession ? "back a word" : "back"), ("Esc", "home")]
        } else {
            hints.append(("Esc", "back"))
        }
        hints += [("?", "help"), (KeyMap.musicOnM(screen) ? "m" : "*", "music"), ("+/-", "volume")]
        if screen.subject?.hasLetters == true { hints.append(("Tab", "Aa")) }
        return hints + extra
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
