/// The phrase builder's screens in the menu tree: a menu with the full builder and the quick "I want / I am" mode.
extension Screen {
    /// The phrase menu.
    public static let phrase = Screen(kind: .phrase)
    /// Subject, verb, complement, then the sentence.
    public static let phraseFull = Screen(kind: .phrase, part: .full)
    /// Only "I want …" and "I am …" sentences: a starter, then a complement.
    public static let phraseQuick = Screen(kind: .phrase, part: .quick)

    /// Whether the screen is one of the phrase builder's sessions.
    public var isPhraseSession: Bool { kind == .phrase && part != nil }
}
