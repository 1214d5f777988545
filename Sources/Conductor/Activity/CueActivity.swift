import Lessons

/// A registered kind's sound: the cue of each of its events, and the timeline it builds of its own events.
public protocol CueActivity: LessonActivity {
    /// Steps by event; a bank's `[cues]` wins over these.
    static var cues: [Events: [CueStep]] { get }
    /// Adds what the cue step `timeline` plays for `event`, one of the kind's, to `timeline`: a timeline of the kind's
    /// own making (a word clapped and counted, a story page's narration with its music and effects, each reported back
    /// as it is heard). Nothing by default.
    static func addTimeline(of event: ActivityEvent, to timeline: inout CueTimeline)
}

extension CueActivity {
    public static func addTimeline(of event: ActivityEvent, to timeline: inout CueTimeline) {}

    /// Its cues keyed as the cue table keys them, by event name.
    static var cueKeys: [CueKey: [CueStep]] {
        Dictionary(uniqueKeysWithValues: cues.map { (CueKey(activity: $0.key.name), $0.value) })
    }
}

/// The registered kinds that have cues.
enum CueActivities {
    static var all: [any CueActivity.Type] { ActivityCatalog.all.compactMap { $0 as? any CueActivity.Type } }

    /// The kind whose events `event` is one of.
    static func kind(of event: ActivityEvent) -> (any CueActivity.Type)? {
        all.first { $0.eventNames.contains(event.name) }
    }
}

extension CueTable {
    /// The standard table with every registered kind's cues added: what plays with no bank, or under a bank's cues.
    public static var withActivities: CueTable {
        CueActivities.all.reduce(standard) { table, kind in
            table.overriding(with: kind.cueKeys)
        }
    }
}
