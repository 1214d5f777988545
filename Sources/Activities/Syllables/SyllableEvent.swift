import Lessons

/// The clapped word's events, sent by the syllables lesson and by the syllables game, which claps the word again after
/// each answer; their names are the log's and the cue table's, as they were when the shared `Event` held them.
public enum SyllableEvent: String, ActivityEvents {
    /// The word, then its syllables one by one with claps, then the count.
    case sequence = "syllable_sequence"
    /// A syllable of the word is on screen, as it is heard.
    case shown = "syllable_shown"
    /// The word's count is on screen, as it is heard.
    case countShown = "count_shown"

    /// `word` clapped: the log's item and count, an item heard in a lesson's record.
    static func clapped(_ word: SyllableWord) -> Event {
        .activity(ActivityEvent(Self.sequence, item: word.id, log: [.count: .number(word.count)], measure: "items heard",
                                detail: ActivityBox(word)))
    }

    /// Syllable `index` shown.
    static func shown(index: Int) -> Event {
        .activity(ActivityEvent(Self.shown, log: [.index: .number(index)], isCounted: false))
    }

    /// The count shown.
    static func counted(_ count: Int) -> Event {
        .activity(ActivityEvent(Self.countShown, log: [.count: .number(count)], isCounted: false))
    }
}
