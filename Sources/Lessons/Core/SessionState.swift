/// Everything a screen draws for a session; the same shape for every kind so one renderer serves all.
public struct SessionState: Hashable, Sendable {
    /// The screen the session runs on.
    public let screen: Screen
    /// Where the session stands.
    public var phase: Phase = .idle
    /// Right answers in the current game.
    public var hits = 0
    /// Wrong answers and timeouts in the current game.
    public var misses = 0
    /// Challenge lives left; nil outside a challenge.
    public var lives: Int?
    /// Challenge whole seconds left for the question; nil outside a challenge.
    public var secondsLeft: Int?
    /// The stored challenge record for the subject; nil outside a challenge.
    public var record: Int?
    /// The item or word being shown or asked, if any.
    public var current: Question?
    /// How letters are drawn.
    public var letterCase: LetterCase = .upper
    /// What a registered kind's screen shows (count-along's, memory's, the phrase builder's, the timer's, the story's);
    /// nil where the session keeps nothing there.
    public var activity: ActivityBox?

    /// A fresh state for `screen`.
    public init(screen: Screen) {
        self.screen = screen
    }

    /// Handles the inputs every session treats alike; returns nil for the ones the session must handle itself.
    public mutating func commonResponse(to input: Input) -> [Event]? {
        guard phase != .closed else { return [] }
        switch input {
        case .back:
            phase = .closed
            return [.screenLeft(screen)]
        case .help:
            return [.helpRequested(screen)]
        case .toggleCase:
            guard screen.subject?.hasLetters == true else { return [.ignored(input)] }
            letterCase = letterCase.toggled
            return [.caseToggled(letterCase)]
        default:
            return nil
        }
    }
}
