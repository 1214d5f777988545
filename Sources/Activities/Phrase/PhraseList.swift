import Lessons
import SoundBank

/// One of the phrase builder's lists of words, `[[phrase.subjects]]` and the others: the one table the parser, the
/// layering and `bank record` read its keys and clip names from.
public enum PhraseList: String, CaseIterable, Sendable {
    /// Who: a sentence's first words.
    case subjects
    /// What they do.
    case verbs
    /// What to: the words that end a sentence.
    case complements
    /// Words said only inside a verb's negated form ("don't", "not").
    case particles

    /// The manifest key of its entries, and the name layering reports it by: `phrase.verbs`.
    public var path: String { "phrase.\(rawValue)" }

    /// The key by which an entry names the words that may follow it (a subject's `verbs`); nil for words that end a
    /// sentence or are only said inside another's negated form.
    public var nextKey: String? {
        switch self {
        case .subjects: PhraseList.verbs.rawValue
        case .verbs: PhraseList.complements.rawValue
        case .complements, .particles: nil
        }
    }

    /// Whether a whole bank must list one: a sentence needs a subject and a verb.
    var isRequired: Bool { self == .subjects || self == .verbs }

    /// Whether its entries may say what is said in their place when negated (`negated`).
    var mayBeNegated: Bool { self == .verbs }

    /// The part of its words' clip names after `phrase.` (`verb` in `phrase.verb.vull`).
    var clipPart: String {
        switch self {
        case .subjects: "subject"
        case .verbs: "verb"
        case .complements: "complement"
        case .particles: "particle"
        }
    }

    /// The clip name of its word `id`: `phrase.verb.vull`, `phrase.particle.dont`.
    public func clipName(_ id: String) -> ClipName { PhraseBuilder.clip(self, id) }

    /// Its entries in `book`.
    var entries: WritableKeyPath<BankPhraseBook, [BankPhraseEntry]> {
        switch self {
        case .subjects: \.subjects
        case .verbs: \.verbs
        case .complements: \.complements
        case .particles: \.particles
        }
    }
}
