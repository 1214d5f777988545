/// What happened to one question of a game.
public enum AnswerResult: String, CaseIterable, Sendable, Codable {
    /// The right key was pressed.
    case hit
    /// A wrong key was pressed.
    case miss
    /// The countdown ran out before any answer.
    case timeout
}
