/// A sequence of keys pressed one after another (the operator chord, `ctrl-o ctrl-p` by default).
public struct KeyChord: Sendable, Equatable, CustomStringConvertible {
    /// The keys, in order.
    public let keys: [Key]
    /// How long each next key of the chord may take, in seconds.
    public var window = 3.0
    private var matched = 0
    private var lastMatch = -Double.infinity

    /// Parses key names separated by spaces (`ctrl-o ctrl-p`); nil when a name is unknown or the chord is empty.
    public init?(_ text: String) {
        let keys = text.split(separator: " ").map { Key(name: String($0)) }
        guard !keys.isEmpty, !keys.contains(nil) else { return nil }
        self.keys = keys.compactMap { $0 }
    }

    /// The standard chord, `ctrl-o ctrl-p`.
    public static let standard = KeyChord("ctrl-o ctrl-p")!

    /// Notes a key pressed at `now`; true when it completes the chord.
    public mutating func press(_ key: Key, at now: Double) -> Bool {
        if matched > 0, now - lastMatch > window { matched = 0 }
        if key == keys[matched] {
            matched += 1
        } else {
            matched = key == keys[0] ? 1 : 0
        }
        lastMatch = now
        guard matched == keys.count else { return false }
        matched = 0
        return true
    }

    /// The chord as the configuration writes it.
    public var description: String { keys.map(\.description).joined(separator: " ") }

    public static func == (lhs: KeyChord, rhs: KeyChord) -> Bool { lhs.keys == rhs.keys && lhs.window == rhs.window }
}
