/// Where a session stands, so the screen knows what to draw and which keys count.
public enum Phase: String, Sendable, Codable {
    /// Waiting for the child to ask (or, in a lesson, to press an item's key).
    case idle
    /// A question is pending and a key answers it.
    case awaitingAnswer
    /// A syllables word is being presented (lesson): syllables are revealed as they are heard.
    case presenting
    /// A challenge answer's praise or scolding is playing; the next question follows by itself.
    case feedback
    /// A challenge ended and "GAME OVER" or "NEW RECORD" is being announced; keys are ignored.
    case announcement
    /// The child went back; the session takes no more input.
    case closed
}
