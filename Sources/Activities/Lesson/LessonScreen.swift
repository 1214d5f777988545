import Lessons
import TerminalUI
import Texts

extension ItemLessons: ScreenActivity {
    /// Never drawn: each lesson's tile takes its subject's icon.
    public static let icon = "12"

    /// The subject's keys play their items.
    public static func hints(on screen: Screen) -> [(key: String, action: String)] {
        [(KeyHints.answerKeys(screen.subject), "hint.hear_it")]
    }

    public static func laterHints(on screen: Screen) -> [(key: String, action: String)] { [("key.up", "hint.again")] }

    /// The item heard big, then the whole set with it lit; before any, the subject's icon and what to do.
    public static func pieces(for state: SessionState, emoji: Bool, texts: Catalogue) -> [Piece] {
        let items = state.activity?.value(as: [LessonItem].self) ?? []
        let set = LessonItemPieces(items: items, lit: state.current?.item, letterCase: state.letterCase).pieces
        let all: [Piece] = set.isEmpty ? [] : [.gap] + set
        guard case .item(let item)? = state.current else {
            return [.big(ScreenLabels.icon(of: state.screen, texts), .dim)] + all + [.gap, .text(texts.text("lesson.press"), .plain)]
        }
        return [.big(state.letterCase.applied(to: item.key), .item)] + all
    }

    /// A letter or digit plays its item; up plays it again.
    public static func action(for key: Key, on screen: Screen) -> UIAction { KeyMap.gameAction(for: key) }
}
