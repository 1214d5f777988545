import Lessons

/// A registered kind's sound: the cue of each of its events.
public protocol CueActivity: LessonActivity {
    /// Steps by event; a bank's `[cues]` wins over these.
    static var cues: [Events: [CueStep]] { get }
}

extension CueActivity {
    /// Its cues keyed as the cue table keys them, by event name.
    static var cueKeys: [CueKey: [CueStep]] {
        Dictionary(uniqueKeysWithValues: cues.map { (CueKey(activity: $0.key.name), $0.value) })
    }
}

extension CueTable {
    /// The standard table with every registered kind's cues added: what plays with no bank, or under a bank's cues.
    public static var withActivities: CueTable {
        let kinds = ActivityCatalog.all.compactMap { $0 as? any CueActivity.Type }
        return kinds.reduce(standard) { table, kind in
            table.overriding(with: kind.cueKeys)
        }
    }
}
