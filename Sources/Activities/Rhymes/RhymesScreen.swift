import Lessons
import TerminalUI

extension Rhymes: ScreenActivity {
    public static let icon = "a:a"
    public static let hints: [(key: String, action: String)] = [("Enter", "ask"), ("1-3", "answer"), ("Up", "again")]

    public static func pieces(for state: SessionState, emoji: Bool) -> [Piece] {
        let counters: [Piece] = [.text("hits \(state.hits)    misses \(state.misses)", .plain), .gap]
        guard let view = state.activity?.view(as: RhymesView.self) else {
            return counters + [.big("?", .dim), .gap, .text("Enter: a word, then 1, 2 or 3: the one that rhymes", .plain)]
        }
        var choices = Line()
        for (index, option) in view.options.enumerated() {
            let style: Style = index == view.pressed ? (view.pressedRight == true ? .good : .bad) : .item
            choices.append((index > 0 ? "     " : "") + "\(index + 1) \(option.uppercased())", style)
        }
        let feedback: [Piece] = switch view.pressedRight {
        case true?: [.gap, .text("RIGHT! \(view.word.uppercased()) - \(view.options[view.answer].uppercased())", .good)]
        case false?: [.gap, .text("TRY AGAIN", .bad)]
        case nil: []
        }
        return counters + [.big(view.word.uppercased(), .item), .gap, .lines([choices])] + feedback
    }

    public static func action(for key: Key) -> UIAction {
        switch key {
        case .enter, .character(" "): .input(.ask)
        case .up: .input(.repeat)
        case .character(let character) where character.isNumber: .input(.key(String(character)))
        default: .none
        }
    }
}
