@testable import Activities
import Lessons

/// The timer's events under the names the shared `Event` gave them before the kind moved, so its tests read as they did.
extension Event {
    static func activityChosen(clip: String) -> Event {
        TimerEvent.activityChosen.event(clips: [clip], log: [.clip: .words(clip)])
    }
    static func durationSet(minutes: Int) -> Event { TimerEvent.durationSet(minutes: minutes) }
    static func timerSet(seconds: Int) -> Event { TimerEvent.set(seconds: seconds) }
    static var timerStarted: Event { TimerEvent.started.event() }
    static func timerPaused(secondsLeft: Int) -> Event { TimerEvent.paused(secondsLeft: secondsLeft) }
    static func timerTick(secondsLeft: Int) -> Event { TimerEvent.tick(secondsLeft: secondsLeft) }
    static var halfTime: Event { TimerEvent.halfTime.event() }
    static var oneMinuteLeft: Event { TimerEvent.oneMinuteLeft.event() }
    static var timerAlarm: Event { TimerEvent.alarm.event() }
}

extension SessionState {
    /// The timer's view, where the state's own slot held it before the kind moved.
    var timer: TimerView? { activity?.value(as: TimerView.self) }
}
