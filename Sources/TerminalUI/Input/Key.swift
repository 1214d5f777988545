/// One key press as the terminal reports it, after escape sequences are decoded.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character, as typed (case kept).
    case character(Character)
    /// Ctrl with a letter or one of `@ [ \ ] ^ _`, named by that lower-case character (`ctrl-c` is `.control("c")`).
    case control(Character)
    case up, down, left, right
    case enter, escape, backspace, tab
    /// F1, which terminals use for help.
    case f1
    /// A sequence the decoder recognises as one key but the program has no use for.
    case unknown

    /// The name the operator chord setting uses: `ctrl-o`, `esc`, `a`.
    public var description: String {
        switch self {
        case .character(let character): String(character)
        case .control(let character): "ctrl-\(character)"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .enter: "enter"
        case .escape: "esc"
        case .backspace: "backspace"
        case .tab: "tab"
        case .f1: "f1"
        case .unknown: "unknown"
        }
    }

    /// Parses one key name as `description` writes it (`ctrl-o`, `f1`, `x`); nil when it names no key.
    public init?(name: String) {
        let lower = name.lowercased()
        if lower.hasPrefix("ctrl-"), lower.count == 6, let last = lower.last {
            guard last.isLetter || "@[\\]^_".contains(last) else { return nil }
            self = .control(last)
            return
        }
        let named: [String: Key] = [
            "up": .up, "down": .down, "left": .left, "right": .right, "enter": .enter, "esc": .escape,
            "backspace": .backspace, "tab": .tab, "f1": .f1, "space": .character(" "),
        ]
        if let key = named[lower] {
            self = key
        } else if name.count == 1, let character = name.first {
            self = .character(character)
        } else {
            return nil
        }
    }
}
