import Lessons
import TerminalUI
import Texts

extension Rhymes: ScreenActivity {
    public static let icon = "a:a"

    public static func picture(of screen: Screen) -> String? { "🎵" }

    public static func hints(on screen: Screen) -> [(key: String, action: String)] {
        [("key.enter", "hint.ask"), ("1-3", "hint.answer"), ("key.up", "hint.again")]
    }

    public static func pieces(for state: SessionState, emoji: Bool, texts: Catalogue) -> [Piece] {
        let score = texts.text("game.hits", ["n": String(state.hits)]) + "    " + texts.text("game.misses", ["n": String(state.misses)])
        let counters: [Piece] = [.text(score, .plain), .gap]
        guard let view = state.activity?.value(as: RhymesView.self) else {
            return counters + [.big("?", .dim), .gap, .text(texts.text("rhymes.how"), .plain)]
        }
        var choices = Line()
        for (index, option) in view.options.enumerated() {
            let style: Style = index == view.pressed ? (view.pressedRight == true ? .good : .bad) : .item
            choices.append((index > 0 ? "     " : "") + "\(index + 1) \(option.uppercased())", style)
        }
        let feedback: [Piece] = switch view.pressedRight {
        case true?: [.gap, .text(texts.text("rhymes.right", ["word": view.word.uppercased(),
                                                                 "rhyme": view.options[view.answer].uppercased()]), .good)]
        case false?: [.gap, .text(texts.text("rhymes.wrong"), .bad)]
        case nil: []
        }
        let caps = view.options.enumerated().compactMap { index, option in
            String(index + 1).first.map { Piece.KeyCap(label: option.uppercased(), key: $0) }
        }
        return counters + [.big(view.word.uppercased(), .item), .gap, .terminal(.lines([choices])),
                           .keys(caps, lit: view.pressed, inTerminal: false)] + feedback
    }

    public static func action(for key: Key, on screen: Screen) -> UIAction {
        switch key {
        case .enter, .character(" "): .input(.ask)
        case .up: .input(.repeat)
        case .character(let character) where character.isNumber: .input(.key(String(character)))
        default: .none
        }
    }
}
