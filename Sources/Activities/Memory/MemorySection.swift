import Lessons
import SoundBank

/// The `[memory]` section of `bank.toml`: the cards of each category the memory menu offers, by key.
///
/// ```toml
/// [memory]
/// animals = [{ key = "gat", clip = "memory/animals/gat.ogg", text = "meu" }, …]
/// ```
///
/// An overlay may give a few cards of a category and take the rest from its fallback, each card by its key.
struct MemorySection: BankSection {
    /// The cards of each category (`animals` → cards named by key), at least `MemoryRules().pairs` each.
    var cards: [String: [BankItem]]

    /// Each card with its category and its clip's name (`memory.animals.1`), the categories in alphabetical order.
    private var named: [(category: String, name: ClipName, card: BankItem)] {
        cards.keys.sorted().flatMap { category in
            cards[category, default: []].enumerated().map { (category, Memory.clip(of: category, $0 + 1), $1) }
        }
    }

    var clips: [NamedClip] { named.map { NamedClip($0.name, clip: $0.card.clip, role: .voice) } }

    /// A `MemoryCards`: each category's cards, keyed as the bank keys them.
    var lessonContent: any Sendable {
        // A card's `glyphs` give its picture; without them the glyph is its key, no picture.
        Dictionary(grouping: named, by: \.category).mapValues {
            $0.map { entry in
                LessonItem(key: entry.card.key, id: entry.name.rawValue, picture: entry.card.glyphs.first { $0 != entry.card.key })
            }
        } as MemoryCards
    }

    /// Each card by its key in its category, recorded to the category's folder under its key.
    func recordingItems(in language: String, saying said: (ClipRef, String) -> String) -> [RecordingItem] {
        named.map { category, name, card in
            RecordingItem(name: name.rawValue, text: said(card.clip, card.key), shown: card.key, current: card.clip,
                          file: "\(Memory.id)/\(category)/\(card.key).flac",
                          kind: .entry(table: Memory.id, array: category, key: card.key))
        }
    }
}

extension Memory: BankActivity {
    /// The categories the menu offers, each a list of cards.
    public static let sectionKeys = Screen.memoryCategories
    public static let layeredLists = Screen.memoryCategories
    /// Right after `[games]`, where `[memory]` was listed when it was built in (count-along's `[count]` follows it).
    public static let listedAfter: BuiltInSection? = .games
    /// A category unknown to the menu is reported with what the menu offers.
    public static let reportsUnknownKeys = true
    /// A missing category leaves its menu entry in place: it is there to choose but has nothing to play.
    public static let lackedEffect: String? = "the memory menu still offers each, with no cards to deal"

    public static func section(from table: TableReader) -> (any BankSection)? {
        var cards: [String: [BankItem]] = [:]
        for category in table.keys where !ManifestParser.layeringKeys.contains(category) {
            // The menu deals only its own categories: any other (a misspelled `fruit`) would lie there unplayed.
            guard Screen.memoryCategories.contains(category) else {
                table.report(.unknownKey, at: category, "'\(category)' is not on the memory menu, so its cards are never dealt; "
                             + "the menu offers \(Screen.memoryCategories.joined(separator: ", "))")
                continue
            }
            guard let entries = table.tables(category, known: ManifestParser.itemKeys, name: "key") else { continue }
            cards[category] = ManifestParser.unique(entries.compactMap(ManifestParser.item), named: \.key, in: table, at: category)
            table.checkWhole { bank, table in
                let count = Self.cards(in: bank.sections[id])[category, default: []].count
                guard count < MemoryRules().pairs else { return }
                table.report(.invalidValue, at: category,
                             "has \(count) cards; a memory category needs at least \(MemoryRules().pairs) (8 pairs fill the 4×4 grid)")
            }
        }
        return MemorySection(cards: cards)
    }

    /// Each category's cards by key over the fallback's, noted in the layers even when one bank alone has them.
    public static func layered(_ own: (any BankSection)?, over fallback: (any BankSection)?,
                               _ layering: inout ListLayering) -> (any BankSection)? {
        guard own != nil || fallback != nil else { return nil }
        let own = cards(in: own), theirs = cards(in: fallback)
        var merged: [String: [BankItem]] = [:]
        for category in Set(own.keys).union(theirs.keys).sorted() {
            merged[category] = layering.list("\(id).\(category)", own[category], over: theirs[category], key: \.key)
        }
        return MemorySection(cards: merged)
    }

    /// The categories the menu offers that have no cards in `section`.
    public static func lacked(in section: (any BankSection)?) -> [String] {
        Screen.memoryCategories.filter { cards(in: section)[$0, default: []].isEmpty }
    }

    /// The cards of each category of `section`, a bank's `[memory]`; none without it.
    static func cards(in section: (any BankSection)?) -> [String: [BankItem]] {
        (section as? MemorySection)?.cards ?? [:]
    }
}
