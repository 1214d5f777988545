import Lessons

/// Audio memory: pairs of a category's sounds dealt face down (`MemoryGame`); its built-in screens (the category menu
/// `memory`, key 4 of the main menu, and a game per category, `memory/animals`) stay where they were.
public enum Memory: LessonActivity {
    public typealias Events = MemoryEvent

    public static let id = "memory"
    public static let menu = Screen.main
    /// The category menu, which the kind keeps; its games are the menu's children (`plays(on:)`).
    public static let screen = Screen.memory
    /// None: a script's `wrong` on a memory game presses nothing, as before the kind moved here.
    public static let answerKeys: [String] = []

    /// Each category's game, not the category menu.
    public static func plays(on screen: Screen) -> Bool { screen.memoryCategory != nil }

    /// A game dealing the cards of the screen's category (a `MemoryCards`), none when the bank has none.
    public static func session(on screen: Screen, content: ActivityContent, random: inout SplitMix64) -> any Session & Sendable {
        let cards = content.section(as: MemoryCards.self)?[screen.memoryCategory ?? ""] ?? []
        return MemoryGame(screen: screen, cards: cards, rules: MemoryRules(), random: SplitMix64(seed: random.next()))
    }

    /// Card `number` (from 1) of `category`: `memory.animals.1`, the one place the kind's clip names are spelt.
    static func clip(of category: String, _ number: Int) -> ClipName {
        ClipName(rawValue: "\(id).\(category).\(number)")
    }
}

/// What a memory game gets from the bank: each category's cards (`animals` → its clips), in the bank's order.
typealias MemoryCards = [String: [LessonItem]]
