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
    /// A game question: play the item (or the word), also sent again on repeat.
    case questionAsked(Question)
    /// Right answer: play praise clip `praise` of the praise group.
    case answerRight(praise: Int, question: Question)
    /// Wrong answer: play scold clip `scold`; `pressed` is the key and `correct` the question missed.
    case answerWrong(scold: Int, pressed: String, correct: Question)
    /// Challenge: `secondsLeft` whole seconds remain for the question.
    case tick(secondsLeft: Int)
    /// Challenge: time ran out on `correct`; play scold clip `scold`.
    case timeout(scold: Int, correct: Question)
    /// Challenge: a life was lost and `livesLeft` remain.
    case lifeLost(livesLeft: Int)
    /// Challenge over without a new record.
    case gameOver(hits: Int)
    /// Challenge over with a new record, already saved.
    case newRecord(subject: Subject, hits: Int)
    /// A record was earned but could not be saved, so it is not announced.
    case recordNotSaved(subject: Subject, hits: Int, reason: String)
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
        case .questionAsked: .questionAsked
        case .answerRight: .answerRight
        case .answerWrong: .answerWrong
        case .tick: .tick
        case .timeout: .timeout
        case .lifeLost: .lifeLost
        case .gameOver: .gameOver
        case .newRecord: .newRecord
        case .recordNotSaved: .recordNotSaved
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

    /// Whether it ends a game that is counted as played on the main menu (a memory game, the names, a count to the end).
    public var endsGame: Bool {
        if case .activity(let event) = self { event.endsGame } else { false }
    }
}
