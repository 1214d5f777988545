/// A word of the syllable subject ("conta-cops"): its syllables, how it is shown and its clips.
public struct SyllableWord: Sendable, Hashable {
    /// The word, also its name in clip names (`words.casa`).
    public var word: String
    /// The syllables in order, as shown (`ca`, `sa`).
    public var syllables: [String]
    /// The number of syllables, the answer of the game (1–5).
    public var count: Int
    /// What the screen shows for the word (emoji and text).
    public var display: String
    /// The whole word spoken.
    public var clip: ClipRef
    /// One clip per syllable, spoken apart; empty when the bank has none.
    public var syllableClips: [ClipRef]
    /// The word spoken syllable by syllable with pauses, when the bank has it.
    public var paced: ClipRef?

    /// Creates a word.
    public init(word: String, syllables: [String], count: Int, display: String, clip: ClipRef,
                syllableClips: [ClipRef] = [], paced: ClipRef? = nil) {
        self.word = word
        self.syllables = syllables
        self.count = count
        self.display = display
        self.clip = clip
        self.syllableClips = syllableClips
        self.paced = paced
    }
}
