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
    /// The conductor reports that the cue it was playing (feedback or announcement) finished.
    case cueFinished
    /// A paged screen (the story's book, the phrase builder): turn to the next page.
    case nextPage
    /// A paged screen: turn to the previous page.
    case previousPage
    /// Go straight to the main menu (the phrase builder and timer's home key).
    case home
    /// An input a registered kind defines for itself (the story's narration switch, the timer's adjustment), or the
    /// conductor's report of something of its timeline heard.
    case activity(ActivityInput)

    /// Whether the input is the conductor's report of what was heard (a cue's end, a kind's syllable or word), not
    /// something the child did.
    public var isReport: Bool {
        switch self {
        case .cueFinished: true
        case .activity(let input): input.isReport
        default: false
        }
    }

    /// Whether the input asks for its screen opened afresh (the story's next story) rather than going to the screen's
    /// session: the screen's kind says what it opens with (`LessonActivity.reopening`).
    public var reopensScreen: Bool {
        if case .activity(let input) = self { input.reopensScreen } else { false }
    }
}
