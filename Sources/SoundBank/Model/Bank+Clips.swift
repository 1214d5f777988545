/// Well-known group names; a bank may add its own for its cue table.
extension Bank {
    /// The groups every bank is expected to have, in listing order.
    public static let standardGroups = ["praise", "scold", "game_over", "new_record", "info"]

    /// The names of the groups the bank has, in listing order: the standard ones, then its own alphabetically.
    public var groupNames: [String] {
        Self.standardGroups.filter { groups[$0] != nil } + groups.keys.filter { !Self.standardGroups.contains($0) }.sorted()
    }

    /// Every clip with its stable name, in listing order: subjects, groups, help, words, stories, games, phrase, clap, music.
    public var clips: [NamedClip] {
        var list: [NamedClip] = []
        for subject in BankSubject.allCases {
            list += (items[subject] ?? []).map { NamedClip(name: "\(subject.rawValue).\($0.key)", clip: $0.clip, role: .voice) }
        }
        for group in groupNames {
            list += groups[group, default: []].enumerated().map { NamedClip(name: "\(group).\($0 + 1)", clip: $1, role: .voice) }
        }
        list += HelpScreen.allCases.compactMap { screen in
            help[screen].map { NamedClip(name: "help.\(screen.rawValue)", clip: $0, role: .voice) }
        }
        for word in words {
            let name = "words.\(word.word)"
            list.append(NamedClip(name: name, clip: word.clip, role: .voice))
            list += word.syllableClips.enumerated().map { NamedClip(name: "\(name).\($0 + 1)", clip: $1, role: .voice) }
            if let paced = word.paced { list.append(NamedClip(name: "\(name).paced", clip: paced, role: .voice)) }
        }
        list += challengeHelp?.clips ?? []
        list += stories.flatMap(\.clips)
        list += gameClips
        list += phrase?.clips ?? []
        list += sections.keys.sorted().flatMap { sections[$0]?.clips ?? [] }
        if let clap { list.append(NamedClip(name: "clap", clip: clap, role: .effect)) }
        if let music { list.append(NamedClip(name: "music", clip: music.clip, role: .music)) }
        return list
    }

    /// The clip with a stable name, if the bank has it.
    public func clip(named name: String) -> NamedClip? {
        clips.first { $0.name == name }
    }
}
