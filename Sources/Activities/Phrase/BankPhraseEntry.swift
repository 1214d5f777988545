import Lessons
import SoundBank

/// One word of the phrase builder as a bank lists it: the lessons' word, whose fields read through, with the files
/// that say it.
@dynamicMemberLookup
public struct BankPhraseEntry: Sendable, Hashable {
    /// The word as the phrase builder offers it, its clips named by where it stands (`phrase.verb.vull`).
    public var word: PhraseWord
    /// The file that says the word.
    public var clip: ClipRef
    /// The file that says it rising (`aigua?`), used when it ends a question.
    public var question: ClipRef?
    /// A verb's negated form as the ids of the words said in its place (`["doesnt", "want"]`); nil: "no" before it.
    public var negated: [String]?

    /// Creates an entry said by `clip`, by `question` at the end of a question, and negated as `negated` says.
    public init(_ word: PhraseWord, clip: ClipRef, question: ClipRef? = nil, negated: [String]? = nil) {
        self.word = word
        self.clip = clip
        self.question = question
        self.negated = negated
    }

    /// The word's `id`, `text`, `emoji` and `next`.
    public subscript<Value>(dynamicMember field: KeyPath<PhraseWord, Value>) -> Value { word[keyPath: field] }
}
