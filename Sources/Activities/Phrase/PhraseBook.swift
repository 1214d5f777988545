import Lessons

/// The phrase builder's words, from the bank: subjects, verbs, complements, the quick starters, "no" and the question tag.
public struct PhraseBook: Hashable, Sendable {
    /// The first words of a full sentence.
    public var subjects: [PhraseWord]
    /// The verbs; each names its complements.
    public var verbs: [PhraseWord]
    /// The last words of a sentence.
    public var complements: [PhraseWord]
    /// The verbs quick mode offers first ("I want", "I am"), by id.
    public var quick: [String]
    /// "No", said before the verb of a negated sentence; nil when the bank has none.
    public var no: PhraseWord?
    /// The clip said after a question whose last word has no rising form; nil when the bank has none.
    public var questionTag: String?
    /// Written before a question where the language opens one (`¿`); empty where it does not.
    public var openingQuestionMark = ""

    /// Creates a book.
    public init(subjects: [PhraseWord], verbs: [PhraseWord], complements: [PhraseWord], quick: [String],
                no: PhraseWord?, questionTag: String?, openingQuestionMark: String = "") {
        self.subjects = subjects
        self.verbs = verbs
        self.complements = complements
        self.quick = quick
        self.no = no
        self.questionTag = questionTag
        self.openingQuestionMark = openingQuestionMark
    }

    /// No words at all: a bank without a phrase section.
    public static let empty = PhraseBook(subjects: [], verbs: [], complements: [], quick: [], no: nil, questionTag: nil)

    /// The words offered at `step` after `previous` (the word chosen before it), in the bank's order.
    func choices(at step: PhraseStep, after previous: PhraseWord?, quick: Bool) -> [PhraseWord] {
        switch step {
        case .subject: return subjects
        case .verb: return pick(quick && previous == nil ? self.quick : previous?.next ?? [], from: verbs)
        case .complement: return pick(previous?.next ?? [], from: complements)
        case .final: return []
        }
    }

    private func pick(_ ids: [String], from words: [PhraseWord]) -> [PhraseWord] {
        ids.compactMap { id in words.first { $0.id == id } }
    }
}
