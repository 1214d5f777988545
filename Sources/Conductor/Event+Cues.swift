import Lessons

/// How the conductor's core reads an event: what it names, replaces or plays beside.
extension Event {
    /// The praise or scold clip the session chose, if it chose one.
    var clipIndex: Int? {
        switch self {
        case .answerRight(let praise, _): praise
        case .answerWrong(let scold, _, _), .timeout(let scold, _): scold
        case .nameRight(let praise): praise
        case .nameWrong(let scold): scold
        case .activity(let event): event.choice
        default: nil
        }
    }

    /// The clips an event names, to play back to back: a story's object or voice, a registered kind's clips (a
    /// timer's activity, a phrase word, a sentence).
    var namedClips: [String] {
        switch self {
        case .storyObject(let clip), .characterVoice(let clip): [clip]
        case .activity(let event): event.clips
        default: []
        }
    }

    /// Whether the event stops all the screen's sound: leaving it, or a story's narration stopped.
    var stopsEverything: Bool {
        switch self {
        case .screenLeft, .narrationStopped: true
        default: false
        }
    }

    /// Whether the event narrates a page: a new page's narration ends the previous page's object clips.
    var isNarration: Bool {
        if case .narrate = self { true } else { false }
    }

    /// Whether the event plays beside the foreground instead of replacing it (a story's object clip).
    var isOverlay: Bool {
        if case .storyObject = self { true } else { false }
    }

    /// The screen an event is about, when it names one.
    var screen: Screen? {
        switch self {
        case .screenEntered(let screen), .screenLeft(let screen), .helpRequested(let screen): screen
        default: nil
        }
    }

    /// The item or word the event is about.
    var question: Question? {
        switch self {
        case .playItem(let item): .item(item)
        case .questionAsked(let question): question
        case .answerRight(_, let question): question
        case .answerWrong(_, _, let correct), .timeout(_, let correct): correct
        case .syllableSequence(let word): .word(word)
        default: nil
        }
    }
}
