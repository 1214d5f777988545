/// What a manifest asks of its fallback's lists: those it replaces whole and the keys it removes, kept with the
/// manifest's text so a warning about a key can point at the line that wrote it.
struct LayeringRequest: Sendable {
    /// Lists replaced whole (`items.alphabet`, `words`).
    var replaced: Set<String> = []
    /// Keys removed from the fallback's lists, by list.
    var removed: [String: [String]] = [:]
    /// The manifest's text, to find lines.
    var source: ManifestSource?
    /// An overlay's `[timer]`, read without its alarm, which may come from the fallback.
    var timer: TimerSection?

    /// The line of the entry `key` of `list`, or of the `remove` that names keys of `list`.
    func line(of list: String, entry key: String? = nil) -> Int? {
        let keys = list.split(separator: ".").map(String.init)
        let steps: [ManifestPath.Step] = if let key {
            keys.map { .key($0) } + [.entry(key)]
        } else {
            keys.dropLast().map { .key($0) } + [.key("remove"), .key(keys[keys.count - 1])]
        }
        return source?.line(of: ManifestPath(steps: steps))
    }
}

/// A `[timer]` section as one manifest writes it: in an overlay the alarm and milestones may come from the fallback.
struct TimerSection: Sendable {
    var alarm: ClipRef?
    var half: ClipRef?
    var minute: ClipRef?
    var activities: [TimerActivityClip]
}
