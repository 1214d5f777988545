import Lessons

/// A built (or half-built) sentence: its words in order, whether it is negated or a question, and how it sounds.
public struct PhraseSentence: Hashable, Sendable {
    /// A chosen word and the step it was chosen at.
    public struct Part: Hashable, Sendable {
        /// Where it stands in the sentence.
        public let step: PhraseStep
        /// The word.
        public let word: PhraseWord
    }

    /// The chosen words in order.
    public internal(set) var words: [Part] = []
    /// Whether the verb is negated.
    public internal(set) var negated = false
    /// Whether it is asked rather than said.
    public internal(set) var question = false
    /// "No", from the bank.
    public let no: PhraseWord?
    /// Said after a question when its last word has no rising form.
    let questionTag: String?
    /// Written before a question (`¿`), or empty.
    let openingQuestionMark: String

    /// An empty sentence that negates with `no` and asks with `questionTag` when needed.
    init(no: PhraseWord?, questionTag: String?, openingQuestionMark: String = "") {
        self.no = no
        self.questionTag = questionTag
        self.openingQuestionMark = openingQuestionMark
    }

    /// The words as spoken. Negated, the verb is said in its negated form where it has one ("doesn't want"), else
    /// with "no" before it; a sentence with no verb yet ends in "no".
    public var spokenWords: [PhraseWord] {
        var list = words.map(\.word)
        guard negated else { return list }
        guard let verb = words.firstIndex(where: { $0.step == .verb }) else { return list + (no.map { [$0] } ?? []) }
        if let form = list[verb].negated {
            list.replaceSubrange(verb...verb, with: form)
        } else if let no {
            list.insert(no, at: verb)
        }
        return list
    }

    /// The clips to play back to back: each word's, the last one rising (or followed by the tag) in a question.
    public var clips: [String] {
        var clips = spokenWords.map(\.clip)
        guard question, let last = spokenWords.last else { return clips }
        if let rising = last.questionClip {
            clips[clips.count - 1] = rising
        } else if let questionTag {
            clips.append(questionTag)
        }
        return clips
    }

    /// The sentence as written: capitalized, ending in a full stop or a question mark (and opening with one where
    /// the language does).
    public var text: String {
        let joined = spokenWords.map(\.text).joined(separator: " ")
        guard let first = joined.first else { return "" }
        let capitalized = first.uppercased() + joined.dropFirst()
        return question ? openingQuestionMark + capitalized + "?" : capitalized + "."
    }
}
