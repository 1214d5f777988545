import TerminalUI

/// The window's buttons: at the foot a big one, with a picture, for each key a hint names that a child needs without
/// a keyboard (back, home, help, ask, again…); in the title bar small ones for the grown-ups' music and volume. Keys a
/// tile already stands for (digits, letters, Enter on a menu) and keys that only move a highlight get none.
struct ButtonBar {
    /// One button: its picture, what it does in words (for the grown-ups), and the key a tap on it types.
    struct Button: Equatable {
        var picture: String
        var label: String
        var key: Key
    }

    /// The foot's buttons, in the hints' order.
    let buttons: [Button]
    /// The title bar's: music, then volume down and up.
    let soundButtons: [Button]

    /// The buttons of `content`'s hints.
    init(_ content: FrameContent) {
        let all = zip(content.hintNames, content.hints).flatMap { name, shown in
            Self.buttons(key: name.key, action: name.action, label: shown.action, musicOn: content.musicOn)
        }
        let sound: Set<Key> = [.character("m"), .character("*"), .character("-"), .character("+")]
        buttons = all.filter { !sound.contains($0.key) }
        soundButtons = all.filter { sound.contains($0.key) }
    }

    private static func buttons(key: String, action: String, label: String, musicOn: Bool) -> [Button] {
        switch key {
        case "key.esc": return [Button(picture: action == "hint.home" ? "🏠" : "⬅️", label: label, key: .escape)]
        case "key.backspace": return [Button(picture: action == "hint.back_word" ? "⌫" : "⬅️", label: label, key: .backspace)]
        // On a menu the tiles open; elsewhere Enter asks, plays again or confirms.
        case "key.enter": return action == "hint.open" ? [] : [Button(picture: "👉", label: label, key: .enter)]
        case "key.up": return [Button(picture: "🔁", label: label, key: .up)]
        case "key.right": return [Button(picture: "⏱️", label: label, key: .right)]
        case "key.left_right":
            return [Button(picture: "◀️", label: label, key: .left), Button(picture: "▶️", label: label, key: .right)]
        case "key.up_down":
            return [Button(picture: "🔼", label: label, key: .up), Button(picture: "🔽", label: label, key: .down)]
        case "key.tab": return [Button(picture: "🔡", label: label, key: .tab)]
        case "?": return [Button(picture: "❓", label: label, key: .character("?"))]
        case "m", "*": return [Button(picture: musicOn ? "🎵" : "🔇", label: label, key: .character(key.first ?? "m"))]
        case "+/-":
            return [Button(picture: "🔉", label: label + " −", key: .character("-")),
                    Button(picture: "🔊", label: label + " +", key: .character("+"))]
        case "s": return [Button(picture: "📚", label: label, key: .character("s"))]
        case "l": return [Button(picture: "🌐", label: label, key: .character("l"))]
        case "p": return [Button(picture: "🙋", label: label, key: .character("p"))]
        // Another single key (an operator's `n`): its letter is the picture.
        default: return key.count == 1 ? [Button(picture: key.uppercased(), label: label, key: .character(key.first ?? " "))] : []
        }
    }
}
