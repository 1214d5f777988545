import Lessons

/// One word of the phrase builder: its picture, its recording and the words that may follow it.
public struct BankPhraseEntry: Sendable, Hashable {
    /// The name other entries use to point at it (`vull`).
    public var id: String
    /// The word as shown.
    public var text: String
    /// The pictogram: an emoji, shown where the terminal can draw it.
    public var emoji: String
    /// The word spoken.
    public var clip: ClipRef
    /// The word spoken as a question, rising (`aigua?`), used when it ends a question.
    public var question: ClipRef?
    /// The ids of the words that may follow: a subject's verbs, a verb's complements.
    public var next: [String]

    /// Creates an entry.
    public init(id: String, text: String, emoji: String, clip: ClipRef, question: ClipRef? = nil, next: [String] = []) {
        self.id = id
        self.text = text
        self.emoji = emoji
        self.clip = clip
        self.question = question
        self.next = next
    }

    /// The clip's stable name for a word at `step` (a subject, a verb or a complement).
    public func clipName(_ step: PhraseStep) -> ClipName { .phrase(step, id) }
}
