/// Which steps each event plays; the defaults ship here, a bank may override any entry.
///
/// Keys are event names (`answer_right`), optionally narrowed to a screen (`screen_entered:info`),
/// which wins over the plain name.
public struct CueTable: Sendable, Equatable {
    /// Steps by key.
    public private(set) var cues: [String: [CueStep]]

    /// The default table: items and words for questions, praise and scold groups, announcements, help and info;
    /// memory cards, a clap for a pair and the end voices; count-along numbers, hint and celebration; phrase words and
    /// sentences; the timer's activity names, milestones and alarm.
    public static let standard = CueTable(cues: [
        "screen_entered:info": [.group("info")],
        "help_requested": [.help],
        "play_item": [.item],
        "question_asked": [.item],
        "answer_right": [.group("praise")],
        "answer_wrong": [.group("scold")],
        "timeout": [.group("scold")],
        "game_over": [.group("game_over")],
        "new_record": [.group("new_record")],
        "record_not_saved": [.group("game_over")],
        "syllable_sequence": [.syllables],
        "narrate": [.narration],
        "story_object": [.eventClip],
        "character_voice": [.eventClip],
        "name_right": [.group("praise")],
        "name_wrong": [.group("scold")],
        "names_found": [.group("congratulations")],
        "memory_card_shown": [.item],
        "card_revealed": [.item],
        "pair_matched": [.clip("clap")],
        "memory_won": [.clip("games.celebration")],
        "memory_lost": [.clip("games.consolation")],
        "count_number": [.item],
        "count_hint": [.clip("count.hint"), .item],
        "count_finished": [.clip("games.celebration")],
        "phrase_word": [.eventClip],
        "sentence_spoken": [.eventClip],
        "activity_chosen": [.eventClip],
        "half_time": [.clip("timer.half")],
        "one_minute_left": [.clip("timer.minute")],
        "timer_alarm": [.clip("timer.alarm")],
    ])

    /// Creates a table from explicit cues.
    public init(cues: [String: [CueStep]]) {
        self.cues = cues
    }

    /// This table with some entries replaced (a bank's overrides).
    public func overriding(with overrides: [String: [CueStep]]) -> CueTable {
        CueTable(cues: cues.merging(overrides) { _, new in new })
    }

    /// The steps for an event on a screen.
    public func steps(for eventName: String, screen: String?) -> [CueStep] {
        if let screen, let specific = cues["\(eventName):\(screen)"] { return specific }
        return cues[eventName] ?? []
    }
}
