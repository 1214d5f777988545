import Lessons

extension Bank {
    /// The group that ends a story's naming game (the standard cue table's `names_found`).
    public static let namesFoundGroup = ClipGroup.congratulations

    /// The games' clips with their stable names: `games.celebration`, the registered kinds' listed after the games,
    /// and the timer's: `timer.alarm`, `timer.half`, `timer.minute`, `timer.activity.menjar`.
    var gameClips: [NamedClip] {
        var list = GameVoice.allCases.compactMap { voice in
            games[voice].map { NamedClip(.game(voice.rawValue), clip: $0, role: .voice) }
        }
        list += sectionClips(listedAfter: .games)
        if let timer {
            list.append(NamedClip(.timerAlarm, clip: timer.alarm, role: .effect))
            if let half = timer.half { list.append(NamedClip(.timerHalf, clip: half, role: .voice)) }
            if let minute = timer.minute { list.append(NamedClip(.timerMinute, clip: minute, role: .voice)) }
            list += timer.activities.map { NamedClip(name: $0.activity.clip, clip: $0.clip, role: .voice) }
        }
        return list
    }
}
