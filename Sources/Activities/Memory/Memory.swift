import Lessons

/// Audio memory: pairs of a category's sounds dealt face down (`MemoryGame`), on a category menu (`memory`, key 4 of
/// the main menu) with a game per category (`memory/animals`).
public enum Memory: LessonActivity {
    public typealias Events = MemoryEvent

    public static let id = "memory"
    public static let menu = Screen.main
    /// Key 4, after numbers, letters and syllables, where the first program had it.
    public static let menuIndex: Int? = 3
    /// The category menu's games, in the order of the original (animals, fruits, vehicles, plants).
    public static let parts = ["animals", "fruits", "vehicles", "plants"]
    /// Its help came before its section, in `[help]` (`memory`, `memory_animals`…).
    public static let helpInHelpTable = true
    /// None: a script's `wrong` on a memory game presses nothing, as before the kind moved here.
    public static let answerKeys: [String] = []

    /// Every game finished counts under its category's path.
    public static func countsGamesPlayed(on screen: Screen) -> Bool { true }

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

/// The memory game's screens, by name.
extension Screen {
    /// The category menu.
    public static let memory = Memory.screen

    /// The categories on the memory menu, in menu order.
    public static let memoryCategories = Memory.parts

    /// The memory screen of `category`, if the menu has it.
    public static func memory(_ category: String) -> Screen? {
        Memory.parts.contains(category) ? Memory.screen(category) : nil
    }

    /// The memory category of a memory screen (`memory/fruits` → `fruits`).
    public var memoryCategory: String? {
        if Memory.plays(on: self) { name } else { nil }
    }
}
