/// What a session asks the world to show or play; the conductor maps each to a cue and logs its `name`.
public enum Event: Hashable, Sendable {
    /// A screen became current (its title clip may play).
    case screenEntered(Screen)
    /// A screen was left: whatever it queued must stop.
    case screenLeft(Screen)
    /// The child asked what this screen is for.
    case helpRequested(Screen)
    /// Letters are now drawn in this case.
    case caseToggled(LetterCase)
    /// A child's input had no effect here (nothing pending, or an announcement playing).
    case ignored(Input)
    /// An event of a registered kind (Sources/Activities), named and played by its own description.
    case activity(ActivityEvent)

    /// The event's kind; nil for a registered kind's event, which names itself.
    public var kind: EventKind? {
        switch self {
        case .screenEntered: .screenEntered
        case .screenLeft: .screenLeft
        case .helpRequested: .helpRequested
        case .caseToggled: .caseToggled
        case .ignored: .ignored
        case .activity: nil
        }
    }

    /// The snake_case name the conductor writes to its event log: its kind's, or a registered kind's own.
    public var name: String {
        switch self {
        case .activity(let event): event.name
        default: kind.map(\.rawValue) ?? ""
        }
    }

    /// Whether it ends a game: a scored game's history is written, and a memory game, the names or a count to the end
    /// counts as played on the main menu.
    public var endsGame: Bool {
        if case .activity(let event) = self { event.endsGame } else { false }
    }

    /// The scored game's answer it reports, if it reports one.
    public var answer: ScoredAnswer? {
        if case .activity(let event) = self { event.answer } else { nil }
    }
}
