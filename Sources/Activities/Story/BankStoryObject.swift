import SoundBank

/// A sound a story page plays on one of the keys 1–9, listed on the page with its picture and what it says.
public struct BankStoryObject: Sendable, Hashable {
    /// A picture for pre-readers (emoji), shown beside the object's text.
    public var display: String?
    /// The clip per language; its `text` is the word shown for the object.
    public var clips: [String: ClipRef]

    /// Creates an object.
    public init(display: String? = nil, clips: [String: ClipRef]) {
        self.display = display
        self.clips = clips
    }
}
