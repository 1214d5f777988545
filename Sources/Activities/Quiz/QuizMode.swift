import Lessons

/// Whether a quiz is the plain game or the challenge, and what the challenge needs.
enum QuizMode: Sendable {
    /// Ask, answer, count hits and misses; no clock, no lives.
    case game
    /// The game with a countdown per question, lives and a record kept in `records`.
    case challenge(ChallengeRules, records: any RecordKeeper)
}
