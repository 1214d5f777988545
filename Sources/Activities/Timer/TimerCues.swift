import Conductor

extension ActivityTimer: CueActivity {
    /// An activity's name when chosen, the milestones said and the alarm at zero; setting, starting, pausing and the
    /// ticks are silent.
    public static let cues: [TimerEvent: [CueStep]] = [
        .activityChosen: [.eventClip],
        .halfTime: [.clip(halfClip)],
        .oneMinuteLeft: [.clip(minuteClip)],
        .alarm: [.clip(alarmClip)],
    ]
}
