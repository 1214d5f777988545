extension Bank {
    /// The games' clips with their stable names: `games.celebration`, `memory.animals.1`, `count.1`, `count.hint`.
    var gameClips: [NamedClip] {
        var list = GameVoice.allCases.compactMap { voice in
            games[voice].map { NamedClip(name: "games.\(voice.rawValue)", clip: $0, role: .voice) }
        }
        for category in memory.keys.sorted() {
            list += memory[category, default: []].enumerated().map {
                NamedClip(name: "memory.\(category).\($0 + 1)", clip: $1.clip, role: .voice)
            }
        }
        if let count {
            list += count.numbers.map { NamedClip(name: "count.\($0.key)", clip: $0.clip, role: .voice) }
            if let hint = count.hint { list.append(NamedClip(name: "count.hint", clip: hint, role: .voice)) }
        }
        return list
    }
}
