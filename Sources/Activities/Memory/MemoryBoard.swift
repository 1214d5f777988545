/// What the memory screen draws: the grid, the mistakes left and how the game ended; the game holds it in
/// `SessionState.activity`.
public struct MemoryBoard: Hashable, Sendable {
    /// How a game ended.
    public enum Outcome: Hashable, Sendable {
        /// Every pair found: the celebration plays.
        case won
        /// Out of mistakes: "La propera vegada!" plays.
        case lost
    }

    /// The card keys in grid order, row by row: the four rows of the keyboard's left block (`1234`, `qwer`,
    /// `asdf`, `zxcv`), so a card sits where its key sits under the child's hand.
    public static let keys = ["1", "2", "3", "4", "q", "w", "e", "r", "a", "s", "d", "f", "z", "x", "c", "v"]

    /// The category whose sounds are dealt.
    public let category: String
    /// The cards in grid order (4 per row).
    public internal(set) var cards: [MemoryCard] = []
    /// Mistakes the child may still make.
    public internal(set) var mistakesLeft: Int
    /// The card being played in the memorize phase, if any.
    public internal(set) var playing: Int?
    /// Set when the game has ended.
    public internal(set) var outcome: Outcome?

    /// A grid of `category`'s `cards` with `mistakesLeft` to make, being played by no card, its game not ended.
    init(category: String, cards: [MemoryCard], mistakesLeft: Int) {
        self.category = category
        self.cards = cards
        self.mistakesLeft = mistakesLeft
    }
}
