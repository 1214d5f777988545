import Lessons

/// How the conductor's core reads an event: what it names, replaces or plays beside.
extension Event {
    /// The praise or scold clip the session chose, if it chose one.
    var clipIndex: Int? {
        if case .activity(let event) = self { event.choice } else { nil }
    }

    /// The clips a registered kind's event names, to play back to back (a story's object or voice, a timer's activity,
    /// a phrase word, a sentence).
    var namedClips: [String] {
        if case .activity(let event) = self { event.clips } else { [] }
    }

    /// Whether the event stops all the screen's sound: leaving it, or a kind's event that says so (narration stopped).
    var stopsEverything: Bool {
        switch self {
        case .screenLeft: true
        case .activity(let event): event.stopsEverything
        default: false
        }
    }

    /// Whether the event ends the clips playing beside the foreground (a new page's narration, the last page's sounds).
    var endsOverlays: Bool {
        if case .activity(let event) = self { event.endsOverlays } else { false }
    }

    /// Whether the event plays beside the foreground instead of replacing it (a story page's sound).
    var isOverlay: Bool {
        if case .activity(let event) = self { event.isOverlay } else { false }
    }

    /// The screen an event is about, when it names one.
    var screen: Screen? {
        switch self {
        case .screenEntered(let screen), .screenLeft(let screen), .helpRequested(let screen): screen
        default: nil
        }
    }
}
