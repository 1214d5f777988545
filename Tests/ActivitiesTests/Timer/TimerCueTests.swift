@testable import Activities
import AudioEngine
@testable import Conductor
import Lessons
import XCTest

/// The timer's default cues, rendered offline: activity names, milestones and the alarm, and silent events that
/// must never cut what plays.
final class TimerCueTests: XCTestCase {
    private var engine: Engine!
    private var conductor: Conductor!

    override func setUp() {
        ActivityList.register()
        engine = Engine(configuration: EngineConfiguration())
        // The timer's clips as steady tones of their lengths, so their starts and ends can be measured.
        let clips = CueRender.Library(seconds: ["timer.activity.menjar": 0.5, "timer.half": 0.5, "timer.minute": 0.5, "timer.alarm": 2])
        conductor = Conductor(engine: engine, library: clips, table: .withActivities)
    }

    /// Clip starts and ends reported so far, as (event, clip, seconds).
    private func reports() -> [(String, String, Double)] {
        conductor.collect().compactMap { report in
            switch report {
            case .clipStarted(_, let clip, let frame): ("start", clip, engine.format.seconds(frames: Int(frame)))
            case .clipEnded(_, let clip, let frame): ("end", clip, engine.format.seconds(frames: Int(frame)))
            default: nil
            }
        }
    }

    func testActivityMilestonesAndAlarmPlayTheirClips() {
        let renderer = FileRenderer(mixer: engine.mixer)
        conductor.perform([.activityChosen(clip: "timer.activity.menjar")], on: .timer, atFrame: 0)
        renderer.render(seconds: 1)
        conductor.perform([.timerTick(secondsLeft: 60), .halfTime, .oneMinuteLeft], on: .timer, atFrame: renderer.frame)
        renderer.render(seconds: 2)
        conductor.perform([.timerTick(secondsLeft: 0), .timerAlarm], on: .timer, atFrame: renderer.frame)
        renderer.render(seconds: 3)
        XCTAssertEqual(reports().filter { $0.0 == "start" }.map(\.1),
                       ["timer.activity.menjar", "timer.half", "timer.minute", "timer.alarm"])
    }

    /// A bank's `[cues]` may give the timer's events a cue of their own, as it may any kind's: a bell before the alarm,
    /// and a sound as the countdown starts.
    func testABanksCuesPlayInPlaceOfTheTimers() {
        let overrides = [CueKey(activity: TimerEvent.alarm.name): [CueStep.clip(.clap), .clip(ActivityTimer.alarmClip)],
                         CueKey(activity: TimerEvent.started.name): [.clip(.clap)]]
        let names: Set = ["clap", "timer.alarm"]
        XCTAssertEqual(CueRender.clips(for: [.timerStarted], on: .timer, names: names, overrides: overrides), ["clap"])
        XCTAssertEqual(CueRender.clips(for: [.timerTick(secondsLeft: 0), .timerAlarm], on: .timer, names: names, overrides: overrides),
                       ["clap", "timer.alarm"])
        XCTAssertEqual(CueRender.clips(for: [.timerStarted], on: .timer, names: names), [], "silent without the bank's cue")
    }

    func testSilentTicksAndAPauseNeverCutTheAlarm() {
        let renderer = FileRenderer(mixer: engine.mixer)
        conductor.perform([.timerTick(secondsLeft: 0), .timerAlarm], on: .timer, atFrame: 0)
        renderer.render(seconds: 0.5)
        conductor.perform([.timerTick(secondsLeft: 0)], on: .timer, atFrame: renderer.frame)
        conductor.perform([.durationSet(minutes: 1)], on: .timer, atFrame: renderer.frame)
        conductor.perform([.timerSet(seconds: 60), .timerStarted, .timerPaused(secondsLeft: 60)], on: .timer, atFrame: renderer.frame)
        XCTAssertTrue(conductor.isPlaying)
        renderer.render(seconds: 2)
        let alarmEnd = reports().first { $0.0 == "end" && $0.1 == "timer.alarm" }
        XCTAssertEqual(alarmEnd?.2 ?? 0, 2, accuracy: 0.01, "the alarm played to its end")
    }
}
