import Lessons

/// The phrase builder's words, from the bank's `[phrase]` section: who, what they do, and what to.
///
/// Which verbs follow a subject and which complements follow a verb are lists of ids, so a carer adds a word
/// and its recording by adding one entry and naming it where it may follow.
public struct BankPhraseBook: Sendable, Hashable {
    /// The first words of a full sentence.
    public var subjects: [BankPhraseEntry] = []
    /// The verbs, each naming the complements that may follow it.
    public var verbs: [BankPhraseEntry] = []
    /// The words that end a sentence.
    public var complements: [BankPhraseEntry] = []
    /// Words said only inside a verb's negated form ("don't", "doesn't", "not").
    public var particles: [BankPhraseEntry] = []
    /// The verbs quick mode starts with ("vull", "estic": I want, I am), without a subject.
    public var quick: [String] = []
    /// "No", said before the verb of a negated sentence.
    public var no: ClipRef?
    /// Said after a question whose last word has no question form of its own.
    public var question: ClipRef?
    /// Written before a question, for languages that open one (`¿` in Spanish).
    public var openingQuestionMark = ""

    /// An empty book.
    public init() {}

    /// The clips with their stable names: `phrase.no`, `phrase.question`, `phrase.verb.vull`, `phrase.verb.vull.question`.
    public var clips: [NamedClip] {
        var list: [NamedClip] = []
        if let no { list.append(NamedClip(.phraseNo, clip: no, role: .voice)) }
        if let question { list.append(NamedClip(.phraseQuestion, clip: question, role: .voice)) }
        for entry in subjects + verbs + complements + particles {
            list.append(NamedClip(name: entry.word.clip, clip: entry.clip, role: .voice))
            if let form = entry.question, let name = entry.word.questionClip {
                list.append(NamedClip(name: name, clip: form, role: .voice))
            }
        }
        return list
    }

    /// The entry's word with its negated form resolved: each id names a particle, a verb or a subject, in that order
    /// (the checker reports one that names none).
    public func word(_ entry: BankPhraseEntry) -> PhraseWord {
        var word = entry.word
        word.negated = entry.negated.map { ids in
            ids.compactMap { id in (particles + verbs + subjects).first { $0.id == id }?.word }
        }
        return word
    }
}
