import Lessons

/// One word of the phrase builder as the lessons see it: what to show, what to play, what may follow.
public struct PhraseWord: Hashable, Sendable {
    /// The id other words use to point at it.
    public var id: String
    /// The word as shown.
    public var text: String
    /// Its pictogram (an emoji); empty when the bank gives none.
    public var emoji: String
    /// The clip that says it.
    public var clip: String
    /// The clip that says it rising, as the last word of a question; nil when the bank has none.
    public var questionClip: String?
    /// The ids of the words that may follow it (a subject's verbs, a verb's complements).
    public var next: [String]
    /// The words said in place of this verb in a negated sentence ("doesn't want", "am not"); nil where the book's
    /// "no" goes before it, as in Catalan and Spanish.
    public var negated: [PhraseWord]?

    /// Creates a word.
    public init(id: String, text: String, emoji: String, clip: String, questionClip: String? = nil, next: [String] = [],
                negated: [PhraseWord]? = nil) {
        self.id = id
        self.text = text
        self.emoji = emoji
        self.clip = clip
        self.questionClip = questionClip
        self.next = next
        self.negated = negated
    }
}
