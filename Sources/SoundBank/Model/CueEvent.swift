import Lessons

/// What a bank's `[cues]` can say what to play for: seven of the lessons' events under their own names, the help key
/// (`help`, the lessons' `help_requested`), and the info screen's description (`info`).
public enum CueEvent: Hashable, CaseIterable, Sendable {
    /// A lesson event, under its name (`answer_right`).
    case event(EventKind)
    /// The help key was pressed.
    case help
    /// The info screen plays its description.
    case info

    /// Every key `[cues]` knows, in the order a manifest lists them.
    public static let allCases: [CueEvent] = [
        EventKind.questionAsked, .answerRight, .answerWrong, .timeout, .gameOver, .newRecord, .screenEntered,
    ].map(CueEvent.event) + [.help, .info]

    /// The key in `[cues]`.
    public var rawValue: String {
        switch self {
        case .event(let kind): kind.rawValue
        case .help: "help"
        case .info: "info"
        }
    }
}
