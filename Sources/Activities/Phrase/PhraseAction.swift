import Lessons

/// The phrase builder's own inputs, its keys' and scripts'.
public enum PhraseAction: String, ActivityActions {
    /// Say the sentence with or without "no" (`n`).
    case negate
    /// Say the sentence as a question or a statement (`p`).
    case question
}
