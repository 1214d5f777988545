import Lessons

/// Which word the phrase builder asks for, or the finished sentence.
public enum PhraseStep: String, Hashable, Sendable {
    /// Who: the sentence's subject (full mode only).
    case subject
    /// What they do; quick mode starts here with "I want" / "I am".
    case verb
    /// What to: the verb's complement.
    case complement
    /// The sentence is built: it is spoken, and can be negated or asked.
    case final

    /// The step after a word chosen here; a word with nothing to follow it ends the sentence.
    func next(hasFollowers: Bool) -> PhraseStep {
        guard hasFollowers else { return .final }
        switch self {
        case .subject: return .verb
        case .verb: return .complement
        case .complement, .final: return .final
        }
    }
}
