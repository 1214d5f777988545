/// How a finished game was played; only challenge games can set a record.
public enum GameMode: String, CaseIterable, Sendable, Codable {
    /// The plain game: questions until the child stops, no lives.
    case game
    /// The challenge: countdown and three lives, the score may become a record.
    case challenge
}
