import Lessons
import SoundBank

extension ActivityTimer: BankActivity {
    public static let sectionKeys = ["alarm", "half", "minute", "activities"]
    public static let layeredLists = ["activities"]
    /// Where `[timer]` was listed before the kind moved here: after `[games]` and the phrase builder's `[phrase]`.
    public static let listedAfter: BuiltInSection? = .games
    /// As `bank check` said of a bank without `[timer]` when it was built in.
    public static let lackedWhenAbsent: String? = "the timer's alarm and activities"

    private static let activityKeys = ["id", "text", "emoji", "clip", "gain"]

    /// Reads `[timer]`, reporting a missing alarm or milestone, too many activities and ids that are not simple names.
    public static func section(from table: TableReader) -> (any BankSection)? {
        let entries = table.tables("activities", known: activityKeys, name: "id") ?? []
        let activities = ManifestParser.unique(entries.compactMap(activity), named: \.id, in: table, at: "activities")
        table.checkWhole { bank, timer in
            // The list played is cut to the keys, so what was listed, here and in any fallback, is counted.
            let listed = bank.layers.first { $0.list == "\(id).activities" }?.itemCount ?? activities.count
            guard listed > mostActivities else { return }
            timer.report(.invalidValue, at: "activities", "lists \(listed) activities; the digit keys 1–9 choose at most \(mostActivities)")
        }
        // An overlay takes what it does not give, the chime first, from its fallback.
        guard !table.isOverlay else {
            return TimerClips(alarm: table.clip("alarm"), half: table.clip("half"), minute: table.clip("minute"), activities: activities)
        }
        let alarm = table.clip("alarm", required: true)
        let half = table.clip("half", ifAbsent: "half time passes without a word")
        let minute = table.clip("minute", ifAbsent: "a timer over a minute reaches its last minute without a word")
        guard let alarm else { return nil }
        return TimerClips(alarm: alarm, half: half, minute: minute, activities: Array(activities.prefix(mostActivities)))
    }

    /// The activities by id over the fallback's, noted in the layers even when one bank alone has them; the alarm and
    /// milestones by name. Without an alarm in either there is no timer.
    public static func layered(_ own: (any BankSection)?, over fallback: (any BankSection)?,
                               _ layering: inout ListLayering) -> (any BankSection)? {
        guard own != nil || fallback != nil else { return nil }
        let own = own as? TimerClips, theirs = fallback as? TimerClips
        let activities = layering.list("\(id).activities", own?.activities ?? [], over: theirs?.activities, key: \.id) ?? []
        guard let alarm = own?.alarm ?? theirs?.alarm else { return nil }
        return TimerClips(alarm: alarm, half: own?.half ?? theirs?.half, minute: own?.minute ?? theirs?.minute,
                          activities: Array(activities.prefix(mostActivities)))
    }

    private static func activity(_ entry: TableReader) -> TimerActivityClip? {
        guard let id = entry.string("id", required: true), let text = entry.string("text", required: true),
              let clip = entry.string("clip", required: true) else { return nil }
        guard isSimpleName(id) else {
            entry.report(.invalidValue, at: "id", "'\(id)' is not a simple name: use lower-case letters a–z, digits, "
                         + "- and _, starting with a letter (it names the clip \(activityClip(id)) and `educat timer --activity`)")
            return nil
        }
        let activity = TimerActivity(id: id, text: text, emoji: entry.string("emoji") ?? "", clip: activityClip(id).rawValue)
        return TimerActivityClip(activity, clip: entry.clipFile(clip, at: "clip", text: text))
    }

    /// Lower-case ASCII letters, digits, `-` and `_`, starting with a letter: safe in clip names and on a command line.
    private static func isSimpleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}
