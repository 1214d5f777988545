/// How letters are drawn: upper case ("lletra de pal") or lower case ("lletra lligada").
public enum LetterCase: String, Sendable, Codable {
    case upper, lower

    /// The other case, for the toggle key.
    public var toggled: LetterCase { self == .upper ? .lower : .upper }

    /// `text` drawn in this case (an item's key, `A` or `a`).
    public func applied(to text: String) -> String { self == .upper ? text.uppercased() : text.lowercased() }
}
