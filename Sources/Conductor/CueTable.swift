/// Which steps each event plays; the defaults ship here, a bank may override any entry.
///
/// Keys are event names (`answer_right`), optionally narrowed to a screen (`screen_entered:info`),
/// which wins over the plain name.
public struct CueTable: Sendable, Equatable {
    /// Steps by key.
    public private(set) var cues: [String: [CueStep]]

    /// The default table: items and words for questions, praise and scold groups, announcements, help and info.
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
    ])

    /// Creates a table from explicit cues.
    public init(cues: [String: [CueStep]]) {
        self.cues = cues
    }

    /// This table with a bank's overrides parsed from `key = "step"` or `key = ["step", …]` texts.
    ///
    /// Throws a message naming the key and the step it could not read.
    public func overriding(with texts: [String: [String]]) throws(CueTableError) -> CueTable {
        var table = self
        for (key, steps) in texts {
            let eventName = String(key.split(separator: ":").first ?? "")
            guard Self.eventNames.contains(eventName) else { throw .unknownEvent(key) }
            table.cues[key] = try steps.map { text throws(CueTableError) in
                guard let step = CueStep(text) else { throw .badStep(key: key, step: text) }
                return step
            }
        }
        return table
    }

    /// The steps for an event on a screen.
    public func steps(for eventName: String, screen: String?) -> [CueStep] {
        if let screen, let specific = cues["\(eventName):\(screen)"] { return specific }
        return cues[eventName] ?? []
    }

    /// Event names a cue can be attached to.
    public static let eventNames: Set<String> = [
        "screen_entered", "screen_left", "help_requested", "play_item", "case_toggled", "question_asked",
        "answer_right", "answer_wrong", "tick", "timeout", "life_lost", "game_over", "new_record",
        "record_not_saved", "syllable_sequence", "syllable_shown", "count_shown",
    ]
}

/// A cue override that cannot be used.
public enum CueTableError: Error, Equatable, CustomStringConvertible {
    /// The key names no event.
    case unknownEvent(String)
    /// A step is not one of the forms a cue understands.
    case badStep(key: String, step: String)

    public var description: String {
        switch self {
        case .unknownEvent(let key):
            "cue \"\(key)\" names no event (known: \(CueTable.eventNames.sorted().joined(separator: ", ")))"
        case .badStep(let key, let step):
            "cue \"\(key)\": \"\(step)\" is not a step (use clip:NAME, group:NAME, item, syllables, help, pause:SECONDS)"
        }
    }
}
