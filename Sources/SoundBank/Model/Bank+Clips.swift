import Lessons

/// Well-known group names; a bank may add its own for its cue table.
extension Bank {
    /// The groups every bank is expected to have, in listing order.
    public static let standardGroups = [ClipGroup.praise, .scold, .gameOver, .newRecord, .info].map(\.rawValue)

    /// The names of the groups the bank has, in listing order: the standard ones, then its own alphabetically.
    public var groupNames: [String] {
        Self.standardGroups.filter { groups[$0] != nil } + groups.keys.filter { !Self.standardGroups.contains($0) }.sorted()
    }

    /// Every clip with its stable name, in listing order: subjects, groups, help, words and the kinds listed after them
    /// (the stories), the challenge help, games and the kinds listed after them, the other kinds, clap, music.
    public var clips: [NamedClip] {
        var list: [NamedClip] = []
        for subject in Subject.itemSubjects {
            list += (items[subject] ?? []).map { NamedClip(.item(subject, $0.key), clip: $0.clip, role: .voice) }
        }
        for group in groupNames {
            list += groups[group, default: []].enumerated().map { NamedClip(.member($0 + 1, of: ClipGroup(rawValue: group)), clip: $1, role: .voice) }
        }
        list += Screen.helpTable.compactMap { screen in
            help[screen].map { NamedClip(.help(screen), clip: $0, role: .voice) }
        }
        for word in words {
            let name = ClipName.word(word.word)
            list.append(NamedClip(name, clip: word.clip, role: .voice))
            list += word.syllableClips.enumerated().map { NamedClip(name.syllable($0 + 1), clip: $1, role: .voice) }
            if let paced = word.paced { list.append(NamedClip(name.paced, clip: paced, role: .voice)) }
        }
        list += sectionClips(listedAfter: .words)
        list += challengeHelp?.clips ?? []
        list += gameClips
        list += sectionClips(listedAfter: nil)
        if let clap { list.append(NamedClip(.clap, clip: clap, role: .effect)) }
        if let music { list.append(NamedClip(.music, clip: music.clip, role: .music)) }
        return list
    }

    /// The clips of the registered kinds' sections listed after `builtIn` (nil: after every built-in one).
    func sectionClips(listedAfter builtIn: BuiltInSection?) -> [NamedClip] {
        BankActivities.listed(after: builtIn).flatMap { sections[$0.id]?.clips ?? [] }
    }

    /// The clip with a stable name, if the bank has it.
    public func clip(named name: String) -> NamedClip? {
        clips.first { $0.name == name }
    }
}
