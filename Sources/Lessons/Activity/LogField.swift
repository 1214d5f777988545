/// A field of the event log beside `t`, `event` and `screen`; its raw value is the name the log writes.
public enum LogField: String, CaseIterable, Sendable {
    /// The clip of the item the event is about.
    case item
    /// The key pressed.
    case key
    /// The bus a clip plays on (`clip_start`, `clip_end`).
    case bus
    /// A clip the event names without being about an item (a narration, a timer activity's name).
    case clip
    /// A position (a syllable's, a memory card's on the grid, a page's).
    case index
    /// A number reported (how far a game counted, a word's syllables, pairs left).
    case count
    /// The right answers of a game that ended.
    case hits
    /// The mistakes a game has left.
    case livesLeft = "lives_left"
    /// Whole seconds left on a clock.
    case secondsLeft = "seconds_left"
    /// A duration in minutes.
    case minutes
    /// A duration in seconds.
    case seconds
    /// Words as written.
    case text
    /// A switch's new state.
    case on
}

/// What a log field holds: the log writes a number, a string or a boolean.
public enum LogValue: Hashable, Sendable {
    case number(Int)
    case words(String)
    case flag(Bool)
}

extension LogValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .words(let words): try container.encode(words)
        case .flag(let flag): try container.encode(flag)
        }
    }
}
