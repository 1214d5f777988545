import Lessons
import SoundBank

/// The activity timer's clips, from the bank's `[timer]` table: the alarm at zero, the spoken milestones and the
/// activities on the digit keys.
///
/// ```toml
/// [timer]
/// alarm = { clip = "timer/alarm.ogg" }
/// half = { clip = "timer/half.ogg", text = "Ja som a la meitat del temps." }
/// [[timer.activities]]
/// id = "menjar"
/// text = "Menjar"
/// emoji = "🥣"
/// clip = "timer/menjar.ogg"
/// ```
public struct TimerClips: BankSection, Hashable {
    /// Played once when the time is up (a chime, not a voice); nil only in an overlay's own section, which takes it
    /// from its fallback: a bank's timer laid over its fallbacks always has one.
    public var alarm: ClipRef?
    /// Said when half the time has passed.
    public var half: ClipRef?
    /// Said when one minute is left.
    public var minute: ClipRef?
    /// The activities in manifest order, at most 9 (the digit keys 1–9).
    public var activities: [TimerActivityClip]

    /// The alarm, the milestones and the activities, with their stable names (`timer.alarm`, `timer.activity.menjar`).
    public var clips: [NamedClip] {
        var list = alarm.map { [NamedClip(ActivityTimer.alarmClip, clip: $0, role: .effect)] } ?? []
        if let half { list.append(NamedClip(ActivityTimer.halfClip, clip: half, role: .voice)) }
        if let minute { list.append(NamedClip(ActivityTimer.minuteClip, clip: minute, role: .voice)) }
        return list + activities.map { NamedClip(name: $0.activity.clip, clip: $0.clip, role: .voice) }
    }

    /// The activities the timer offers, a `[TimerActivity]`.
    public var lessonContent: any Sendable { activities.map(\.activity) }

    /// The milestones by name, and each activity in its entry, whose picture and fixed gain stay.
    public func recordingItems(in language: String, saying said: (ClipRef, String) -> String) -> [RecordingItem] {
        let milestones = [("half", half), ("minute", minute)]
        let items = milestones.compactMap { key, clip in
            clip.map { RecordingItem(name: ActivityTimer.clip(of: key).rawValue, text: said($0, key), current: $0,
                                     kind: .value(table: ActivityTimer.id, key: key)) }
        }
        return items + activities.map { activity in
            RecordingItem(name: activity.activity.clip, text: said(activity.clip, activity.text), emoji: activity.emoji,
                          current: activity.clip, file: "\(ActivityTimer.id)/\(activity.id).flac",
                          kind: .fields(of: "\(ActivityTimer.id).activities", where: "id", is: activity.id,
                                        values: [("text", activity.text), ("emoji", activity.emoji)]))
        }
    }
}

extension Bank {
    /// The activity timer's alarm, milestones and activities; nil when neither the bank nor a fallback has `[timer]`.
    public var timer: TimerClips? { sections[ActivityTimer.id] as? TimerClips }
}
