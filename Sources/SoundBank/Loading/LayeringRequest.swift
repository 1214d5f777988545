/// What a manifest asks of its fallback's lists: those it replaces whole and the keys it removes, kept with the
/// manifest's text so a warning about a key can point at the line that wrote it.
struct LayeringRequest: Sendable {
    /// Lists replaced whole (`items.alphabet`, `words`).
    var replaced: Set<String> = []
    /// Keys removed from the fallback's lists, by list.
    var removed: [String: [String]] = [:]
    /// The manifest's text, to find lines.
    var source: ManifestSource?
    /// An overlay's groups whose every entry has a `key` (its place in the fallback's group, from 1): laid over the
    /// fallback's group member by member instead of replacing it whole.
    var keyedGroups: [String: [KeyedClip]] = [:]
    /// An overlay's `[challenge_help]`, each of whose parts may come from the fallback.
    var challengeHelp: ChallengeHelpSection?

    /// Where the entry `key` of `list` is written, or with no key the `remove` that names keys of `list`:
    /// `items.alphabet.b`, `items.remove.alphabet`.
    static func path(of list: String, entry key: String? = nil) -> ManifestPath {
        var keys = list.split(separator: ".").map { ManifestPath.Step.key(String($0)) }
        // A list inside an entry of a kind's list of tables at the top (a story's pages, `stories.pruna.pages`): the
        // middle is that entry, by the name its id gives it.
        if keys.count == 3, case .key(let top) = keys[0], BankActivities.topLists.contains(top), case .key(let id) = keys[1] {
            keys[1] = .entry(id)
        }
        return ManifestPath(steps: key.map { keys + [.entry($0)] } ?? keys.dropLast() + [.key("remove"), keys[keys.count - 1]])
    }

    /// The manifest line of `path`, where found.
    func line(of path: ManifestPath) -> Int? { source?.line(of: path) }
}

/// A member of a group with the place (from 1) it takes in the fallback's group.
struct KeyedClip: Sendable {
    var key: String
    var clip: ClipRef
}
