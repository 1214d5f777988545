import Lessons

/// The activity timer: pick an activity and a duration, then watch the time run out, on its screen `timer`, the main
/// menu's last key (0).
public enum ActivityTimer: LessonActivity {
    public typealias Events = TimerEvent
    public typealias Actions = TimerAction

    public static let id = "timer"
    public static let menu = Screen.main
    /// Key 0, the main menu's tenth.
    public static let menuIndex: Int? = 9
    /// Its help came before its section, in `[help]` (`timer`).
    public static let helpInHelpTable = true
    /// None: a script's `wrong` on the timer presses nothing, as before the kind moved here.
    public static let answerKeys: [String] = []

    /// A timer offering the bank's activities; with a preset (a `TimerPreset`) it opens counting, paused. It draws
    /// nothing at random.
    public static func session(on screen: Screen, content: ActivityContent, random: inout SplitMix64) -> any Session & Sendable {
        TimerSession(activities: content.section(as: [TimerActivity].self) ?? [], preset: content.preset(as: TimerPreset.self))
    }

    /// The digit keys 1–9 choose an activity.
    static let mostActivities = 9

    /// A clip of the timer by its key in `[timer]` (`alarm`, `half`, `minute`): `timer.alarm`; with `activityClip`, the
    /// one place the kind's names are spelt.
    static func clip(of key: String) -> ClipName { ClipName(rawValue: "\(id).\(key)") }
    /// The alarm rung at zero: `timer.alarm`.
    static let alarmClip = clip(of: "alarm")
    /// Said at half time: `timer.half`.
    static let halfClip = clip(of: "half")
    /// Said with one minute left: `timer.minute`.
    static let minuteClip = clip(of: "minute")
    /// The activity `id` said: `timer.activity.menjar`.
    static func activityClip(_ id: String) -> ClipName { clip(of: "activity.\(id)") }

    /// The activities `content` offers on the digit keys, in the bank's order (`educat timer --activity` picks one).
    public static func activities(in content: LessonContent) -> [TimerActivity] {
        content.activities[id] as? [TimerActivity] ?? []
    }
}

extension Screen {
    /// The activity timer's screen.
    public static let timer = ActivityTimer.screen
}
