import Lessons

/// The activity timer's events; their names are the log's and the cue table's, as they were when the shared `Event`
/// held them.
public enum TimerEvent: String, ActivityEvents {
    /// An activity was chosen (or repeated); its clip plays.
    case activityChosen = "activity_chosen"
    /// The setting stage shows a duration (changed, or back from the countdown); silent.
    case durationSet = "duration_set"
    /// A countdown is set, paused until started.
    case set = "timer_set"
    /// The countdown runs.
    case started = "timer_started"
    /// The countdown is paused.
    case paused = "timer_paused"
    /// The whole seconds left changed; silent, for the screen and the log.
    case tick = "timer_tick"
    /// Half the time has passed; "half time" plays.
    case halfTime = "half_time"
    /// One minute is left (timers longer than a minute); it is said.
    case oneMinuteLeft = "one_minute_left"
    /// Time is up; the alarm plays, once.
    case alarm = "timer_alarm"

    /// `activity` chosen or repeated: its name is said.
    static func chosen(_ activity: TimerActivity) -> Event {
        Self.activityChosen.event(clips: [activity.clip], log: [.clip: .words(activity.clip)])
    }

    /// The setting stage shows `minutes`.
    static func durationSet(minutes: Int) -> Event { Self.durationSet.event(log: [.minutes: .number(minutes)]) }

    /// A countdown of `seconds` set.
    static func set(seconds: Int) -> Event { Self.set.event(log: [.seconds: .number(seconds)]) }

    /// Paused with `secondsLeft` to go.
    static func paused(secondsLeft: Int) -> Event { Self.paused.event(log: [.secondsLeft: .number(secondsLeft)]) }

    /// `secondsLeft` whole seconds to go.
    static func tick(secondsLeft: Int) -> Event { Self.tick.event(log: [.secondsLeft: .number(secondsLeft)]) }

    /// The event, with the clips it plays and what the log says of it.
    func event(clips: [String] = [], log: [LogField: LogValue] = [:]) -> Event {
        .activity(ActivityEvent(self, clips: clips, log: log, measure: measure, isCounted: measure != nil))
    }

    /// What the activity's record counts the event for, as the report names it; nil for the events it does not count.
    private var measure: String? {
        switch self {
        case .activityChosen: "activities chosen"
        case .started: "timers started"
        case .alarm: "activities timed"
        default: nil
        }
    }
}
