import Lessons
import TerminalUI
import Texts

extension PhraseBuilder: ScreenActivity {
    /// Two letters for "hey", as the catalogue's `icon.phrase`; never drawn: a kind's icon goes to its own screen's tile
    /// when it plays there, and the phrase menu (the kind's `screen`) is a menu, drawn as every menu, while the
    /// builders' tiles keep theirs (`icon.full`, `icon.quick`).
    public static let icon = "Ei"

    public static func hints(on screen: Screen) -> [(key: String, action: String)] {
        [("1-9", "hint.choose"), ("key.enter", "hint.say_it"), ("n", "hint.no"), ("p", "hint.question")]
    }

    public static func laterHints(on screen: Screen) -> [(key: String, action: String)] {
        [("key.left_right", "hint.page"), ("key.up", "hint.again")]
    }

    /// Backspace takes the last word back, Esc goes home, as the communication aid's back and home buttons.
    public static let escapeGoesHome = true

    /// A speech bubble; lightning for the quick phrases.
    public static func picture(of screen: Screen) -> String? { screen == .phraseQuick ? "⚡" : "💬" }
    /// Backspace removes the last word (and leaves when there is none).
    public static let backHint = "hint.back_word"

    /// The steps, the sentence so far and the words to choose from; once built, the sentence big.
    public static func pieces(for state: SessionState, emoji: Bool, texts: Catalogue) -> [Piece] {
        guard let view = state.activity?.value(as: PhraseView.self) else { return [] }
        return PhrasePieces(view: view, emoji: emoji, texts: texts).pieces
    }

    /// Digits pick a word, arrows page through long lists, `n` says "no", `p` asks, Enter says the sentence again.
    public static func action(for key: Key, on screen: Screen) -> UIAction {
        switch key {
        case .character("n"), .character("N"): .input(PhraseAction.negate.input())
        case .character("p"), .character("P"): .input(PhraseAction.question.input())
        default: KeyMap.pageAction(for: key)
        }
    }
}
