/// A kind's events, one case each, named as the event log and the cue table know them (`rhyme_asked`).
public protocol ActivityEvents: CaseIterable, Hashable, Sendable {
    /// The event's name (`rhyme_asked`), its `ActivityEvent.name`.
    var name: String { get }
}

extension ActivityEvents where Self: RawRepresentable, RawValue == String {
    public var name: String { rawValue }
}

