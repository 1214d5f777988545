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
    /// The key pressed, for the log.
    public var key: String?
    /// A position the event is about, for the log (a memory card's place on the grid).
    public var index: Int?
    /// A number the event reports, for the log (how far a game counted).
    public var count: Int?
    /// The mistakes a game has left, for the log (`lives_left`).
    public var livesLeft: Int?
    /// The clip the event names without being about an item, for the log's `clip` (a timer activity's name).
    public var clip: String?
    /// A duration in minutes, for the log (the timer's being set).
    public var minutes: Int?
    /// A duration in seconds, for the log (the timer's countdown set).
    public var seconds: Int?
    /// Whole seconds left, for the log (`seconds_left`: the timer's countdown).
    public var secondsLeft: Int?
    /// Words the event says, for the log (a phrase word, a sentence as written).
    public var text: String?
    /// A switch's new state, for the log's `on` (the phrase builder's negation or question).
    public var on: Bool?
    /// What the event counts for in the activity's record, as the report names it; nil: its name.
    public var measure: String?
    /// Whether the activity's record counts it at all: a card merely heard or turned is not.
    public var isCounted: Bool
    /// Whether the event ends a game that counts as played on a screen counting its games.
    public var endsGame: Bool

    /// One of a kind's `events`, named as it; the other fields are what it plays and logs.
    public init(_ event: some ActivityEvents, clips: [String] = [], gap: Double = 0, choice: Int? = nil, item: String? = nil,
                key: String? = nil, index: Int? = nil, count: Int? = nil, livesLeft: Int? = nil, clip: String? = nil,
                minutes: Int? = nil, seconds: Int? = nil, secondsLeft: Int? = nil, text: String? = nil, on: Bool? = nil,
                measure: String? = nil, isCounted: Bool = true, endsGame: Bool = false) {
        name = event.name
        self.clips = clips
        self.gap = gap
        self.choice = choice
        self.item = item
        self.key = key
        self.index = index
        self.count = count
        self.livesLeft = livesLeft
        self.clip = clip
        self.minutes = minutes
        self.seconds = seconds
        self.secondsLeft = secondsLeft
        self.text = text
        self.on = on
        self.measure = measure
        self.isCounted = isCounted
        self.endsGame = endsGame
    }
}
