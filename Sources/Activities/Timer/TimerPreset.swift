/// A timer set before its screen opens (`educat timer --duration 45m --activity menjar`): it opens counting, paused.
public struct TimerPreset: Hashable, Sendable {
    /// The duration in minutes, more than 0.
    public var minutes: Int
    /// The activity's id, if one was chosen.
    public var activity: String?

    /// Makes a preset.
    public init(minutes: Int, activity: String? = nil) {
        self.minutes = minutes
        self.activity = activity
    }
}
