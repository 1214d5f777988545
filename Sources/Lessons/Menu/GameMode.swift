/// The modes a finished game is recorded in: a `Mode` that keeps a score, so a stored result can never be a lesson.
public enum GameMode: String, CaseIterable, Sendable, Codable {
    /// The plain game: questions until the child stops, no lives.
    case game
    /// The challenge: countdown and three lives, the score may become a record.
    case challenge

    /// The mode of the subject's screen a game of this mode is played on.
    public var screenMode: Mode { self == .game ? .game : .challenge }

    /// How a screen of `mode` is recorded; nil for a lesson, which is not a game.
    public init?(_ mode: Mode) {
        switch mode {
        case .lesson: return nil
        case .game: self = .game
        case .challenge: self = .challenge
        }
    }
}
