/// One page of a story: text, narration, word timings, effects, music and object clips, per language.
public struct StoryPage: Hashable, Sendable {
    /// The text per language.
    public let text: [String: String]
    /// The narration clip's name per language.
    public let narration: [String: String]
    /// Per language, when each word starts in the narration (seconds); missing: spread evenly.
    public let timings: [String: [Double]]
    /// Sound effects: clip name and seconds from the narration's start.
    public let effects: [StoryEffect<String>]
    /// The clip name of music under the narration, if any.
    public let music: String?
    /// The objects on keys 1–9.
    public let objects: [StoryObject]

    /// Makes a page.
    public init(text: [String: String], narration: [String: String], timings: [String: [Double]] = [:],
                effects: [StoryEffect<String>] = [], music: String? = nil, objects: [StoryObject] = []) {
        self.text = text
        self.narration = narration
        self.timings = timings
        self.effects = effects
        self.music = music
        self.objects = objects
    }

    /// The words of the text in `language`, as they are highlighted.
    public func words(in language: String) -> [String] {
        text[language].map(StoryWords.split) ?? []
    }

    /// What the conductor plays to narrate the page in `language`.
    public func narration(in language: String) -> StoryNarration {
        StoryNarration(clip: narration[language], wordCount: words(in: language).count, wordStarts: timings[language],
                       effects: effects, music: music)
    }
}
