import Lessons

/// The story's events; their names are the log's and the cue table's, as they were when the shared `Event` held them.
public enum StoryEvent: String, ActivityEvents {
    /// A page is narrated, cutting what plays; its words are reported back as heard.
    case narrate
    /// A word (from 0) of the page is highlighted, as it is being spoken.
    case wordHighlighted = "word_highlighted"
    /// The narration stops (narration turned off, or a page turned in read-alone mode), and every sound of the screen.
    case narrationStopped = "narration_stopped"
    /// A page's sound plays over the narration, never cutting it.
    case storyObject = "story_object"
    /// The naming game: a character's voice or description plays.
    case characterVoice = "character_voice"
    /// The naming game: the right name; praise plays.
    case nameRight = "name_right"
    /// The naming game: a wrong name; a scold plays.
    case nameWrong = "name_wrong"
    /// The naming game: every name found; the congratulation plays, and a game is played.
    case namesFound = "names_found"

    /// `narration` of a page plays, ending the last page's sounds; the log names its clip.
    static func narrate(_ narration: StoryNarration) -> Event {
        .activity(ActivityEvent(Self.narrate, log: narration.clip.map { [.clip: .words($0)] } ?? [:], measure: "pages narrated",
                                detail: ActivityBox(narration), endsOverlays: true))
    }

    /// Word `index` of the page is being spoken; silent, and a bank's cue for it plays beside the narration, never
    /// cutting it.
    static func highlighted(_ index: Int) -> Event {
        .activity(ActivityEvent(Self.wordHighlighted, log: [.index: .number(index)], isCounted: false, isOverlay: true))
    }

    /// The narration and every sound of the screen stop.
    static let stopped = Event.activity(ActivityEvent(Self.narrationStopped, measure: "narration stopped", stopsEverything: true))

    /// The page's sound `clip` plays beside the narration.
    static func object(_ clip: String) -> Event {
        .activity(ActivityEvent(Self.storyObject, clips: [clip], log: [.clip: .words(clip)], isCounted: false, isOverlay: true))
    }

    /// The voice `clip` of the character to name plays.
    static func voice(_ clip: String) -> Event {
        .activity(ActivityEvent(Self.characterVoice, clips: [clip], log: [.clip: .words(clip)], isCounted: false))
    }

    /// The right name: praise clip `praise`.
    static func right(praise: Int) -> Event {
        .activity(ActivityEvent(Self.nameRight, choice: praise, measure: "names found", isAnswer: true))
    }

    /// A wrong name: scold clip `scold`.
    static func wrong(scold: Int) -> Event {
        .activity(ActivityEvent(Self.nameWrong, choice: scold, measure: "mistakes", isAnswer: true))
    }

    /// Every name found: a naming game played.
    static let found = Event.activity(ActivityEvent(Self.namesFound, measure: "name games finished", endsGame: true))
}
