import Foundation

/// A game as it ended, handed to ``RecordStore/recordGameEnd(_:)``.
public struct GameResult: Sendable, Equatable, Codable {
    /// The profile that played; created on the fly if it does not exist, so a score is never dropped.
    public var profile: String
    /// The subject played.
    public var subject: RecordSubject
    /// Plain game or challenge.
    public var mode: GameMode
    /// When the first question was asked.
    public var started: Date
    /// When the game ended.
    public var ended: Date
    /// Right answers; for a challenge this is the score compared with the record.
    public var hits: Int
    /// Wrong answers and timeouts.
    public var misses: Int
    /// Every question in the order asked.
    public var questions: [QuestionOutcome]

    /// Creates a finished game.
    public init(
        profile: String = RecordStore.defaultProfile, subject: RecordSubject, mode: GameMode,
        started: Date, ended: Date, hits: Int, misses: Int, questions: [QuestionOutcome] = []
    ) {
        self.profile = profile
        self.subject = subject
        self.mode = mode
        self.started = started
        self.ended = ended
        self.hits = hits
        self.misses = misses
        self.questions = questions
    }
}
