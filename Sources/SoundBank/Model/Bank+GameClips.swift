import Lessons

extension Bank {
    /// The group that ends a story's naming game (the standard cue table's `names_found`).
    public static let namesFoundGroup = ClipGroup.congratulations

    /// The games' clips with their stable names: `games.celebration`, then the registered kinds' listed after the games
    /// (memory's `memory.animals.gat`…, count-along's, the phrase builder's, the timer's).
    var gameClips: [NamedClip] {
        let list = GameVoice.allCases.compactMap { voice in
            games[voice].map { NamedClip(.game(voice.rawValue), clip: $0, role: .voice) }
        }
        return list + sectionClips(listedAfter: .games)
    }
}
