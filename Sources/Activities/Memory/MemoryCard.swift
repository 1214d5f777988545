import Lessons

/// One card of the memory grid: the sound it plays and how it lies.
public struct MemoryCard: Hashable, Sendable {
    /// How a card lies on the grid.
    public enum Look: Hashable, Sendable {
        /// Face down.
        case hidden
        /// Face up: being memorized, or picked and waiting for its partner.
        case shown
        /// Found with its partner; stays face up.
        case matched
        /// Picked with a card that differs; turns back soon.
        case missed
    }

    /// The card's clip (`memory.animals.3`) and its short name.
    public let item: LessonItem
    /// Which pair it belongs to: two cards with the same pair match.
    public let pair: Int
    /// How it lies now.
    public internal(set) var look: Look

    /// A card of pair `pair` playing `item`, lying as `look` says.
    init(item: LessonItem, pair: Int, look: Look) {
        self.item = item
        self.pair = pair
        self.look = look
    }
}
