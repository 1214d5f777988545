/// A screen without a game of its own (main, numbers, letters, records, info, …): back and help only.
public struct MenuSession: Session, Sendable {
    /// What the screen draws now.
    public private(set) var state: SessionState

    /// The session of a menu screen.
    public init(screen: Screen) {
        state = SessionState(screen: screen)
    }

    /// Back leaves, help explains; everything else is ignored (choosing a child screen is the driver's job).
    public mutating func handle(_ input: Input, at now: Double) -> [Event] {
        if let common = state.commonResponse(to: input) { return common }
        if input == .cueFinished { return [] }
        return [.ignored(input)]
    }
}
