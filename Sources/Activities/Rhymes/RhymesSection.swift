import Lessons
import SoundBank

/// The `[rhymes]` section of `bank.toml`: the words' clips, the sets asked, and the optional lead-in and help.
///
/// ```toml
/// [rhymes]
/// help = { clip = "rhymes/help.ogg", text = "…" }
/// lead_in = { clip = "rhymes/lead_in.ogg", text = "Quina rima amb" }
/// words = [{ word = "gat", clip = "rhymes/gat.ogg" }, …]
/// sets = [{ word = "gat", rhyme = "plat", others = ["sol", "mar"] }, …]
/// ```
///
/// An overlay may give a few words (or sets) and take the rest from its fallback, each by its `word`.
struct RhymesSection: BankSection {
    /// A word and its clip.
    struct Word: Sendable {
        var word: String
        var clip: ClipRef
    }

    var words: [Word]
    var sets: [RhymesContent.RhymeSet]
    var help: ClipRef?
    var leadIn: ClipRef?

    var clips: [NamedClip] {
        var list = words.sorted { $0.word < $1.word }.map { NamedClip(name: RhymesContent.clip(of: $0.word), clip: $0.clip, role: .voice) }
        if let leadIn { list.append(NamedClip(name: RhymesContent.leadInClip, clip: leadIn, role: .voice)) }
        if let help { list.append(NamedClip(.help(Rhymes.id), clip: help, role: .voice)) }
        return list
    }

    var lessonContent: any Sendable { RhymesContent(sets: sets, hasLeadIn: leadIn != nil) }

    func layered(over fallback: any BankSection, _ layering: inout ListLayering) -> any BankSection {
        guard let fallback = fallback as? RhymesSection else { return self }
        let words = layering.list("\(Rhymes.id).words", words, over: fallback.words, key: \.word) ?? []
        // A set naming a word neither bank has is reported by the overlay's check once layered, and not asked.
        let sets = (layering.list("\(Rhymes.id).sets", sets, over: fallback.sets, key: \.word) ?? [])
            .filter { Rhymes.unknownWords(in: $0, among: words).isEmpty }
        return RhymesSection(words: words, sets: sets, help: help ?? fallback.help, leadIn: leadIn ?? fallback.leadIn)
    }

    /// Each word by its `word` in `words`, the lead-in and the help by name; a word's file is named after it with no
    /// `..` left in it, so no word can put a take outside the bank's folder.
    func recordingItems(in language: String, saying _: (ClipRef, String) -> String) -> [RecordingItem] {
        var items = words.sorted { $0.word < $1.word }.map { word in
            let name = RhymesContent.clip(of: word.word)
            return RecordingItem(name: name, section: Rhymes.id, text: word.word, current: word.clip,
                                 file: RecordingItem.nestedPath(for: name),
                                 kind: .entry(table: Rhymes.id, array: "words", key: word.word, field: "word", withText: false))
        }
        for (name, key, clip) in [(RhymesContent.leadInClip, "lead_in", leadIn), (ClipName.help(Rhymes.id).rawValue, "help", help)] {
            guard let clip else { continue }
            items.append(RecordingItem(name: name, section: Rhymes.id, text: clip.text ?? key, current: clip,
                                       kind: .value(table: Rhymes.id, key: key)))
        }
        return items
    }
}

extension Rhymes: BankActivity {
    public static let sectionKeys = ["help", "lead_in", "words", "sets"]
    public static let layeredLists = ["words", "sets"]

    public static func section(from table: TableReader) -> (any BankSection)? {
        // An overlay's sets may name its fallback's words: they are checked once the section is layered.
        let whole = !table.isOverlay
        let wordEntries = table.tables("words", known: ["word", "clip", "gain"], name: "word", required: whole) ?? []
        let words = ManifestParser.unique(wordEntries, named: \TableReader.wordName, in: table, at: "words").compactMap { entry in
            entry.string("word", required: true).flatMap { word in
                entry.string("clip", required: true).map { RhymesSection.Word(word: word, clip: entry.clipFile($0, at: "clip", text: word)) }
            }
        }
        let sets = (table.tables("sets", known: ["word", "rhyme", "others"], name: "word", required: whole) ?? [])
            .compactMap { rhymeSet($0, words: whole ? words : nil) }
        let written = words.map(\.word)
        table.checkWhole { bank, section in
            let layered = bank.sections[id] as? RhymesSection
            if !whole {
                for set in sets {
                    reportUnknown(unknownWords(in: set, among: layered?.words ?? []), at: section, key: "sets.\(set.word)")
                }
                if layered?.sets.isEmpty ?? true {
                    section.report(.missingKey, at: "sets", "missing here and in the fallback; it must be a list of tables")
                }
            }
            // A word only plays as part of a set; an overlay's may be named by its fallback's sets. One its own set
            // names is not warned about again when that set is left out for naming a word without a clip.
            guard let layered else { return }
            let named = Set((layered.sets + sets).flatMap { [$0.word, $0.rhyme] + $0.others })
            for word in written where !named.contains(word) {
                section.report(.unusedEntry, severity: .warning, atEntry: word, of: "words",
                               "'\(word)' is named by no set, so it is never played; name it in a set or remove it")
            }
        }
        guard !sets.isEmpty || !whole else { return nil }
        return RhymesSection(words: words, sets: sets, help: table.clip("help"), leadIn: table.clip("lead_in"))
    }

    /// The words of `set` that `words` has no clip for.
    static func unknownWords(in set: RhymesContent.RhymeSet, among words: [RhymesSection.Word]) -> [String] {
        ([set.word, set.rhyme] + set.others).filter { word in !words.contains { $0.word == word } }
    }

    /// Reports a set, at `key` of `table`, that names words without a clip; true when there are none.
    @discardableResult
    private static func reportUnknown(_ unknown: [String], at table: TableReader, key: String?) -> Bool {
        guard !unknown.isEmpty else { return true }
        table.report(.badReference, at: key, "names \(unknown.map { "'\($0)'" }.joined(separator: ", ")), not among the section's words")
        return false
    }

    /// One set, when its three choices differ and, with `words` given, every word it names has a clip.
    private static func rhymeSet(_ entry: TableReader, words: [RhymesSection.Word]?) -> RhymesContent.RhymeSet? {
        guard let word = entry.string("word", required: true), let rhyme = entry.string("rhyme", required: true),
              let others = entry.strings("others", required: true) else { return nil }
        guard others.count == 2 else {
            entry.report(.invalidValue, at: "others", "lists \(others.count) words; keys 1–3 need the rhyme and exactly 2 others")
            return nil
        }
        guard Set([rhyme] + others).count == 3, !([rhyme] + others).contains(word) else {
            entry.report(.invalidValue, "the word, its rhyme and the 2 others must be 4 different words")
            return nil
        }
        let set = RhymesContent.RhymeSet(word: word, rhyme: rhyme, others: others)
        guard let words else { return set }
        return reportUnknown(unknownWords(in: set, among: words), at: entry, key: nil) ? set : nil
    }
}

private extension TableReader {
    /// The entry's `word`, naming it when it is listed twice.
    var wordName: String { string("word") ?? "" }
}
