import Foundation

/// One row of the history: a stored game without its questions.
public struct FinishedGame: Sendable, Equatable {
    /// The profile that played.
    public var profile: String
    /// The subject played.
    public var subject: RecordSubject
    /// Plain game or challenge.
    public var mode: GameMode
    /// When the game started.
    public var started: Date
    /// When the game ended.
    public var ended: Date
    /// Right answers.
    public var hits: Int
    /// Wrong answers and timeouts.
    public var misses: Int
}
