/// What the timer screen draws: the activities to pick from, the choice, the duration and the countdown.
public struct TimerView: Hashable, Sendable {
    /// Where the timer stands.
    public enum Stage: String, Hashable, Sendable {
        /// Choosing an activity and a duration.
        case setting
        /// Counting down, running or paused.
        case counting
        /// Time is up; the alarm has played.
        case finished
    }

    /// The activities on the digit keys 1–9, in the bank's order.
    public let activities: [TimerActivity]
    /// Where the timer stands.
    public internal(set) var stage = Stage.setting
    /// The chosen activity; the timer needs none.
    public internal(set) var activity: TimerActivity?
    /// The duration being set, in minutes.
    public internal(set) var minutes = 0
    /// The length of the countdown, in seconds.
    public internal(set) var totalSeconds = 0
    /// Whole seconds left, rounded up, so the screen shows the full duration until its first second has passed.
    public internal(set) var secondsLeft = 0
    /// Whether time is running (a countdown opens paused).
    public internal(set) var running = false
    /// How much of the countdown has passed, 0 to 1, for the progress bar.
    public internal(set) var elapsedFraction = 0.0

    /// Whether a countdown is set, running or paused (the kiosk does not leave such a screen when idle).
    public var isCounting: Bool { stage == .counting }
}
