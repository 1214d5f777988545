/// A sound effect of a story page, at a time from the start of the page's narration.
public struct BankStoryEffect: Sendable, Hashable {
    /// The sound.
    public var clip: ClipRef
    /// Seconds from the narration's start.
    public var at: Double

    /// Creates an effect.
    public init(clip: ClipRef, at: Double) {
        self.clip = clip
        self.at = at
    }
}
