import Lessons

/// The story's own inputs: its keys' and scripts' (`narration`, `language`, `story`), and the conductor's report of a
/// narrated word heard.
public enum StoryAction: String, ActivityActions {
    /// Turn narration on or off (`n`).
    case narration
    /// Switch to the story's next language, keeping the page (`l`).
    case language
    /// Open the bank's next story on its first page (`s`): the screen opens afresh with it.
    case story
    /// The conductor reports that word `number` (from 0) of the narrated page is being spoken.
    case wordHeard = "word_heard"

    public var reopensScreen: Bool { self == .story }
    public var isReport: Bool { self == .wordHeard }
}
