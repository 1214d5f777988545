/// A sound on one of a page's keys 1–9: its clip's name, the word shown for it per language, and its picture.
public struct StoryObject: Hashable, Sendable {
    /// The clip's name per language.
    public let clip: [String: String]
    /// The word shown on its key per language (what it says, e.g. "Miau!"); a language without one shows the picture alone.
    public let text: [String: String]
    /// A picture for pre-readers (emoji); may be empty.
    public let display: String

    /// Makes an object.
    public init(clip: [String: String], text: [String: String] = [:], display: String = "") {
        self.clip = clip
        self.text = text
        self.display = display
    }
}
