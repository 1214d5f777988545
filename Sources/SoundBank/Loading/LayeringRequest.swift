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
    /// An overlay's stories that give pages of the fallback's story of their id rather than a story of their own.
    var storyPages: [StoryPageOverrides] = []

    /// Where the entry `key` of `list` is written, or with no key the `remove` that names keys of `list`:
    /// `items.alphabet.b`, `items.remove.alphabet`.
    static func path(of list: String, entry key: String? = nil) -> ManifestPath {
        var keys = list.split(separator: ".").map { ManifestPath.Step.key(String($0)) }
        // A story's pages (`stories.pruna.pages`): the story is the entry of `[[stories]]` its id names.
        if keys.count == 3, case .key("stories") = keys[0], case .key(let id) = keys[1] { keys[1] = .entry(id) }
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

/// An overlay's pages of one of its fallback's stories.
struct StoryPageOverrides: Sendable {
    /// The story's id.
    var id: String
    var pages: [StoryPageOverride]
}

/// A page an overlay gives of its fallback's story: what it says, and how, in the languages it gives.
struct StoryPageOverride: Sendable {
    /// Its place in the story, from 1, as text (`3`).
    var key: String
    var text: [String: String] = [:]
    var narration: [String: ClipRef] = [:]
    var timings: [String: [Double]] = [:]

    /// `page` with this page's languages in place of its own; a new narration drops the old one's word timings.
    func laid(over page: BankStoryPage?) -> BankStoryPage {
        var laid = page ?? BankStoryPage(text: [:], narration: [:])
        for (language, clip) in narration {
            laid.narration[language] = clip
            laid.timings[language] = timings[language]
        }
        laid.text.merge(text) { $1 }
        return laid
    }
}
