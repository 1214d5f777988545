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
    /// A picture of it a teacher added (a PNG or SVG file's path), which a window shows instead of the emoji.
    public var picture: String?
    /// The whole word spoken.
    public var clip: ClipRef
    /// One clip per syllable, spoken apart; empty when the bank has none.
    public var syllableClips: [ClipRef]
    /// The word spoken syllable by syllable with pauses, when the bank has it.
    public var paced: ClipRef?
    /// True when the manifest gives no syllables and they were split automatically, for `bank check` to show.
    public var automaticSyllables: Bool
    /// The name of the same word in GCompris's `words/` recordings (English, `bike`), for `bank import-gcompris`.
    public var gcompris: String?

    /// Creates a word.
    public init(word: String, syllables: [String], count: Int, display: String, picture: String? = nil, clip: ClipRef,
                syllableClips: [ClipRef] = [], paced: ClipRef? = nil, automaticSyllables: Bool = false, gcompris: String? = nil) {
        self.word = word
        self.syllables = syllables
        self.count = count
        self.display = display
        self.picture = picture
        self.clip = clip
        self.syllableClips = syllableClips
        self.paced = paced
        self.automaticSyllables = automaticSyllables
        self.gcompris = gcompris
    }

    /// `words.bicicleta: syllables bi·ci·cle·ta (automatic; …)` when they were split automatically, for a teacher to
    /// check and correct.
    public var automaticSyllablesNote: String? {
        guard automaticSyllables else { return nil }
        let written = syllables.map { "\"\($0)\"" }.joined(separator: ", ")
        return "words.\(word): syllables \(syllables.joined(separator: "·")) (automatic; write syllables = [\(written)] to correct)"
    }
}
