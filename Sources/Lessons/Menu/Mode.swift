/// How a subject is practised.
public enum Mode: String, CaseIterable, Sendable, Codable {
    /// Press a key, hear the item (or ask for a word and hear it clapped).
    case lesson
    /// Hear a question, press the answer; hits and misses counted.
    case game
    /// The game against the clock with three lives and a record.
    case challenge
}
