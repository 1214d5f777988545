/// The memory game's numbers, the original's by default; callers change only what they need.
struct MemoryRules: Hashable, Sendable {
    /// Pairs dealt: 8 pairs fill the 4×4 grid.
    var pairs = 8
    /// The memorize phase, seconds: every card is played in turn before they are hidden; it lasts longer when the
    /// cards' clips, each heard to its end, need more.
    var memorizeSeconds = 10.0
    /// Longest a memorize card waits for its clip's end before the next plays anyway, so a cue whose end is never
    /// reported cannot hold the game.
    var cardWaitSeconds = 5.0
    /// Silence after a memorize card's clip before the next, so two cards never run into one sound.
    var cardGapSeconds = 0.1
    /// Mistakes that end the game.
    var mistakes = 3
    /// How long two cards that differ stay face up before they turn back.
    var mismatchSeconds = 1.5

    /// The defaults: 8 pairs, 10 s to memorize, 3 mistakes.
    init() {}
}
