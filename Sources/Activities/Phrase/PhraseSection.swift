import Lessons
import SoundBank

/// The phrase builder's section: `[phrase]` with `no`, `question`, `quick`, and `[[phrase.subjects]]`,
/// `[[phrase.verbs]]`, `[[phrase.complements]]` entries that name the words that may follow them, and
/// `[[phrase.particles]]`, the words a verb's `negated` form may name besides verbs and subjects ("don't", "not").
extension PhraseBuilder: BankActivity {
    public static let sectionKeys = ["no", "question", "quick", "opening_question_mark"] + PhraseList.allCases.map(\.rawValue)
    public static let layeredLists = PhraseList.allCases.map(\.rawValue)
    /// Where `[phrase]` was listed before the kind moved here: after `[games]` and the kinds listed there before it.
    public static let listedAfter: BuiltInSection? = .games
    /// As `bank check` said of a bank without `[phrase]` when it was built in.
    public static let lackedWhenAbsent: String? = "the phrase builder's words"

    /// The digits pick a word, nine to a page; quick mode shows its starters on one page.
    static let quickLimit = 9

    /// Reads `[phrase]`; its links between words are checked once the bank is laid over its fallbacks.
    public static func section(from section: TableReader) -> (any BankSection)? {
        // An overlay may give a few words and take the rest from its fallback: its links are checked once layered.
        let whole = !section.isOverlay
        var book = BankPhraseBook()
        book.no = section.clip("no", required: whole)
        book.question = section.clip("question")
        book.openingQuestionMark = section.string("opening_question_mark") ?? ""
        // A subject must lead somewhere, which is checked once layered (an overlay's subject may take its fallback's
        // verbs); a verb without complements ends its sentence ("I sleep").
        let read = Dictionary(uniqueKeysWithValues: PhraseList.allCases.map { list in
            (list, entries(section, list, required: whole && list.isRequired))
        })
        for (list, entries) in read {
            book[keyPath: list.entries] = entries.valid
            guard !whole else { continue }
            for (id, keys) in entries.given { book.given["\(list.path).\(id)"] = keys }
        }
        book.quick = section.strings("quick") ?? []
        // Links are checked against every id written, so one broken entry is reported once, not again by each link to it.
        section.checkWhole { bank, section in
            guard let layered = bank.phrase else { return }
            // Each id once, as written first: a bank's own words are the layered bank's too.
            func written(_ lists: PhraseList...) -> [String] {
                var seen = Set<String>()
                return (lists.flatMap { read[$0]?.written ?? [] } + lists.flatMap { layered[keyPath: $0.entries].map(\.id) })
                    .filter { seen.insert($0).inserted }
            }
            checkLinks(layered, verbs: written(.verbs), complements: written(.complements), in: section)
            checkNegations(layered, sayable: written(.particles, .verbs, .subjects), in: section)
        }
        return book
    }

    /// The overlay's lists over the fallback's, noted in the layers even when one bank alone has them, each of its
    /// words completed by the fallback's of its id; the quick list, "no", the question tag and mark by name.
    public static func layered(_ own: (any BankSection)?, over fallback: (any BankSection)?,
                               _ layering: inout ListLayering) -> (any BankSection)? {
        guard own != nil || fallback != nil else { return nil }
        let own = own as? BankPhraseBook ?? BankPhraseBook(), fallback = fallback as? BankPhraseBook
        var book = own
        for list in PhraseList.allCases {
            let theirs = fallback?[keyPath: list.entries]
            let given = own[keyPath: list.entries].map { entry in
                layering.replaces(list.path) ? entry : completed(entry, in: list, giving: own.given, over: theirs)
            }
            book[keyPath: list.entries] = layering.list(list.path, given, over: theirs, key: \.id) ?? []
        }
        // The quick list is a short choice of verbs in screen order, not a list of items: given, it is given whole.
        book.quick = own.quick.isEmpty ? fallback?.quick ?? [] : own.quick
        book.no = own.no ?? fallback?.no
        book.question = own.question ?? fallback?.question
        book.openingQuestionMark = own.openingQuestionMark.isEmpty ? fallback?.openingQuestionMark ?? "" : own.openingQuestionMark
        book.given = [:]
        return book
    }

    /// `entry` with what it does not give (`given` by the overlay's entries: picture, the words that may follow,
    /// question and negated forms) from the fallback's entry of its id, so a recording of a word is written as its id,
    /// text and clip alone.
    private static func completed(_ entry: BankPhraseEntry, in list: PhraseList, giving given: [String: Set<String>],
                                  over fallback: [BankPhraseEntry]?) -> BankPhraseEntry {
        guard let theirs = fallback?.first(where: { $0.id == entry.id }), let given = given["\(list.path).\(entry.id)"]
        else { return entry }
        var entry = entry
        if !given.contains("emoji") { entry.word.emoji = theirs.emoji }
        if let next = list.nextKey, !given.contains(next) { entry.word.next = theirs.next }
        if !given.contains("question") { (entry.question, entry.word.questionClip) = (theirs.question, theirs.word.questionClip) }
        if !given.contains("negated") { entry.negated = theirs.negated }
        return entry
    }

    /// The entries of one list as read: the valid ones, every id written, and the keys each id's entry gives.
    private typealias PhraseEntries = (valid: [BankPhraseEntry], written: [String], given: [String: Set<String>])

    private static func entries(_ section: TableReader, _ list: PhraseList, required: Bool) -> PhraseEntries {
        let key = list.rawValue
        let known = ["id", "text", "emoji", "clip", "gain", "question"] + (list.nextKey.map { [$0] } ?? [])
            + (list.mayBeNegated ? ["negated"] : [])
        let tables = section.tables(key, known: known, name: "id", required: required) ?? []
        let words = tables.compactMap { entry -> BankPhraseEntry? in
            guard let id = entry.string("id", required: true), let text = entry.string("text", required: true),
                  let path = entry.string("clip", required: true) else { return nil }
            guard id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }), !id.isEmpty else {
                entry.report(.invalidValue, at: "id", "'\(id)' must be a simple name (letters, digits, - and _): other entries point at it")
                return nil
            }
            // The question form says the same word rising, so its text is the word's with a question mark.
            let question = entry.string("question").map { entry.clipFile($0, at: "question", text: text + "?") }
            let name = list.clipName(id)
            let word = PhraseWord(id: id, text: text, emoji: entry.string("emoji") ?? "", clip: name.rawValue,
                                  questionClip: question.map { _ in name.question.rawValue },
                                  next: list.nextKey.flatMap { entry.strings($0) } ?? [])
            let negated = list.mayBeNegated ? entry.strings("negated") : nil
            if negated?.isEmpty == true {
                entry.report(.invalidValue, at: "negated", "is empty; name the words said in the verb's place, e.g. [\"dont\", \"want\"]")
            }
            return BankPhraseEntry(word, clip: entry.clipFile(path, at: "clip", text: text), question: question,
                                   negated: negated?.isEmpty == true ? nil : negated)
        }
        if required, tables.isEmpty, section.keys.contains(key) {
            section.report(.invalidValue, at: key, "is empty; a sentence needs at least one")
        }
        let given = tables.compactMap { entry in entry.written("id").map { ($0, Set(entry.keys)) } }
        return (ManifestParser.unique(words, named: \.id, in: section, at: key), tables.compactMap { $0.written("id") },
                Dictionary(given) { first, _ in first })
    }

    /// Every id a subject, verb or the quick list names must exist; a word nothing leads to is never offered.
    private static func checkLinks(_ book: BankPhraseBook, verbs verbIDs: [String], complements complementIDs: [String],
                                   in section: TableReader) {
        /// Reports each of `ids` not `known` at the list `field` of the entry `entry` of `list`, or at the key `field`.
        func check(_ ids: [String], among known: [String], what: String, at field: String, of entry: (PhraseList, String)? = nil) {
            for id in ids where !known.contains(id) {
                let message = "names the \(what) '\(id)', which is not listed; \(what)s: \(known.joined(separator: ", "))"
                if let (list, name) = entry {
                    section.report(.badReference, atEntry: name, of: list.rawValue, field: field, message)
                } else {
                    section.report(.badReference, at: field, message)
                }
            }
        }
        for subject in book.subjects {
            check(subject.next, among: verbIDs, what: "verb", at: "verbs", of: (.subjects, subject.id))
        }
        for subject in book.subjects where subject.next.isEmpty {
            section.report(.missingKey, atEntry: subject.id, of: PhraseList.subjects.rawValue, field: "verbs",
                           "is missing or empty: a subject leads to the verbs that may follow it, so this one leads nowhere")
        }
        for verb in book.verbs {
            check(verb.next, among: complementIDs, what: "complement", at: "complements", of: (.verbs, verb.id))
        }
        check(book.quick, among: verbIDs, what: "verb", at: "quick")
        if book.quick.count > quickLimit {
            section.report(.invalidValue, at: "quick", "has \(book.quick.count) starters; quick mode shows at most \(quickLimit), one per digit")
        }
        let reachedVerbs = Set(book.subjects.flatMap(\.next) + book.quick)
        let reachedComplements = Set(book.verbs.flatMap(\.next))
        for verb in book.verbs where !reachedVerbs.contains(verb.id) {
            section.report(.unusedEntry, severity: .warning, atEntry: verb.id, of: PhraseList.verbs.rawValue,
                           "no subject lists it and quick does not name it, so it is never offered")
        }
        for complement in book.complements where !reachedComplements.contains(complement.id) {
            section.report(.unusedEntry, severity: .warning, atEntry: complement.id, of: PhraseList.complements.rawValue,
                           "no verb lists it, so it is never offered")
        }
    }

    /// Every id a verb's negated form names must be a particle, a verb or a subject.
    private static func checkNegations(_ book: BankPhraseBook, sayable: [String], in section: TableReader) {
        for verb in book.verbs {
            for id in verb.negated ?? [] where !sayable.contains(id) {
                section.report(.badReference, atEntry: verb.id, of: PhraseList.verbs.rawValue, field: "negated",
                               "names '\(id)', which is not a particle, verb or subject; particles: "
                               + book.particles.map(\.id).joined(separator: ", "))
            }
        }
    }
}
