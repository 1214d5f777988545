import Lessons

/// Which steps each event plays; the defaults ship here, a bank may override any entry.
///
/// Keys are events, optionally narrowed to a screen (`screen_entered` on `info`), which wins over the plain event.
public struct CueTable: Sendable, Equatable {
    /// Steps by key.
    public private(set) var cues: [CueKey: [CueStep]]

    /// The frame's table: help and the info screen's description; each registered kind adds its own events' cues
    /// (`withActivities`).
    public static let standard = CueTable(cues: [
        CueKey(.screenEntered, on: .info): [.group(.info)],
        CueKey(.helpRequested): [.help],
    ])

    /// Creates a table from explicit cues.
    public init(cues: [CueKey: [CueStep]]) {
        self.cues = cues
    }

    /// This table with some entries replaced (a bank's overrides).
    public func overriding(with overrides: [CueKey: [CueStep]]) -> CueTable {
        CueTable(cues: cues.merging(overrides) { _, new in new })
    }

    /// The steps for an event on a screen.
    public func steps(for eventName: String, screen: String?) -> [CueStep] {
        if let screen, let specific = cues[CueKey(event: eventName, screen: screen)] { return specific }
        return cues[CueKey(event: eventName, screen: nil)] ?? []
    }
}

/// What a cue table entry answers to: an event's name, optionally narrowed to one screen. Built from an `EventKind`
/// (or a registered kind's own event names), so a cue for a misspelt event does not compile.
public struct CueKey: Hashable, Sendable {
    /// The event's name, as the log writes it.
    public let event: String
    /// The screen's path the entry is narrowed to; nil for every screen.
    public let screen: String?

    /// The key of `kind`'s events, on `screen` only when one is given.
    public init(_ kind: EventKind, on screen: Screen? = nil) {
        self.init(event: kind.rawValue, screen: screen?.path)
    }

    /// The key of a registered kind's event, by the name its own event type gives it.
    public init(activity name: String) {
        self.init(event: name, screen: nil)
    }

    init(event: String, screen: String?) {
        self.event = event
        self.screen = screen
    }
}
