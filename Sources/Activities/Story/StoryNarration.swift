/// One page's narration as the conductor plays it: the clip, where each word starts, effects and music.
public struct StoryNarration: Hashable, Sendable {
    /// The narration clip's bank name; nil when the bank has none for the language.
    public let clip: String?
    /// How many words the page shows, so evenly spread highlights can be timed.
    public let wordCount: Int
    /// When each word starts (seconds from the clip's start); nil: spread evenly over the clip.
    public let wordStarts: [Double]?
    /// Effects played with the narration.
    public let effects: [StoryEffect<String>]
    /// Music under the narration.
    public let music: String?

    /// Makes a narration.
    public init(clip: String?, wordCount: Int, wordStarts: [Double]? = nil, effects: [StoryEffect<String>] = [], music: String? = nil) {
        self.clip = clip
        self.wordCount = wordCount
        self.wordStarts = wordStarts
        self.effects = effects
        self.music = music
    }

    /// When each word starts in a clip of `duration` seconds: the bank's timings, else evenly spread.
    public func starts(duration: Double) -> [Double] {
        if let wordStarts { return wordStarts }
        guard wordCount > 0 else { return [] }
        return (0..<wordCount).map { duration * Double($0) / Double(wordCount) }
    }
}
