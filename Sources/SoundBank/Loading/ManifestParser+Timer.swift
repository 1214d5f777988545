import Lessons

/// The activity timer's section: `[timer]` with `alarm`, `half`, `minute` and `[[timer.activities]]`.
extension ManifestParser {
    /// The digit keys 1–9 choose an activity.
    static let timerActivities = 9
    static let timerActivityKeys = ["id", "text", "emoji", "clip", "gain"]

    /// Reads `[timer]` into `bank`, reporting a missing alarm or milestone, too many activities and ids that are not simple names.
    static func decodeTimer(_ top: TableReader, into bank: inout Bank) {
        guard let timer = top.table("timer", known: ["alarm", "half", "minute", "activities"] + layeringKeys) else { return }
        layering(timer, lists: ["activities"], into: &bank)
        let entries = timer.tables("activities", known: timerActivityKeys, name: "id") ?? []
        let activities = unique(entries.compactMap(timerActivity), named: \.id, in: timer, at: "activities")
        timer.checkWhole { bank, timer in
            // The list played is cut to the keys, so what was listed, here and in any fallback, is counted.
            let listed = bank.layers.first { $0.list == "timer.activities" }?.itemCount ?? activities.count
            guard listed > timerActivities else { return }
            timer.report(.invalidValue, at: "activities", "lists \(listed) activities; the digit keys 1–9 choose at most \(timerActivities)")
        }
        // An overlay takes what it does not give, the chime first, from its fallback.
        guard !timer.context.isOverlay else {
            bank.layeringRequest.timer = TimerSection(alarm: timer.clip("alarm"), half: timer.clip("half"), minute: timer.clip("minute"),
                                                      activities: activities)
            return
        }
        let alarm = timer.clip("alarm", required: true)
        let half = timer.clip("half", ifAbsent: "half time passes without a word")
        let minute = timer.clip("minute", ifAbsent: "a timer over a minute reaches its last minute without a word")
        guard let alarm else { return }
        bank.timer = TimerClips(alarm: alarm, half: half, minute: minute, activities: Array(activities.prefix(timerActivities)))
    }

    private static func timerActivity(_ entry: TableReader) -> TimerActivityClip? {
        guard let id = entry.string("id", required: true), let text = entry.string("text", required: true),
              let clip = entry.string("clip", required: true) else { return nil }
        guard isSimpleName(id) else {
            entry.report(.invalidValue, at: "id", "'\(id)' is not a simple name: use lower-case letters a–z, digits, "
                         + "- and _, starting with a letter (it names the clip \(ClipName.timerActivity(id)) and `educat timer --activity`)")
            return nil
        }
        let activity = TimerActivity(id: id, text: text, emoji: entry.string("emoji") ?? "", clip: ClipName.timerActivity(id).rawValue)
        return TimerActivityClip(activity, clip: entry.clipFile(clip, at: "clip", text: text))
    }

    /// Lower-case ASCII letters, digits, `-` and `_`, starting with a letter: safe in clip names and on a command line.
    private static func isSimpleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}
