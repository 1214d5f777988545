import Lessons

/// The games' sections: `[games]` end voices, `[memory]` categories of cards, `[count]` numbers and hint.
extension ManifestParser {
    /// The digit keys count to 10 (0 is 10).
    static let countLimit = 10

    /// Reads the three sections into `bank`, reporting a small category, one the menu does not offer, a count list out of
    /// order, or no hint.
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
        if let count = top.table("count", known: ["numbers", "hint"] + layeringKeys) {
            layering(count, lists: ["numbers"], into: &bank)
            // An overlay may give a few numbers, or none, and take the rest and the hint from its fallback.
            let overlay = count.context.isOverlay
            let numbers = count.tables("numbers", known: itemKeys, name: "key", required: !overlay)?.compactMap(item) ?? []
            count.checkWhole { bank, count in
                let numbers = bank.count?.numbers ?? []
                guard numbers.map(\.key) != numbers.indices.map({ String($0 + 1) }) || numbers.count > countLimit else { return }
                count.report(.invalidValue, at: "numbers",
                             "must list the numbers in order from \"1\", at most up to \"\(countLimit)\" (0 is 10 on the keys); found "
                             + numbers.map(\.key).joined(separator: ", "))
            }
            let hint = overlay ? count.clip("hint") : count.clip("hint", ifAbsent: "after a wrong number the count-along says "
                                                                  + "the one that comes next without its gentle hint")
            bank.count = CountClips(numbers: numbers, hint: hint)
        }
    }
}
