import Lessons
import Texts

/// The footer: the keys that work on a screen, most important first, so a narrow terminal keeps those.
///
/// A hint is a key and an action, each either a catalogue key (`key.enter`, `hint.open`: named keys and actions
/// are translated) or, for keys printed on the keyboard itself (`1-9`, `m`, `+/-`), the key as it is.
public enum KeyHints {
    /// Key and what it does, in footer order, as catalogue keys or literal keys; `l` on the main menu only when
    /// `switchesLanguage` (another language's bank is installed), `p` only when it `handsOver` (the kiosk asks who plays).
    static func hints(for screen: Screen, operatorMenu: Bool, switchesLanguage: Bool, handsOver: Bool = false) -> [(String, String)] {
        if operatorMenu { return [("key.up_down", "hint.choose"), ("key.enter", "hint.do_it"), ("key.esc", "hint.close")] }
        // Most needed first: a narrow footer drops the hints at the end.
        var hints: [(String, String)] = []
        var extra: [(String, String)] = []
        let kind = screen.screenActivity
        if let kind {
            hints = kind.hints(on: screen).map { ($0.key, $0.action) }
            extra = kind.laterHints(on: screen).map { ($0.key, $0.action) }
        } else if screen.mode == nil {
            hints = [("key.arrows", "hint.choose"), ("key.enter", "hint.open")]
            // The next child's way in comes before the rest: a window makes it a big button.
            if screen == .main, handsOver { hints.append(("p", "hint.players")) }
            let count = screen.children.count
            if count > 0 { extra.append((count > 9 ? "1-9 0" : "1-\(count)", "hint.open")) }
            if screen == .main, switchesLanguage { extra.append(("l", "hint.language")) }
        }
        // A subject's lessons, games and challenges are registered kinds': without them, only the shared keys.
        if kind?.escapeGoesHome == true {
            hints += [("key.backspace", kind?.backHint ?? "hint.back"), ("key.esc", "hint.home")]
        } else {
            hints.append(("key.esc", "hint.back"))
        }
        hints += [("?", "hint.help"), (KeyMap.musicOnM(screen) ? "m" : "*", "hint.music"), ("+/-", "hint.volume")]
        if screen.subject?.hasLetters == true { hints.append(("key.tab", "hint.letter_case")) }
        return hints + extra
    }

    /// The hints of what `model` shows: the operator menu's step, the who-is-playing screen, or the screen.
    static func hints(for model: ScreenModel) -> [(String, String)] {
        switch (model.operatorMenu?.step, model.chooser) {
        case (.naming?, _):
            [("key.enter", "hint.save"), ("key.left_right", "hint.picture"), ("key.backspace", "hint.erase"), ("key.esc", "hint.cancel")]
        case (.confirming?, _):
            [("key.enter", "hint.remove"), ("key.esc", "hint.keep")]
        case (.restoring?, _):
            [("key.enter", "hint.bring_back"), ("key.esc", "hint.cancel")]
        case (_?, _):
            hints(for: model.state.screen, operatorMenu: true, switchesLanguage: false)
        case (nil, let chooser?):
            [("1-\(chooser.shown.count)", "hint.choose"), ("key.arrows", "hint.choose"), ("key.enter", "hint.open")]
        case (nil, nil):
            hints(for: model.state.screen, operatorMenu: false, switchesLanguage: model.switchesLanguage,
                  handsOver: model.handsOver)
        }
    }

    /// The hints of what `model` shows as the footer shows them, in the catalogue's language.
    static func shown(for model: ScreenModel, texts: Catalogue) -> [(String, String)] {
        hints(for: model).map { (shown($0.0, texts), shown($0.1, texts)) }
    }

    /// The footer line of `hints` (as `shown` gives them), cut at a whole hint to fit `columns`.
    static func line(_ hints: [(key: String, action: String)], columns: Int) -> Line {
        var line = Line(" ")
        for (key, action) in hints {
            let hint = "\(key) \(action)  "
            guard line.width + TextWidth.of(hint) <= columns else { break }
            line.append(key, .selected)
            line.append(" \(action)  ")
        }
        return line
    }

    /// A catalogue key's text (it has a dot, which no key printed on the keyboard and named here has); such a key as is.
    private static func shown(_ keyOrText: String, _ texts: Catalogue) -> String {
        keyOrText.contains(".") ? texts.text(keyOrText) : keyOrText
    }

    /// The keys that answer on a subject's screens as the footer prints them (`0-9`), or the catalogue's `key.keys`.
    public static func answerKeys(_ subject: Subject?) -> String {
        switch subject {
        case .numbers?: "0-9"
        case .vowels?: "a e i o u"
        case .alphabet?: "a-z"
        case .syllables?: "1-5"
        case nil: "key.keys"
        }
    }
}
