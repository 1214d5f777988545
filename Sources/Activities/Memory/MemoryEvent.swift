import Lessons

/// Memory's events; their names are the log's and the cue table's, as they were when the shared `Event` held them.
public enum MemoryEvent: String, ActivityEvents {
    /// In the memorize phase, a card is face up and plays.
    case cardShown = "memory_card_shown"
    /// The memorize phase is over and every card is face down.
    case memorizeEnded = "memorize_ended"
    /// The child turned a card; it plays.
    case cardRevealed = "card_revealed"
    /// The two cards turned match; a clap plays.
    case pairMatched = "pair_matched"
    /// The two cards turned differ: a mistake.
    case pairMissed = "pair_missed"
    /// Every pair found; the celebration plays.
    case won = "memory_won"
    /// Out of mistakes; the consolation ("La propera vegada!") plays.
    case lost = "memory_lost"

    /// `card` at `position` plays, shown face up in the memorize phase; heard, not counted in the record.
    static func shown(_ card: LessonItem, position: Int) -> Event { playing(.cardShown, card, position: position) }

    /// `card` at `position` plays, turned by its key; heard, not counted in the record.
    static func revealed(_ card: LessonItem, position: Int) -> Event { playing(.cardRevealed, card, position: position) }

    private static func playing(_ event: MemoryEvent, _ card: LessonItem, position: Int) -> Event {
        .activity(ActivityEvent(event, clips: [card.id], item: card.id, log: [.index: .number(position)],
                                isCounted: false))
    }

    /// The end of the memorize phase, which the record does not count either.
    static let memorized = Event.activity(ActivityEvent(Self.memorizeEnded, isCounted: false))

    /// A pair found, `pairsLeft` still to find.
    static func matched(pairsLeft: Int) -> Event {
        .activity(ActivityEvent(Self.pairMatched, log: [.count: .number(pairsLeft)], measure: "pairs found",
                                isAnswer: true))
    }

    /// A mistake, `mistakesLeft` still allowed.
    static func missed(mistakesLeft: Int) -> Event {
        .activity(ActivityEvent(Self.pairMissed, log: [.livesLeft: .number(mistakesLeft)], measure: "mistakes",
                                isAnswer: true))
    }

    /// The game ended with `outcome`: a game played.
    static func ended(_ outcome: MemoryBoard.Outcome) -> Event {
        let (event, measure): (MemoryEvent, String) = outcome == .won ? (.won, "won") : (.lost, "lost")
        return .activity(ActivityEvent(event, measure: measure, endsGame: true))
    }
}
