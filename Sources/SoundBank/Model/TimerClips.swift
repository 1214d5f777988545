/// The activity timer's clips, from the bank's `[timer]` table: the alarm at zero, the spoken milestones and the
/// activities on the digit keys.
public struct TimerClips: Sendable, Hashable {
    /// Played once when the time is up (a chime, not a voice).
    public var alarm: ClipRef
    /// Said when half the time has passed.
    public var half: ClipRef?
    /// Said when one minute is left.
    public var minute: ClipRef?
    /// The activities in manifest order, at most 9 (the digit keys 1–9).
    public var activities: [TimerActivityClip]

    /// Creates the timer's clips.
    public init(alarm: ClipRef, half: ClipRef?, minute: ClipRef?, activities: [TimerActivityClip]) {
        self.alarm = alarm
        self.half = half
        self.minute = minute
        self.activities = activities
    }
}
