import Lessons

/// What a bank's `[cues]` can say what to play for: a screen entered (`screen_entered`), the help key (`help`, the
/// lessons' `help_requested`), the info screen's description (`info`), and every event a registered kind declares
/// (`answer_right`, `count_number`, `rhyme_right`).
public enum CueEvent: Hashable, CaseIterable, Sendable {
    /// A frame's event, under its name (`screen_entered`).
    case event(EventKind)
    /// A registered kind's event, under its name (`count_number`).
    case activity(ActivityEventName)
    /// The help key was pressed.
    case help
    /// The info screen plays its description.
    case info

    /// The keys every bank knows, whatever kinds are registered.
    private static let shared: [CueEvent] = [.event(.screenEntered), .help, .info]

    /// Every key `[cues]` knows, in the order a manifest lists them: the frame's, then the registered kinds' events.
    public static var allCases: [CueEvent] { shared + ActivityCatalog.eventNames.map(CueEvent.activity) }

    /// The key in `[cues]`.
    public var rawValue: String {
        switch self {
        case .event(let kind): kind.rawValue
        case .activity(let event): event.name
        case .help: "help"
        case .info: "info"
        }
    }
}
