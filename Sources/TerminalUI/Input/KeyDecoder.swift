/// Turns the bytes a terminal sends into keys: UTF-8 characters, control keys and the escape sequences
/// of arrows and F1 as both xterm-like terminals and the Linux console send them.
///
/// A lone Esc is only known to be a key when nothing follows it for `escapeTimeout` seconds, because
/// it also starts every sequence; call `flush(at:)` when input is quiet.
public struct KeyDecoder: Sendable {
    /// How long a pending Esc (or unfinished sequence) waits for the rest before it counts as Esc.
    public var escapeTimeout = 0.05
    private var pending: [UInt8] = []
    private var pendingSince = 0.0

    /// A decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence or character.
    public var isWaiting: Bool { !pending.isEmpty }

    /// Decodes `bytes` read at time `now` (seconds); incomplete input is kept for the next call.
    public mutating func feed(_ bytes: [UInt8], at now: Double) -> [Key] {
        if pending.isEmpty { pendingSince = now }
        pending += bytes
        var keys: [Key] = []
        while let (key, used) = Self.decode(pending[...]) {
            keys.append(key)
            pending.removeFirst(used)
        }
        // What is left waits from now: the keys before it were complete.
        if !keys.isEmpty, !pending.isEmpty { pendingSince = now }
        return keys
    }

    /// Gives up waiting at `now` when the timeout passed: a pending Esc becomes Esc, the rest is read afresh.
    public mutating func flush(at now: Double) -> [Key] {
        guard !pending.isEmpty, now - pendingSince >= escapeTimeout else { return [] }
        let stale = pending
        pending = []
        guard stale.first == 0x1B else { return [.unknown] }
        return [.escape] + feed(Array(stale.dropFirst()), at: now)
    }

    /// The first key of `bytes` and how many bytes it took; nil when more bytes are needed.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return escape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00: return (.control("@"), 1)
        case 0x01...0x1A: return (.control(Character(UnicodeScalar(first + 0x60))), 1)
        case 0x1C...0x1F: return (.control(Character(UnicodeScalar(first + 0x40))), 1)
        default: return utf8(bytes)
        }
    }

    private static func escape(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let second = bytes[start + 1]
        switch second {
        case UInt8(ascii: "["):
            return controlSequence(bytes)
        case UInt8(ascii: "O"):
            // SS3: arrows in application cursor mode, F1 as `ESC O P`.
            guard bytes.count >= 3 else { return nil }
            return (finalKey(bytes[start + 2], parameters: []), 3)
        default:
            // Esc followed by anything else (Alt+key, or two quick presses): the Esc stands alone.
            return (.escape, 1)
        }
    }

    /// `ESC [ params final`, plus the Linux console's F1–F5 form `ESC [ [ A`.
    private static func controlSequence(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 3 else { return nil }
        if bytes[start + 2] == UInt8(ascii: "[") {
            guard bytes.count >= 4 else { return nil }
            return (bytes[start + 3] == UInt8(ascii: "A") ? .f1 : .unknown, 4)
        }
        var index = start + 2
        while index < bytes.endIndex {
            let byte = bytes[index]
            if (0x40...0x7E).contains(byte) {
                let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                return (finalKey(byte, parameters: parameters.split(separator: ";").map(String.init)), index - start + 1)
            }
            guard (0x20...0x3F).contains(byte) else { return (.unknown, index - start) }
            index += 1
        }
        return nil
    }

    private static func finalKey(_ byte: UInt8, parameters: [String]) -> Key {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "P"): .f1
        case UInt8(ascii: "~") where parameters.first == "11": .f1
        default: .unknown
        }
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
        guard length > 0 else { return (.unknown, 1) }
        guard bytes.count >= length else { return nil }
        let text = String(decoding: bytes.prefix(length), as: UTF8.self)
        guard let character = text.first, text.count == 1, character != "\u{FFFD}" else { return (.unknown, 1) }
        return (.character(character), length)
    }
}
