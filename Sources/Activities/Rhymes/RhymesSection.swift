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
struct RhymesSection: BankSection {
    var words: [String: ClipRef]
    var sets: [RhymesContent.RhymeSet]
    var help: ClipRef?
    var leadIn: ClipRef?

    var clips: [NamedClip] {
        var list = words.keys.sorted().compactMap { word in
            words[word].map { NamedClip(name: RhymesContent.clip(of: word), clip: $0, role: .voice) }
        }
        if let leadIn { list.append(NamedClip(name: RhymesContent.leadInClip, clip: leadIn, role: .voice)) }
        if let help { list.append(NamedClip(.help(Rhymes.id), clip: help, role: .voice)) }
        return list
    }

    var lessonContent: any Sendable { RhymesContent(sets: sets, hasLeadIn: leadIn != nil) }
}

extension Rhymes: BankActivity {
    public static let sectionKeys = ["help", "lead_in", "words", "sets"]

    public static func section(from table: TableReader) -> (any BankSection)? {
        let wordEntries = table.tables("words", known: ["word", "clip", "gain"], name: "word", required: true) ?? []
        var words: [String: ClipRef] = [:]
        for entry in ManifestParser.unique(wordEntries, named: \TableReader.wordName, in: table, at: "words") {
            guard let word = entry.string("word", required: true), let clip = entry.string("clip", required: true) else { continue }
            words[word] = entry.clipFile(clip, at: "clip", text: word)
        }
        let sets = (table.tables("sets", known: ["word", "rhyme", "others"], name: "word", required: true) ?? [])
            .compactMap { rhymeSet($0, words: words) }
        guard !sets.isEmpty else { return nil }
        return RhymesSection(words: words, sets: sets, help: table.clip("help"), leadIn: table.clip("lead_in"))
    }

    /// One set, when every word it names has a clip and its three choices differ.
    private static func rhymeSet(_ entry: TableReader, words: [String: ClipRef]) -> RhymesContent.RhymeSet? {
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
        let unknown = ([word, rhyme] + others).filter { words[$0] == nil }
        guard unknown.isEmpty else {
            entry.report(.badReference, "names \(unknown.map { "'\($0)'" }.joined(separator: ", ")), not among the section's words")
            return nil
        }
        return RhymesContent.RhymeSet(word: word, rhyme: rhyme, others: others)
    }
}

private extension TableReader {
    /// The entry's `word`, naming it when it is listed twice.
    var wordName: String { string("word") ?? "" }
}
