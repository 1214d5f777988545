import Lessons
import TerminalUI
import Texts

extension CountAlong: ScreenActivity {
    public static let icon = "+1"

    public static func picture(of screen: Screen) -> String? { "🧮" }

    public static func hints(on screen: Screen) -> [(key: String, action: String)] {
        [("1-9 0", "hint.count"), ("key.enter", "hint.count_again")]
    }

    public static func laterHints(on screen: Screen) -> [(key: String, action: String)] { [("key.up", "hint.again")] }

    /// The numbers to press in a row (counted, next, still to come) and the last one big.
    public static func pieces(for state: SessionState, emoji: Bool, texts: Catalogue) -> [Piece] {
        guard let progress = state.activity?.value(as: CountProgress.self) else { return [] }
        var row = Line()
        for number in 1...max(1, progress.total) {
            let style: Style = number <= progress.counted ? .good : number == progress.counted + 1 ? .selected : .dim
            row.append((number > 1 ? "  " : "") + String(number), style)
        }
        // A window's buttons: 1 to 9, and 0 for 10.
        let caps = (1...max(1, progress.total)).compactMap { number in
            String(number % 10).first.map { Piece.KeyCap(label: String(number), key: $0) }
        }
        let keys = Piece.keys(caps, lit: progress.counted > 0 ? progress.counted - 1 : nil, columns: caps.count > 6 ? 5 : nil,
                              inTerminal: false)
        let pieces: [Piece] = [.text(texts.text("count.how"), .plain), .gap, .terminal(.lines([row])), keys, .gap]
        if progress.finished { return pieces + [.big(texts.text("common.bravo"), .good), .text(texts.text("count.again"), .plain)] }
        if progress.hinted { return pieces + [.big(String(progress.counted + 1), .selected), .text(texts.text("count.next"), .plain)] }
        return pieces + [.big(progress.counted == 0 ? "1" : String(progress.counted), progress.counted == 0 ? .dim : .item)]
    }

    /// A game's keys: Enter counts again, up repeats the last number; any letter or digit is pressed, so a wrong one is
    /// heard as such.
    public static func action(for key: Key, on screen: Screen) -> UIAction { KeyMap.gameAction(for: key) }
}
