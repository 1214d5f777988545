/// Everything that can happen to a session from outside: the child's keys and the conductor's progress reports.
public enum Input: Hashable, Sendable {
    /// Ask for a question (game) or a word (syllable lesson): Enter or Space.
    case ask
    /// Hear the current question or item again.
    case `repeat`
    /// A key pressed: an item key or an answer; compared case-insensitively.
    case key(String)
    /// Leave the screen.
    case back
    /// Hear what this screen is for.
    case help
    /// Switch letters between upper and lower case.
    case toggleCase
    /// The conductor reports that syllable `index` (from 0) of the current word has been heard.
    case syllableShown(Int)
    /// The conductor reports that the syllable count of the current word has been heard.
    case countShown
    /// The conductor reports that the cue it was playing (feedback or announcement) finished.
    case cueFinished
    /// Story: turn to the next page.
    case nextPage
    /// Story: turn to the previous page.
    case previousPage
    /// Story: turn narration on or off.
    case toggleNarration
    /// Story: switch to the story's next language, keeping the page.
    case switchLanguage
    /// Story: open the bank's next story, on its first page.
    case nextStory
    /// Go straight to the main menu (the phrase builder and timer's home key).
    case home
    /// Phrase builder: say the sentence with or without "no".
    case toggleNegation
    /// Phrase builder: say the sentence as a question or a statement.
    case toggleQuestion
    /// Activity timer: lengthen (or, negative, shorten) the duration being set by this many minutes.
    case adjustTime(minutes: Int)
    /// The conductor reports that word `index` (from 0) of the narrated page is being spoken.
    case wordHeard(Int)

    /// Whether the input is the conductor's report of what was heard (a syllable, a count, a cue's end, a word), not
    /// something the child did.
    public var isReport: Bool {
        switch self {
        case .syllableShown, .countShown, .cueFinished, .wordHeard: true
        default: false
        }
    }

    /// Whether the input asks for its screen opened afresh (the next story) rather than going to the screen's session:
    /// the screen's kind says what it opens with (`LessonActivity.reopening`). Such an input is a case here, as every
    /// input a script or a key map can give; a kind adding one adds it to this list.
    public var reopensScreen: Bool { self == .nextStory }

    /// The longest duration `adjustTime` sets, and the most it changes one by, in minutes: 23 h 59 min, as the
    /// design's count-down picker allows.
    public static let longestDuration = 23 * 60 + 59
}
