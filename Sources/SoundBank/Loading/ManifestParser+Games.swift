import Lessons

/// The games' sections: `[games]` end voices, `[memory]` categories of cards.
extension ManifestParser {
    /// Reads the two sections into `bank`, reporting a small category or one the menu does not offer.
    static func decodeGames(_ top: TableReader, into bank: inout Bank) {
        if let games = top.table("games", known: GameVoice.allCases.map(\.rawValue)) {
            for voice in GameVoice.allCases { bank.games[voice] = games.clip(voice.rawValue) }
        }
        if let memory = top.table("memory", known: nil) {
            layering(memory, lists: MemoryRules.categories, into: &bank)
            for category in memory.keys where !layeringKeys.contains(category) {
                // The menu deals only its own categories: any other (a misspelled `fruit`) would lie there unplayed.
                guard MemoryRules.categories.contains(category) else {
                    memory.report(.unknownKey, at: category, "'\(category)' is not on the memory menu, so its cards are never dealt; "
                                  + "the menu offers \(MemoryRules.categories.joined(separator: ", "))")
                    continue
                }
                guard let entries = memory.tables(category, known: itemKeys, name: "key") else { continue }
                bank.memory[category] = unique(entries.compactMap(item), named: \.key, in: memory, at: category)
                memory.checkWhole { bank, memory in
                    let cards = bank.memory[category, default: []].count
                    guard cards < MemoryRules().pairs else { return }
                    memory.report(.invalidValue, at: category,
                                  "has \(cards) cards; a memory category needs at least \(MemoryRules().pairs) (8 pairs fill the 4×4 grid)")
                }
            }
        }
    }
}
