@testable import Activities
import Lessons
import XCTest

/// The timer's events and clips keep the names the log, the cue table and the banks knew them by when built in.
final class TimerNameTests: XCTestCase {
    func testLogNamesAreTheAgreedSnakeCaseNames() {
        let named: [(Event, String)] = [
            (.activityChosen(clip: "timer.activity.menjar"), "activity_chosen"),
            (.durationSet(minutes: 5), "duration_set"),
            (.timerSet(seconds: 300), "timer_set"),
            (.timerStarted, "timer_started"),
            (.timerPaused(secondsLeft: 30), "timer_paused"),
            (.timerTick(secondsLeft: 29), "timer_tick"),
            (.halfTime, "half_time"),
            (.oneMinuteLeft, "one_minute_left"),
            (.timerAlarm, "timer_alarm"),
        ]
        for (event, name) in named {
            XCTAssertEqual(event.name, name)
        }
    }

    func testClipsAreNamedAsTheBankListsThem() {
        XCTAssertEqual(ActivityTimer.activityClip("menjar").rawValue, "timer.activity.menjar")
        XCTAssertEqual(ActivityTimer.alarmClip.rawValue, "timer.alarm")
        XCTAssertEqual(ActivityTimer.halfClip.rawValue, "timer.half")
        XCTAssertEqual(ActivityTimer.minuteClip.rawValue, "timer.minute")
    }
}
