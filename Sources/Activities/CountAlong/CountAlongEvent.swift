import Lessons

/// Count-along's events; their names are the log's and the cue table's, as they were when the shared `Event` held them.
public enum CountAlongEvent: String, ActivityEvents {
    /// The next number was pressed; it plays.
    case number = "count_number"
    /// A press was not the next number; a gentle hint plays, then the number expected.
    case hint = "count_hint"
    /// Every number up to the total counted; the celebration plays.
    case finished = "count_finished"

    /// `number` pressed in its turn.
    static func number(_ number: LessonItem) -> Event {
        .activity(ActivityEvent(Self.number, clips: [number.id], item: number.id, log: [.key: .words(number.key)],
                                measure: "numbers counted", isAnswer: true))
    }

    /// Another key pressed where `expected` was next.
    static func hint(expected: LessonItem) -> Event {
        .activity(ActivityEvent(Self.hint, clips: [CountAlong.hintClip.rawValue, expected.id], item: expected.id,
                                log: [.key: .words(expected.key)], measure: "mistakes", isAnswer: true))
    }

    /// Counted to `total`: a game played.
    static func finished(total: Int) -> Event {
        .activity(ActivityEvent(Self.finished, log: [.count: .number(total)], measure: "counts finished", endsGame: true))
    }
}
