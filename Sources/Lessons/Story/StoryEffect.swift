/// A sound effect of a page, at a time from the start of its narration.
public struct StoryEffect: Hashable, Sendable {
    /// The clip's bank name.
    public let clip: String
    /// Seconds from the narration's start.
    public let at: Double

    /// Makes an effect.
    public init(clip: String, at: Double) {
        self.clip = clip
        self.at = at
    }
}
