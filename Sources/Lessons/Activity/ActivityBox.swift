/// A value of a registered kind's own type, boxed so the shared types need no slot per kind: what its screen shows
/// (`SessionState.activity`), or what its event's own timeline is made of (`ActivityEvent.detail`).
public struct ActivityBox: Hashable, Sendable {
    private let box: any Hashable & Sendable

    /// Boxes the kind's own value.
    public init<Value: Hashable & Sendable>(_ value: Value) {
        box = value
    }

    /// The value as the kind's own type.
    public func value<Value>(as type: Value.Type) -> Value? { box as? Value }

    public static func == (left: ActivityBox, right: ActivityBox) -> Bool { AnyHashable(left.box) == AnyHashable(right.box) }

    public func hash(into hasher: inout Hasher) { AnyHashable(box).hash(into: &hasher) }
}
