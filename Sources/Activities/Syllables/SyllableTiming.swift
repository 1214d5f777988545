/// The timing contract of the clapped syllable sequence (SPEC §2, CO01), with the original's defaults.
struct SyllableTiming: Sendable, Equatable {
    /// From the word's start to the first syllable.
    var firstSyllable = 1.5
    /// From the end of one syllable clip to the start of the next.
    var betweenSyllables = 0.6
    /// From the first syllable to the count, unless the syllables take longer.
    var count = 3.0
    /// From the end of the last syllable to the count when the syllables take longer.
    var afterLastSyllable = 0.6

    /// The original's timings.
    init() {}
}
