/// What a registered kind's session shows beyond the shared counters, boxed so `SessionState` needs no slot per kind.
public struct ActivityView: Hashable, Sendable {
    private let box: any Hashable & Sendable

    /// Boxes the kind's own view.
    public init<View: Hashable & Sendable>(_ view: View) {
        box = view
    }

    /// The view as the kind's own type.
    public func view<View>(as type: View.Type) -> View? { box as? View }

    public static func == (left: ActivityView, right: ActivityView) -> Bool { AnyHashable(left.box) == AnyHashable(right.box) }

    public func hash(into hasher: inout Hasher) { AnyHashable(box).hash(into: &hasher) }
}
