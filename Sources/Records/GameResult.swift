import Foundation
import Lessons

/// A game as it ended, handed to ``RecordStore/recordGameEnd(_:)``.
public struct GameResult: Sendable, Equatable, Codable {
    /// Unique across kiosks, so results merge without conflict.
    public var id: UUID
    /// The profile that played; created on the fly if it does not exist, so a score is never dropped.
    public var profile: String
    /// The subject played.
    public var subject: Subject
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
    /// The kiosk that recorded it; set by the store on reading, ignored on writing.
    public var kiosk: String?

    /// Creates a finished game with a new UUID unless one is given.
    public init(
        id: UUID = UUID(), profile: String = RecordStore.defaultProfile, subject: Subject, mode: GameMode,
        started: Date, ended: Date, hits: Int, misses: Int, questions: [QuestionOutcome] = [], kiosk: String? = nil
    ) {
        self.id = id
        self.profile = profile
        self.subject = subject
        self.mode = mode
        self.started = started
        self.ended = ended
        self.hits = hits
        self.misses = misses
        self.questions = questions
        self.kiosk = kiosk
    }
}
