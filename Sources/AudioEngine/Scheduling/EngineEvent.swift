/// Identifies one scheduled timeline, to cancel it or to match its events.
public struct TimelineHandle: Hashable, Sendable, CustomStringConvertible {
    /// A number unique within one engine.
    public let id: UInt64

    public var description: String { "timeline \(id)" }
}

/// Something that happened to a timeline's entry, at an exact frame of the mix.
public struct EngineEvent: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable {
        /// The entry's first frame was mixed.
        case started
        /// The entry played to its end, or finished its fade after a cut.
        case ended
        /// The entry was cancelled before it started.
        case cancelled
        /// No voice was free: the entry was skipped.
        case dropped
    }

    /// What happened.
    public let kind: Kind
    /// The timeline the entry belongs to.
    public let handle: TimelineHandle
    /// Index of the entry in its timeline.
    public let entry: Int
    /// Frame of the mix at which it happened.
    public let frame: Int64
    /// The entry's bus.
    public let bus: Bus
    /// The entry's label (the clip's name unless the caller gave another).
    public let label: String

    public var description: String { "\(frame) \(kind.rawValue) \(bus) \(label)" }
}
