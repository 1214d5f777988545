/// The modes a finished game is recorded in: a `Mode` that keeps a score, so a stored result can never be a lesson.
public enum GameMode: String, CaseIterable, Sendable, Codable {
    /// The plain game: questions until the child stops, no lives.
    case game
    /// The challenge: countdown and three lives, the score may become a record.
    case challenge

    /// How a screen of `mode` is recorded; nil for a lesson, which is not a game.
    public init?(_ mode: Mode) {
        switch mode {
        case .lesson: return nil
        case .game: self = .game
        case .challenge: self = .challenge
        }
    }
}
