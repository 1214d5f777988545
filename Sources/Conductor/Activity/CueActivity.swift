import Lessons

/// A registered kind's sound: the cue of each of its events, by event name.
public protocol CueActivity: LessonActivity {
    /// Steps by event name, each one of its `eventNames`; a bank's `[cues]` wins over these.
    static var cues: [String: [CueStep]] { get }
}

extension CueTable {
    /// The standard table with every registered kind's cues added: what plays with no bank, or under a bank's cues.
    public static var withActivities: CueTable {
        let kinds = ActivityCatalog.all.compactMap { $0 as? any CueActivity.Type }
        return kinds.reduce(standard) { table, kind in
            table.overriding(with: Dictionary(uniqueKeysWithValues: kind.cues.map { (CueKey(activity: $0), $1) }))
        }
    }
}
