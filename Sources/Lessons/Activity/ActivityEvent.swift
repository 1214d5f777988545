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
    /// The item the event is about, for the log.
    public var item: String?
    /// The key pressed, for the log.
    public var key: String?

    /// An event named `name`; the other fields are what it plays and logs.
    public init(name: String, clips: [String] = [], gap: Double = 0, choice: Int? = nil, item: String? = nil,
                key: String? = nil) {
        self.name = name
        self.clips = clips
        self.gap = gap
        self.choice = choice
        self.item = item
        self.key = key
    }
}
