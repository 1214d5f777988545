import SoundBank

/// One page of a story: its text and narration per language, with what else plays on it.
public struct BankStoryPage: Sendable, Hashable {
    /// The text per language, as shown and as narrated.
    public var text: [String: String]
    /// The narration clip per language.
    public var narration: [String: ClipRef]
    /// Per language, when each word of the text starts in the narration (seconds); absent: spread evenly.
    public var timings: [String: [Double]]
    /// Music played under this page's narration.
    public var music: ClipRef?
    /// Sound effects played with the narration.
    public var effects: [StoryEffect<ClipRef>]
    /// The objects on keys 1–9.
    public var objects: [BankStoryObject]

    /// Creates a page.
    public init(text: [String: String], narration: [String: ClipRef], timings: [String: [Double]] = [:],
                music: ClipRef? = nil, effects: [StoryEffect<ClipRef>] = [], objects: [BankStoryObject] = []) {
        self.text = text
        self.narration = narration
        self.timings = timings
        self.music = music
        self.effects = effects
        self.objects = objects
    }
}
