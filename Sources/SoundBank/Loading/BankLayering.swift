import Foundation
import Lessons

/// How a bank takes what it lacks from its fallback.
extension Bank {
    /// This bank over `fallback`, item by item, with the layers that say what came from where and warnings about keys
    /// that match nothing of the fallback's.
    ///
    /// A keyed list (items, words, the challenge help's numbers, a registered kind's lists: stories, phrase words…) keeps
    /// the fallback's order: this bank's item of a key the fallback has
    /// takes that item's place, its other items follow at the end, and the fallback's items it removes are left out; a
    /// list its section replaces comes whole from this bank. A group whose entries give their place in the fallback's
    /// group (`key = "2"`) is laid over it member by member, as a kind may lay its own (a story's pages, `page = 3`,
    /// a phrase word's fields). Other groups
    /// (lists of clips without keys), help screens, cues, game voices, sounds and a section's single clips come one by
    /// name, whole.
    func layered(over fallback: Bank) -> (Bank, [BankProblem]) {
        var layering = ListLayering(request: layeringRequest, manifest: manifest,
                                languages: language == fallback.language ? nil : (language, fallback.language))
        var merged = self
        for subject in Subject.itemSubjects {
            merged.items[subject] = layering.list("items.\(subject.rawValue)", items[subject], over: fallback.items[subject],
                                                  key: \.key, closed: true)
        }
        merged.words = layering.list("words", words, over: fallback.words, key: \.word) ?? []
        layerSections(listedAfter: .words, over: fallback, into: &merged, &layering)
        layerSections(listedAfter: .games, over: fallback, into: &merged, &layering)
        let keyed = layeringRequest.keyedGroups
        merged.groups = layering.map("groups", groups.filter { keyed[$0.key] == nil }, over: fallback.groups, order: { $0 })
        for (name, own) in keyed.sorted(by: { $0.key < $1.key }) {
            let theirs = fallback.groups[name]?.enumerated().map { KeyedClip(key: String($0.offset + 1), clip: $0.element) }
            merged.groups[name] = layering.list("groups.\(name)", own, over: theirs, key: \.key, closed: true)?.map(\.clip)
        }
        merged.help = layering.map("help", help, over: fallback.help, order: Screen.helpTable, \.helpID)
        merged.games = layering.map("games", games, over: fallback.games, order: GameVoice.allCases, \.rawValue)
        merged.cues = layering.map("cues", cues, over: fallback.cues, order: CueEvent.allCases, \.rawValue)
        merged.clap = clap ?? fallback.clap
        merged.music = music ?? fallback.music
        layering.note("sounds", own: [clap.map { _ in "clap" }, music.map { _ in "music" }].compactMap { $0 },
                      fallback: [fallback.clap.map { _ in "clap" }, fallback.music.map { _ in "music" }].compactMap { $0 })
        layerSections(listedAfter: nil, over: fallback, into: &merged, &layering)
        merged.challengeHelp = layeredChallengeHelp(over: fallback.challengeHelp, &layering)
        merged.layers = layering.layers
        return (merged, layering.problems)
    }

    private func layeredChallengeHelp(over fallback: ChallengeHelpClips?, _ layering: inout ListLayering) -> ChallengeHelpClips? {
        guard let own = layeringRequest.challengeHelp else { return challengeHelp ?? fallback }
        var parts = ChallengeHelpSection(fallback)
        parts.intro = layering.map("challenge_help.intro", own.intro, over: parts.intro, order: ChallengeHelpClips.subjects) { $0 }
        parts.words = layering.map("challenge_help", own.words, over: parts.words, order: ChallengeHelpWord.allCases, \.rawValue)
        parts.numbers = layering.list("challenge_help.numbers", own.numbers, over: parts.numbers, key: \.key) ?? []
        parts.lifeNumbers = layering.list("challenge_help.life_numbers", own.lifeNumbers, over: parts.lifeNumbers, key: \.key) ?? []
        return parts.clips
    }

    /// The registered kinds' sections listed after `builtIn` (nil: after every built-in one) into `merged`, each laid over
    /// the fallback's as its kind says (Sources/ARCHITECTURE.md).
    private func layerSections(listedAfter builtIn: BuiltInSection?, over fallback: Bank, into merged: inout Bank,
                               _ layering: inout ListLayering) {
        for kind in BankActivities.listed(after: builtIn) {
            merged.sections[kind.id] = kind.layered(sections[kind.id], over: fallback.sections[kind.id], &layering)
        }
    }
}

/// The layers of one bank over its fallback being worked out, list by list; a registered kind's section lays its lists
/// over the fallback's with it (`BankSection.layered`).
public struct ListLayering {
    let request: LayeringRequest
    let manifest: String
    /// The bank's and the fallback's languages when they differ: adding words to a list in another language mixes them.
    let languages: (own: String, fallback: String)?
    var layers: [BankLayer] = []
    var problems: [BankProblem] = []

    /// Whether the overlay replaces the list `name` whole (`replace` names it), so nothing of the fallback's shows
    /// through its entries.
    public func replaces(_ name: String) -> Bool { request.replaced.contains(name) }

    /// `own` over `fallback` by `key`, noting what overrides, adds and removes what under `name` (`rhymes.words`, as the
    /// manifest's `replace` and `remove` name it); nil when neither has the list. A list is `closed` when the keyboard
    /// fixes its keys (letters, digits), so a key the fallback lacks is a typo rather than an addition; a list is not
    /// `addable` when an item can only take the place of one of the fallback's (a story's page), so such a key is left out.
    public mutating func list<Item>(_ name: String, _ own: [Item]?, over fallback: [Item]?, key: KeyPath<Item, String>,
                                    closed: Bool = false, addable: Bool = true) -> [Item]? {
        let own = own.flatMap { $0.isEmpty ? nil : $0 }
        guard own != nil || fallback != nil else { return nil }
        let fallbackKeys = (fallback ?? []).map { $0[keyPath: key] }
        let removals = request.removed[name] ?? []
        for removal in removals where !fallbackKeys.contains(removal) {
            warn(at: LayeringRequest.path(of: name),
                 "removes '\(removal)', which the fallback's \(name) does not have" + hint(for: removal, among: fallbackKeys))
        }
        var result = (fallback ?? []).filter { !removals.contains($0[keyPath: key]) }
        var layer = BankLayer(list: name, removed: removals.filter(fallbackKeys.contains))
        if let own, request.replaced.contains(name) {
            (layer.replaced, layer.added, result) = (true, own.map { $0[keyPath: key] }, own)
        } else {
            for item in own ?? [] {
                let itemKey = item[keyPath: key]
                if let index = result.firstIndex(where: { $0[keyPath: key] == itemKey }) {
                    result[index] = item
                    layer.overridden.append(itemKey)
                    continue
                }
                unmatched(itemKey, in: name, fallbackKeys: fallbackKeys, closed: closed, addable: addable)
                guard addable else { continue }
                result.append(item)
                layer.added.append(itemKey)
            }
            layer.fromFallback = result.map { $0[keyPath: key] }.filter { fallbackKeys.contains($0) && !layer.overridden.contains($0) }
            if let languages, !closed, !layer.added.isEmpty, !layer.fromFallback.isEmpty {
                let keys = name.split(separator: ".").map { ManifestPath.Step.key(String($0)) }
                problems.append(BankProblem(.warning, .mixedLanguages, file: manifest, line: request.line(of: ManifestPath(steps: keys)),
                                            key: name, "adds \(layer.added.count) items in \(languages.own) to the fallback's "
                                            + "\(layer.fromFallback.count) in \(languages.fallback), so the list mixes languages: say "
                                            + "`replace` in its section to take it whole, or give the fallback's keys to override them"))
            }
        }
        layers.append(layer)
        return result
    }

    /// `own` over `fallback` one value per key, with the keys in `order`'s order.
    mutating func map<Key: Hashable, Value>(_ name: String, _ own: [Key: Value], over fallback: [Key: Value], order: [Key],
                                            _ label: (Key) -> String) -> [Key: Value] {
        note(name, own: order.filter { own[$0] != nil }.map(label), fallback: order.filter { fallback[$0] != nil }.map(label))
        return fallback.merging(own) { $1 }
    }

    /// `own` over `fallback` by name, names sorted.
    mutating func map<Value>(_ name: String, _ own: [String: Value], over fallback: [String: Value],
                             order label: (String) -> String) -> [String: Value] {
        map(name, own, over: fallback, order: Set(own.keys).union(fallback.keys).sorted(), label)
    }

    /// Records which of the keys `own` gives override `fallback`'s, which it adds and which still come from the fallback.
    mutating func note(_ name: String, own: [String], fallback: [String]) {
        guard !own.isEmpty || !fallback.isEmpty else { return }
        layers.append(BankLayer(list: name, overridden: own.filter(fallback.contains), added: own.filter { !fallback.contains($0) },
                                fromFallback: fallback.filter { !own.contains($0) }))
    }

    /// Warns about an added key that looks meant to override one of the fallback's: any key of a closed list, or a key
    /// close to one of the fallback's (`hipopotam` for `hipopòtam`); one that cannot be added is left out.
    public mutating func unmatched(_ key: String, in name: String, fallbackKeys: [String], closed: Bool, addable: Bool = true) {
        // Between two languages a word close to one of the fallback's is a cousin, not a typo (`pelota`, `pilota`).
        let hint = languages == nil ? hint(for: key, among: fallbackKeys) : ""
        guard !addable || (!fallbackKeys.isEmpty && (closed || !hint.isEmpty)) else { return }
        let fate = addable ? "it is added at the end instead of replacing an item" : "it is left out"
        warn(at: LayeringRequest.path(of: name, entry: key), "'\(key)' matches nothing in the fallback's \(name), so \(fate)"
             + (hint.isEmpty ? ": is it a typo? The fallback has \(fallbackKeys.joined(separator: ", "))" : hint))
    }

    /// "; did you mean 'x'?" for the first of `keys` that `key` looks like a misspelling of, else "".
    private func hint(for key: String, among keys: [String]) -> String {
        keys.first { Spelling.looksLike(key, $0) }.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Warns about the entry `key` of the list `list` (`stories.pruna.pages`, page `3`), on the line that writes it.
    public mutating func warn(atEntry key: String, of list: String, _ message: String) {
        warn(at: LayeringRequest.path(of: list, entry: key), message)
    }

    mutating func warn(at path: ManifestPath, _ message: String) {
        problems.append(BankProblem(.warning, .unmatchedKey, file: manifest, line: request.line(of: path), key: path.description,
                                    message))
    }
}
