/// What the rhymes game asks: sets of a word, the word that rhymes with it and two that do not.
public struct RhymesContent: Hashable, Sendable {
    /// One question.
    public struct RhymeSet: Hashable, Sendable {
        /// The word said first.
        public var word: String
        /// The choice that rhymes with it.
        public var rhyme: String
        /// The two choices that do not.
        public var others: [String]
    }

    /// The questions, in the bank's order.
    public var sets: [RhymeSet]
    /// Whether the bank has the lead-in ("Quina rima amb…") said before the word.
    public var hasLeadIn = false

    /// A word's clip name, the scheme every part of the kind uses.
    public static func clip(of word: String) -> String { "\(Rhymes.id).\(word)" }
    /// The lead-in's clip name.
    public static let leadInClip = "\(Rhymes.id).lead_in"
}
