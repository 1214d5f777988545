/// The challenge's numbers, eduCAT's values by default; callers change only what they need.
public struct ChallengeRules: Hashable, Sendable {
    /// Whole seconds to answer each question; the countdown restarts at this for every question.
    public var seconds = 9
    /// Lives at the start of a game.
    public var lives = 3
    /// When true a timeout ends the game at once, as the original code did; when false it costs a life, as its use cases say.
    public var timeoutEndsGame = false
    /// How long praise or scolding plays before the next question is asked, unless the conductor reports the cue finished first.
    public var feedbackSeconds = 2.5
    /// Extra feedback time when a syllables word is replayed clapped after an answer.
    public var replaySeconds = 7.0
    /// How long "GAME OVER" or "NEW RECORD" plays before a new game may start, unless the conductor reports it finished first.
    public var announcementSeconds = 5.0

    /// The defaults: 9 s, 3 lives, a timeout costs a life.
    public init() {}
}
