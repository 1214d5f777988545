/// A sound effect of a page, at a time from the start of its narration: one type for the lessons' effects, which name
/// their clip in the bank (`StoryEffect<String>`), and a bank's, which hold its file (`StoryEffect<ClipRef>`).
public struct StoryEffect<Sound: Hashable & Sendable>: Hashable, Sendable {
    /// The clip: its bank name, or in a bank its file.
    public var clip: Sound
    /// Seconds from the narration's start.
    public var at: Double

    /// Makes an effect.
    public init(clip: Sound, at: Double) {
        self.clip = clip
        self.at = at
    }
}
