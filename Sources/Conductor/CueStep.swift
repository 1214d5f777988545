import Lessons

/// One step of a cue: what to play for an event, in a bank's cue table or the defaults.
public enum CueStep: Hashable, Sendable, CustomStringConvertible {
    /// A clip by name.
    case clip(ClipName)
    /// A clip of a group: the one the event names (praise and scold indices), else a random one.
    case group(ClipGroup)
    /// The clip the event is about (`ActivityEvent.item`): the digit, letter or word a game asks, a lesson's item.
    case item
    /// The help clip of the event's screen.
    case help
    /// Silence before the next step, in seconds.
    case pause(Double)
    /// The timeline the event's kind builds of it (`CueActivity.addTimeline`): a word clapped syllable by syllable
    /// and counted, a story page's narration with its effects and music, each reported back as it is heard.
    case timeline
    /// The clips the event names, back to back (a story's object clip, a character's voice, a timer's activity,
    /// a phrase word, a sentence).
    case eventClip

    public var description: String {
        switch self {
        case .clip(let name): "clip:\(name)"
        case .group(let name): "group:\(name)"
        case .item: "item"
        case .help: "help"
        case .pause(let seconds): "pause:\(seconds)"
        case .timeline: "timeline"
        case .eventClip: "event_clip"
        }
    }
}
