import Lessons

/// The activity timer's own input, its keys' and scripts' (`adjust MINUTES`).
public enum TimerAction: String, ActivityActions {
    /// Lengthen (or, negative, shorten) the duration being set by the input's number of minutes.
    case adjust

    /// The longest duration the timer sets, and the most one adjustment changes it by, in minutes: 23 h 59 min, as the
    /// design's count-down picker allows.
    public static let longestDuration = 23 * 60 + 59

    public var numbers: ClosedRange<Int>? { -Self.longestDuration...Self.longestDuration }
    public var numbersAre: String { "whole minutes" }
}
