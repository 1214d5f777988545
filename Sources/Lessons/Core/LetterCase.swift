/// How letters are drawn: upper case ("lletra de pal") or lower case ("lletra lligada").
public enum LetterCase: String, Sendable, Codable {
    case upper, lower

    /// The other case, for the toggle key.
    public var toggled: LetterCase { self == .upper ? .lower : .upper }
}
