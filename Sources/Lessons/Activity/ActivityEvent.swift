/// An event a registered kind defines for itself: named for the log and the cue table, with the clips it plays.
public struct ActivityEvent: Hashable, Sendable {
    /// The snake_case name the log writes and the cue table looks up (`rhyme_asked`).
    public var name: String
    /// The clips the cue step `eventClip` plays, in order.
    public var clips: [String]
    /// Seconds of silence between those clips (0: back to back, as one utterance).
    public var gap: Double
    /// The praise or scold clip chosen for the cue step `group`, if any.
    public var choice: Int?
    /// The clip of the item the event is about: the log's `item`, and what the cue step `item` plays.
    public var item: String?
    /// What the log says of the event beyond its name, screen and `item` (`count`, `lives_left`, `text`…).
    public var log: [LogField: LogValue]
    /// What the event counts for in the activity's record, as the report names it; nil: its name.
    public var measure: String?
    /// Whether the activity's record counts it at all: a card merely heard or turned is not.
    public var isCounted: Bool
    /// Whether it is the child's answer to what the activity asked, right or wrong (a rhyme chosen, a pair turned, a
    /// number counted, a name found): an activity with one is kept as played however short it was.
    public var isAnswer: Bool
    /// Whether the event asks its `item` as a scored game's question: the history times the answer from it.
    public var asksQuestion: Bool
    /// The scored game's answer the event reports, for the history; nil for every other event.
    public var answer: ScoredAnswer?
    /// Whether the event ends a game: a scored game's history is written, and a game on a screen counting its games
    /// counts as played.
    public var endsGame: Bool
    /// What the kind's own cue step builds its timeline from (`CueStep.timeline`: a story page's narration).
    public var detail: ActivityBox?
    /// Whether the event stops every sound of its screen, as leaving it does (narration turned off).
    public var stopsEverything: Bool
    /// Whether its clips play beside whatever plays, never cutting it (a page's sound over the narration).
    public var isOverlay: Bool
    /// Whether it ends the clips that play beside (a new page's narration ends the last page's sounds).
    public var endsOverlays: Bool

    /// One of a kind's `events`, named as it; the other fields are what it plays and logs.
    public init(_ event: some ActivityEvents, clips: [String] = [], gap: Double = 0, choice: Int? = nil, item: String? = nil,
                log: [LogField: LogValue] = [:], measure: String? = nil, isCounted: Bool = true, isAnswer: Bool = false,
                asksQuestion: Bool = false, answer: ScoredAnswer? = nil, endsGame: Bool = false, detail: ActivityBox? = nil,
                stopsEverything: Bool = false, isOverlay: Bool = false, endsOverlays: Bool = false) {
        name = event.name
        self.clips = clips
        self.gap = gap
        self.choice = choice
        self.item = item
        self.log = log
        self.measure = measure
        self.isCounted = isCounted
        self.isAnswer = isAnswer
        self.asksQuestion = asksQuestion
        self.answer = answer
        self.endsGame = endsGame
        self.detail = detail
        self.stopsEverything = stopsEverything
        self.isOverlay = isOverlay
        self.endsOverlays = endsOverlays
    }
}
