import SoundBank

/// An overlay's pages of one of its fallback's stories, which it names by id.
struct StoryPageOverrides: Sendable {
    /// The story's id.
    var id: String
    var pages: [StoryPageOverride]
}

/// A page an overlay gives of its fallback's story: what it says, and how, in the languages it gives.
struct StoryPageOverride: Sendable {
    /// Its place in the story, from 1, as text (`3`).
    var key: String
    var text: [String: String] = [:]
    var narration: [String: ClipRef] = [:]
    var timings: [String: [Double]] = [:]

    /// `page` with this page's languages in place of its own; a new narration drops the old one's word timings.
    func laid(over page: BankStoryPage?) -> BankStoryPage {
        var laid = page ?? BankStoryPage(text: [:], narration: [:])
        for (language, clip) in narration {
            laid.narration[language] = clip
            laid.timings[language] = timings[language]
        }
        laid.text.merge(text) { $1 }
        return laid
    }
}

/// A page of a story with its place (from 1), to lay an overlay's pages over the fallback's by place.
struct KeyedPage {
    var key: String
    var page: BankStoryPage
}
