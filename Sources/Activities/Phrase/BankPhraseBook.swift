import Lessons
import SoundBank

/// The phrase builder's words, from the bank's `[phrase]` section: who, what they do, and what to.
///
/// Which verbs follow a subject and which complements follow a verb are lists of ids, so a carer adds a word
/// and its recording by adding one entry and naming it where it may follow.
public struct BankPhraseBook: BankSection, Hashable {
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

    /// The keys an overlay's word gives, by its list and id (`phrase.verbs.vull`): its fallback's word of that id
    /// gives the others once laid over it.
    var given: [String: Set<String>] = [:]

    /// An empty book.
    public init() {}

    /// The clips with their stable names: `phrase.no`, `phrase.question`, `phrase.verb.vull`, `phrase.verb.vull.question`.
    public var clips: [NamedClip] {
        var list: [NamedClip] = []
        if let no { list.append(NamedClip(PhraseBuilder.noClip, clip: no, role: .voice)) }
        if let question { list.append(NamedClip(PhraseBuilder.questionClip, clip: question, role: .voice)) }
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

    /// What the builder offers, a `PhraseBook`: the words named as the bank lists their clips (`phrase.verb.vull`).
    public var lessonContent: any Sendable {
        let no = no.map { PhraseWord(id: "no", text: $0.text ?? "no", emoji: "", clip: PhraseBuilder.noClip.rawValue) }
        return PhraseBook(subjects: subjects.map(\.word), verbs: verbs.map(word), complements: complements.map(\.word),
                          quick: quick, no: no, questionTag: question.map { _ in PhraseBuilder.questionClip.rawValue },
                          openingQuestionMark: openingQuestionMark)
    }

    /// "No" and the question tag by name, each word in its entry, whose picture, followers and question form stay.
    public func recordingItems(in language: String, saying said: (ClipRef, String) -> String) -> [RecordingItem] {
        let named = [(PhraseBuilder.noClip, "no", no), (PhraseBuilder.questionClip, "question", question)]
        var items = named.compactMap { name, key, clip in
            clip.map { RecordingItem(name: name.rawValue, text: said($0, key), current: $0,
                                     kind: .value(table: PhraseBuilder.id, key: key)) }
        }
        for list in PhraseList.allCases {
            items += self[keyPath: list.entries].map { entry in
                RecordingItem(name: entry.word.clip, text: entry.text, emoji: entry.emoji.isEmpty ? nil : entry.emoji,
                              current: entry.clip, file: RecordingItem.nestedPath(for: entry.word.clip),
                              kind: .fields(of: list.path, where: "id", is: entry.id, values: [("text", entry.text)]))
            }
        }
        return items
    }
}

extension Bank {
    /// The phrase builder's words and what follows what; nil when neither the bank nor a fallback has `[phrase]`.
    public var phrase: BankPhraseBook? { sections[PhraseBuilder.id] as? BankPhraseBook }
}
