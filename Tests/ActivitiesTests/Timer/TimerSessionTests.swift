@testable import Activities
import Lessons
import XCTest

final class TimerSessionTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private let activities = ["menjar", "dormir", "jugar"].map {
        TimerActivity(id: $0, text: $0.capitalized, emoji: "", clip: "timer.activity.\($0)")
    }

    /// A timer of `minutes` set at time 0, paused.
    private func timer(minutes: Int) -> TimerSession {
        var timer = TimerSession(activities: activities)
        _ = timer.handle(.adjustTime(minutes: minutes), at: 0)
        XCTAssertEqual(timer.handle(.ask, at: 0), [.timerSet(seconds: minutes * 60)])
        return timer
    }

    /// The events of advancing `timer` in steps of `step` seconds from `from` to `to`, with their times.
    private func run(_ timer: inout TimerSession, from: Double, to: Double, step: Double = 0.25) -> [(Double, Event)] {
        var events: [(Double, Event)] = []
        var time = from
        while time <= to {
            events += timer.advance(to: time).map { (time, $0) }
            time += step
        }
        return events
    }

    private func times(of event: Event, in events: [(Double, Event)]) -> [Double] {
        events.filter { $0.1 == event }.map(\.0)
    }

    func testNoAdjustmentHoweverLargeOrRepeatedOverflowsOrLeavesTheRange() {
        var timer = TimerSession(activities: activities)
        XCTAssertEqual(timer.handle(.adjustTime(minutes: 5), at: 0), [.durationSet(minutes: 5)])
        XCTAssertEqual(timer.handle(.adjustTime(minutes: .max), at: 0), [.durationSet(minutes: Input.longestDuration)])
        XCTAssertEqual(timer.handle(.adjustTime(minutes: .max), at: 0), [.ignored(.adjustTime(minutes: .max))])
        XCTAssertEqual(timer.handle(.adjustTime(minutes: .min), at: 0), [.durationSet(minutes: 0)])
        XCTAssertEqual(timer.handle(.adjustTime(minutes: .min), at: 0), [.ignored(.adjustTime(minutes: .min))])
        for _ in 0..<3_000 { _ = timer.handle(.adjustTime(minutes: 60), at: 0) }
        XCTAssertEqual(timer.state.timer?.minutes, Input.longestDuration, "held keys stop at 23:59")
        XCTAssertEqual(timer.handle(.ask, at: 0), [.timerSet(seconds: Input.longestDuration * 60)])
    }

    func testASetTimerOpensPausedAndNoTimePassesUntilStarted() {
        var timer = timer(minutes: 1)
        XCTAssertEqual(timer.state.timer?.stage, .counting)
        XCTAssertEqual(timer.state.timer?.running, false)
        XCTAssertEqual(timer.advance(to: 500), [], "paused: nothing happens however long")
        XCTAssertEqual(timer.state.timer?.secondsLeft, 60)
        XCTAssertEqual(timer.handle(.ask, at: 500), [.timerStarted])
        XCTAssertEqual(timer.advance(to: 500.5), [])
        XCTAssertEqual(timer.advance(to: 501), [.timerTick(secondsLeft: 59)])
        XCTAssertEqual(timer.state.timer?.elapsedFraction ?? 0, 1.0 / 60, accuracy: 1e-9)
    }

    func testAOneMinuteTimerSaysHalfTimeAt30SecondsNoMinuteAndTheAlarmOnceAt60() {
        var timer = timer(minutes: 1)
        _ = timer.handle(.ask, at: 0)
        let events = run(&timer, from: 0, to: 120)
        XCTAssertEqual(times(of: .halfTime, in: events), [30])
        XCTAssertEqual(times(of: .oneMinuteLeft, in: events), [], "a one-minute timer has no \"one minute left\"")
        XCTAssertEqual(times(of: .timerAlarm, in: events), [60])
        XCTAssertEqual(events.filter { $0.1.name == TimerEvent.tick.name }.count, 60, "a tick per second")
        XCTAssertEqual(timer.state.timer?.stage, .finished)
        XCTAssertEqual(timer.state.timer?.secondsLeft, 0)
        XCTAssertEqual(timer.state.timer?.elapsedFraction, 1)
    }

    func testATwoMinuteTimerSaysHalfTimeThenOneMinuteLeftAtTheSameMoment() {
        var timer = timer(minutes: 2)
        _ = timer.handle(.ask, at: 10)
        XCTAssertEqual(timer.advance(to: 69.9), [.timerTick(secondsLeft: 61)])
        XCTAssertEqual(timer.advance(to: 70), [.timerTick(secondsLeft: 60), .halfTime, .oneMinuteLeft])
        XCTAssertEqual(timer.advance(to: 129.99), [.timerTick(secondsLeft: 1)])
        XCTAssertEqual(timer.advance(to: 130), [.timerTick(secondsLeft: 0), .timerAlarm])
        XCTAssertEqual(timer.advance(to: 200), [])
    }

    func testANinetyMinuteTimerSaysItsMilestonesAt45And89Minutes() {
        var timer = timer(minutes: 90)
        _ = timer.handle(.ask, at: 0)
        let events = run(&timer, from: 0, to: 5_500, step: 0.5)
        XCTAssertEqual(times(of: .halfTime, in: events), [2_700])
        XCTAssertEqual(times(of: .oneMinuteLeft, in: events), [5_340])
        XCTAssertEqual(times(of: .timerAlarm, in: events), [5_400])
    }

    func testAPauseShiftsEverythingByItsLength() {
        var timer = timer(minutes: 1)
        _ = timer.handle(.ask, at: 0)
        XCTAssertEqual(timer.handle(.ask, at: 10.5), [.timerTick(secondsLeft: 50), .timerPaused(secondsLeft: 50)])
        XCTAssertEqual(timer.advance(to: 14), [], "paused")
        XCTAssertEqual(timer.handle(.ask, at: 15.5), [.timerStarted])
        let events = run(&timer, from: 15.5, to: 80)
        XCTAssertEqual(times(of: .halfTime, in: events), [35])
        XCTAssertEqual(times(of: .timerAlarm, in: events), [65])
    }

    func testTheAlarmAloneWhenTheClockJumpsPastTheEnd() {
        var timer = timer(minutes: 5)
        _ = timer.handle(.ask, at: 0)
        XCTAssertEqual(timer.advance(to: 1_000), [.timerTick(secondsLeft: 0), .timerAlarm])
    }

    func testBackFromTheCountdownKeepsTheActivityAndDuration() {
        var timer = TimerSession(activities: activities)
        _ = timer.handle(.key("2"), at: 0)
        _ = timer.handle(.adjustTime(minutes: 5), at: 0)
        _ = timer.handle(.ask, at: 0)
        _ = timer.handle(.ask, at: 1)
        XCTAssertEqual(timer.handle(.back, at: 3), [.timerTick(secondsLeft: 298), .durationSet(minutes: 5)])
        XCTAssertEqual(timer.state.timer?.stage, .setting)
        XCTAssertEqual(timer.state.timer?.activity?.id, "dormir")
        XCTAssertEqual(timer.advance(to: 1_000), [], "the countdown stopped")
        XCTAssertEqual(timer.handle(.ask, at: 1_000), [.timerSet(seconds: 300)], "set again, from the start")
        XCTAssertEqual(timer.state.timer?.running, false)
        XCTAssertNotEqual(timer.state.phase, .closed)
    }

    func testAfterTheAlarmEnterReturnsToSettingAndBackThereLeaves() {
        var timer = timer(minutes: 1)
        _ = timer.handle(.ask, at: 0)
        _ = timer.advance(to: 60)
        XCTAssertEqual(timer.handle(.ask, at: 61), [.durationSet(minutes: 1)])
        XCTAssertEqual(timer.state.timer?.stage, .setting)
        XCTAssertEqual(timer.handle(.back, at: 62), [.screenLeft(.timer)])
        XCTAssertEqual(timer.state.phase, .closed)
    }

    func testTheActivityIsOptionalAndItsDigitAgainClearsIt() {
        var timer = TimerSession(activities: activities)
        XCTAssertEqual(timer.handle(.key("3"), at: 0), [.activityChosen(clip: "timer.activity.jugar")])
        XCTAssertEqual(timer.handle(.key("1"), at: 0), [.activityChosen(clip: "timer.activity.menjar")])
        XCTAssertEqual(timer.state.timer?.activity?.id, "menjar")
        XCTAssertEqual(timer.handle(.key("1"), at: 0), [])
        XCTAssertNil(timer.state.timer?.activity)
        XCTAssertEqual(timer.handle(.key("4"), at: 0), [.ignored(.key("4"))], "only three activities")
        XCTAssertEqual(timer.handle(.key("0"), at: 0), [.ignored(.key("0"))])
        XCTAssertEqual(timer.handle(.repeat, at: 0), [.ignored(.repeat)], "no activity to repeat")
    }

    func testRepeatSaysTheActivityWhileCountingAndDigitsDoNothingThere() {
        var timer = TimerSession(activities: activities)
        _ = timer.handle(.key("1"), at: 0)
        _ = timer.handle(.adjustTime(minutes: 1), at: 0)
        _ = timer.handle(.ask, at: 0)
        XCTAssertEqual(timer.handle(.repeat, at: 1), [.activityChosen(clip: "timer.activity.menjar")])
        XCTAssertEqual(timer.handle(.key("2"), at: 1), [.ignored(.key("2"))])
        XCTAssertEqual(timer.handle(.adjustTime(minutes: 1), at: 1), [.ignored(.adjustTime(minutes: 1))])
    }

    func testTheDurationIsClampedToZeroAndTwentyThreeHoursFiftyNineMinutes() {
        var timer = TimerSession(activities: activities)
        XCTAssertEqual(timer.handle(.adjustTime(minutes: -1), at: 0), [.ignored(.adjustTime(minutes: -1))])
        XCTAssertEqual(timer.handle(.ask, at: 0), [.ignored(.ask)], "a zero timer is not set")
        XCTAssertEqual(timer.state.timer?.stage, .setting)
        XCTAssertEqual(timer.handle(.adjustTime(minutes: 60), at: 0), [.durationSet(minutes: 60)])
        for _ in 0..<30 { _ = timer.handle(.adjustTime(minutes: 60), at: 0) }
        XCTAssertEqual(timer.state.timer?.minutes, 23 * 60 + 59)
        XCTAssertEqual(timer.handle(.adjustTime(minutes: -60), at: 0), [.durationSet(minutes: 22 * 60 + 59)])
    }

    func testAPresetOpensCountingPausedWithItsActivity() {
        var navigator = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
        navigator.presets[ActivityTimer.id] = TimerPreset(minutes: 45, activity: "jugar")
        XCTAssertEqual(navigator.open(.timer), [.screenEntered(.timer), .timerSet(seconds: 2_700)])
        XCTAssertEqual(navigator.session?.state.timer?.activity?.id, "jugar")
        XCTAssertEqual(navigator.session?.state.timer?.running, false)
        XCTAssertEqual(navigator.handle(.key("0"), at: 0), [.ignored(.key("0"))])
        XCTAssertEqual(navigator.handle(.home, at: 1), [.screenLeft(.timer), .screenEntered(.main)])
    }

    func testTheMainMenusTenthKeyOpensTheTimerInSetting() {
        var navigator = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
        _ = navigator.open(.main)
        XCTAssertEqual(navigator.handle(.key("0"), at: 0), [.screenLeft(.main), .screenEntered(.timer)])
        XCTAssertEqual(navigator.session?.state.timer?.stage, .setting)
        XCTAssertEqual(navigator.session?.state.timer?.activities.count, 3)
        XCTAssertEqual(navigator.handle(.back, at: 1), [.screenLeft(.timer), .screenEntered(.main)])
    }

    private var content: LessonContent {
        var content = LessonContent(items: [:], words: [], praiseClips: 1, scoldClips: 1)
        content.activities[ActivityTimer.id] = activities
        return content
    }
}
