import Lessons

/// The rhymes game's events; their names key the cue table, so a misspelt cue does not compile.
public enum RhymesEvent: String, ActivityEvents {
    /// The word and the three choices, each after its number.
    case asked = "rhyme_asked"
    /// The rhyme was chosen; praise plays.
    case right = "rhyme_right"
    /// Another word was chosen; a gentle scold plays.
    case wrong = "rhyme_wrong"

    /// Silence between the word and each numbered choice, so each is heard on its own.
    static let gap = 0.4

    /// The asking of `set` with its choices in `options` order.
    static func asked(_ set: RhymesContent.RhymeSet, options: [String], leadIn: Bool) -> Event {
        let choices = options.enumerated().flatMap { [ClipName.number($0 + 1).rawValue, RhymesContent.clip(of: $1)] }
        let clips = (leadIn ? [RhymesContent.leadInClip] : []) + [RhymesContent.clip(of: set.word)] + choices
        return .activity(ActivityEvent(Self.asked, clips: clips, gap: gap, item: RhymesContent.clip(of: set.word)))
    }

    /// An answer to `set`: `praise` or `scold` picks the group's clip.
    static func answered(_ event: RhymesEvent, choice: Int, set: RhymesContent.RhymeSet, key: String) -> Event {
        .activity(ActivityEvent(event, choice: choice, item: RhymesContent.clip(of: set.word),
                                log: [.key: .words(key)], isAnswer: true))
    }
}
