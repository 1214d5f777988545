import Lessons

/// The activity timer (the communication aid's "planificador" and "tiempo" screens): pick an activity and a
/// duration, then watch the time run out, with spoken milestones and an alarm at zero.
///
/// Setting: a digit 1–9 chooses an activity and says it (the same digit again clears it: the activity is
/// optional); `adjust` (`TimerAction`) sets the duration, 0 to 23 h 59 min; Enter sets the timer, which opens paused so the
/// child starts it. Counting: Enter starts and pauses, back returns to setting with the same choices, repeat says
/// the activity again. Time passes only while running and only as the `now` values given say: half time, one
/// minute left (timers over a minute) and the alarm at zero each come once.
struct TimerSession: Session, Sendable {
    /// Absorbs the rounding of sums of seconds, so a milestone due at 30 s is not a step late at 29.999…
    private static let slack = 1e-9

    /// What the screen draws now.
    private(set) var state = SessionState(screen: ActivityTimer.screen)
    private let preset: TimerPreset?
    private var clock = -Double.infinity
    /// Seconds run before the current run began.
    private var banked = 0.0
    /// When the current run began; nil while paused.
    private var runStart: Double?
    private var halfSaid = false
    private var minuteSaid = false

    /// A timer offering the first nine of `activities`; with a `preset` it opens counting, paused.
    init(activities: [TimerActivity], preset: TimerPreset? = nil) {
        timer = TimerView(activities: Array(activities.prefix(ActivityTimer.mostActivities)))
        state.activity = ActivityBox(timer)
        self.preset = preset
    }

    // Kept here and mirrored into the state's view, so the session never unwraps its own state.
    private var timer: TimerView {
        didSet { state.activity = ActivityBox(timer) }
    }

    /// Applies a preset: the timer is set and paused as the screen opens.
    mutating func start() -> [Event] {
        guard let preset else { return [] }
        timer.activity = timer.activities.first { $0.id == preset.activity }
        timer.minutes = Self.clamped(preset.minutes)
        return timer.minutes > 0 ? set() : []
    }

    /// Applies `input` after letting time run to `now`, so a pause lands on the time it was pressed.
    mutating func handle(_ input: Input, at now: Double) -> [Event] {
        advance(to: now) + respond(to: input)
    }

    /// A running timer counts down.
    var awaitsTime: Bool { timer.stage == .counting && timer.running }

    /// Counts down while running: a tick when the whole seconds left change, the milestones and the alarm when due.
    mutating func advance(to now: Double) -> [Event] {
        clock = max(clock, now)
        guard timer.stage == .counting, timer.running else { return [] }
        return progress()
    }

    // MARK: - Inputs

    private mutating func respond(to input: Input) -> [Event] {
        if input == .back, timer.stage != .setting { return backToSetting() }
        if let common = state.commonResponse(to: input) { return common }
        if let (_, change) = TimerAction.matching(input), let change {
            guard timer.stage == .setting else { return [.ignored(input)] }
            // A change past the whole range is the whole range, so no change, however large or repeated, overflows.
            let longest = TimerAction.longestDuration
            let minutes = Self.clamped(timer.minutes + min(max(change, -longest), longest))
            guard minutes != timer.minutes else { return [.ignored(input)] }
            timer.minutes = minutes
            return [TimerEvent.durationSet(minutes: minutes)]
        }
        switch (input, timer.stage) {
        case (.key(let key), .setting):
            return choose(key, input: input)
        case (.ask, .setting):
            return timer.minutes > 0 ? set() : [.ignored(input)]
        case (.ask, .counting):
            return timer.running ? pause() : resume()
        case (.ask, .finished):
            return backToSetting()
        case (.repeat, _):
            guard let activity = timer.activity else { return [.ignored(input)] }
            return [TimerEvent.chosen(activity)]
        case (.cueFinished, _):
            return []
        default:
            return [.ignored(input)]
        }
    }

    /// Digit n picks the nth activity; the chosen one's digit clears the choice.
    private mutating func choose(_ key: String, input: Input) -> [Event] {
        guard let digit = Int(key), timer.activities.indices.contains(digit - 1) else { return [.ignored(input)] }
        let activity = timer.activities[digit - 1]
        guard activity != timer.activity else {
            timer.activity = nil
            return []
        }
        timer.activity = activity
        return [TimerEvent.chosen(activity)]
    }

    // MARK: - Stages

    private mutating func set() -> [Event] {
        timer.stage = .counting
        timer.totalSeconds = timer.minutes * 60
        timer.secondsLeft = timer.totalSeconds
        timer.running = false
        timer.elapsedFraction = 0
        banked = 0
        runStart = nil
        halfSaid = false
        minuteSaid = false
        return [TimerEvent.set(seconds: timer.totalSeconds)]
    }

    private mutating func resume() -> [Event] {
        runStart = clock
        timer.running = true
        return [TimerEvent.started.event()]
    }

    private mutating func pause() -> [Event] {
        banked = elapsed
        runStart = nil
        timer.running = false
        return [TimerEvent.paused(secondsLeft: timer.secondsLeft)]
    }

    private mutating func backToSetting() -> [Event] {
        timer.stage = .setting
        timer.running = false
        runStart = nil
        return [TimerEvent.durationSet(minutes: timer.minutes)]
    }

    // MARK: - Time

    /// Seconds of the countdown passed, never more than its length.
    private var elapsed: Double {
        let running = runStart.map { clock - $0 } ?? 0
        return min(Double(timer.totalSeconds), banked + running)
    }

    private mutating func progress() -> [Event] {
        let total = Double(timer.totalSeconds)
        let passed = elapsed + Self.slack
        let left = max(0, timer.totalSeconds - Int(passed.rounded(.down)))
        timer.elapsedFraction = min(1, elapsed / total)
        var events: [Event] = []
        if left != timer.secondsLeft {
            timer.secondsLeft = left
            events.append(TimerEvent.tick(secondsLeft: left))
        }
        guard left > 0 else {
            // Reaching zero in the same step as a milestone (a stalled clock): the alarm alone says it.
            timer.stage = .finished
            timer.running = false
            runStart = nil
            return events + [TimerEvent.alarm.event()]
        }
        if !halfSaid, passed >= total / 2 {
            halfSaid = true
            events.append(TimerEvent.halfTime.event())
        }
        if !minuteSaid, timer.totalSeconds > 60, passed >= total - 60 {
            minuteSaid = true
            events.append(TimerEvent.oneMinuteLeft.event())
        }
        return events
    }

    private static func clamped(_ minutes: Int) -> Int {
        min(max(0, minutes), TimerAction.longestDuration)
    }
}
