import Lessons
import TerminalUI
import Texts

extension SyllableLessons: ScreenActivity {
    /// Never drawn: the lesson's tile takes the syllables' icon.
    public static let icon = "**"

    public static func hints(on screen: Screen) -> [(key: String, action: String)] { [("key.enter", "hint.new_word")] }

    public static func laterHints(on screen: Screen) -> [(key: String, action: String)] { [("key.up", "hint.again")] }

    /// The word clapped, its syllables and count as heard; before any, what to do.
    public static func pieces(for state: SessionState, emoji: Bool, texts: Catalogue) -> [Piece] {
        guard let word = state.current?.word else { return [.big("**", .dim), .gap, .text(texts.text("lesson.new_word"), .plain)] }
        let reveal = state.activity?.value(as: SyllableReveal.self) ?? SyllableReveal()
        return SyllableWordPieces(word: word, reveal: reveal, emoji: emoji).pieces
    }

    /// Enter asks for a word, up claps it again.
    public static func action(for key: Key, on screen: Screen) -> UIAction { KeyMap.gameAction(for: key) }
}
