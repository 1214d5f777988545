import Lessons

extension Bank {
    /// The games' clips with their stable names: `games.celebration`, then the registered kinds' listed after the games
    /// (memory's `memory.animals.gat`…, count-along's, the phrase builder's, the timer's).
    var gameClips: [NamedClip] {
        let list = GameVoice.allCases.compactMap { voice in
            games[voice].map { NamedClip(.game(voice.rawValue), clip: $0, role: .voice) }
        }
        return list + sectionClips(listedAfter: .games)
    }
}
