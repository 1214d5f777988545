import Lessons

/// The phrase builder's section: `[phrase]` with `no`, `question`, `quick`, and `[[phrase.subjects]]`,
/// `[[phrase.verbs]]`, `[[phrase.complements]]` entries that name the words that may follow them, and
/// `[[phrase.particles]]`, the words a verb's `negated` form may name besides verbs and subjects ("don't", "not").
extension ManifestParser {
    /// The digits pick a word, nine to a page; quick mode shows its starters on one page.
    static let quickLimit = 9

    static func decodePhrase(_ top: TableReader, into bank: inout Bank) {
        let lists = ["subjects", "verbs", "complements", "particles"]
        guard let section = top.table("phrase", known: ["no", "question", "quick", "opening_question_mark"] + lists + layeringKeys)
        else { return }
        layering(section, lists: lists, into: &bank)
        // An overlay may give a few words and take the rest from its fallback: its links are checked once layered.
        let whole = !section.context.isOverlay
        var book = BankPhraseBook()
        book.no = section.clip("no", required: whole)
        book.question = section.clip("question")
        book.openingQuestionMark = section.string("opening_question_mark") ?? ""
        // A subject must lead somewhere, which is checked once layered (an overlay's subject may take its fallback's
        // verbs); a verb without complements ends its sentence ("I sleep").
        let subjects = entries(section, "subjects", { .phrase(.subject, $0) }, next: "verbs", required: whole)
        let verbs = entries(section, "verbs", { .phrase(.verb, $0) }, next: "complements", required: whole)
        let complements = entries(section, "complements", { .phrase(.complement, $0) }, next: nil, required: false)
        let particles = entries(section, "particles", ClipName.phraseParticle, next: nil, required: false)
        (book.subjects, book.verbs, book.complements) = (subjects.valid, verbs.valid, complements.valid)
        book.particles = particles.valid
        if !whole {
            for (list, entries) in zip(lists, [subjects, verbs, complements, particles]) {
                for (id, keys) in entries.given { bank.layeringRequest.phraseKeys["phrase.\(list).\(id)"] = keys }
            }
        }
        book.quick = section.strings("quick") ?? []
        // Links are checked against every id written, so one broken entry is reported once, not again by each link to it.
        section.checkWhole { bank, section in
            guard let layered = bank.phrase else { return }
            checkLinks(layered, verbs: verbs.written + layered.verbs.map(\.id),
                       complements: complements.written + layered.complements.map(\.id), in: section)
            checkNegations(layered, sayable: particles.written + verbs.written + subjects.written
                           + (layered.particles + layered.verbs + layered.subjects).map(\.id), in: section)
        }
        bank.phrase = book
    }

    private static func entries(_ section: TableReader, _ key: String, _ naming: (String) -> ClipName,
                                next: String?,
                                required: Bool) -> (valid: [BankPhraseEntry], written: [String], given: [String: Set<String>]) {
        let isVerb = key == "verbs"
        let known = ["id", "text", "emoji", "clip", "gain", "question"] + (next.map { [$0] } ?? []) + (isVerb ? ["negated"] : [])
        let tables = section.tables(key, known: known, name: "id", required: required) ?? []
        let list = tables.compactMap { entry -> BankPhraseEntry? in
            guard let id = entry.string("id", required: true), let text = entry.string("text", required: true),
                  let path = entry.string("clip", required: true) else { return nil }
            guard id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }), !id.isEmpty else {
                entry.report(.invalidValue, at: "id", "'\(id)' must be a simple name (letters, digits, - and _): other entries point at it")
                return nil
            }
            // The question form says the same word rising, so its text is the word's with a question mark.
            let question = entry.string("question").map { entry.clipFile($0, at: "question", text: text + "?") }
            let name = naming(id)
            let word = PhraseWord(id: id, text: text, emoji: entry.string("emoji") ?? "", clip: name.rawValue,
                                  questionClip: question.map { _ in name.question.rawValue },
                                  next: next.flatMap { entry.strings($0) } ?? [])
            let negated = isVerb ? entry.strings("negated") : nil
            if negated?.isEmpty == true {
                entry.report(.invalidValue, at: "negated", "is empty; name the words said in the verb's place, e.g. [\"dont\", \"want\"]")
            }
            return BankPhraseEntry(word, clip: entry.clipFile(path, at: "clip", text: text), question: question,
                                   negated: negated?.isEmpty == true ? nil : negated)
        }
        if required, tables.isEmpty, section.keys.contains(key) {
            section.report(.invalidValue, at: key, "is empty; a sentence needs at least one")
        }
        let given = tables.compactMap { entry in entry.table["id"]?.string.map { ($0, Set(entry.keys)) } }
        return (unique(list, named: \.id, in: section, at: key), tables.compactMap { $0.table["id"]?.string },
                Dictionary(given) { first, _ in first })
    }

    /// Every id a subject, verb or the quick list names must exist; a word nothing leads to is never offered.
    private static func checkLinks(_ book: BankPhraseBook, verbs verbIDs: [String], complements complementIDs: [String],
                                   in section: TableReader) {
        func check(_ ids: [String], among known: [String], at key: String, what: String) {
            for id in ids where !known.contains(id) {
                section.report(.badReference, at: key,
                               "names the \(what) '\(id)', which is not listed; \(what)s: \(known.joined(separator: ", "))")
            }
        }
        for subject in book.subjects { check(subject.next, among: verbIDs, at: "subjects.\(subject.id).verbs", what: "verb") }
        for subject in book.subjects where subject.next.isEmpty {
            section.report(.missingKey, at: "subjects.\(subject.id).verbs",
                           "is missing or empty: a subject leads to the verbs that may follow it, so this one leads nowhere")
        }
        for verb in book.verbs { check(verb.next, among: complementIDs, at: "verbs.\(verb.id).complements", what: "complement") }
        check(book.quick, among: verbIDs, at: "quick", what: "verb")
        if book.quick.count > quickLimit {
            section.report(.invalidValue, at: "quick", "has \(book.quick.count) starters; quick mode shows at most \(quickLimit), one per digit")
        }
        let reachedVerbs = Set(book.subjects.flatMap(\.next) + book.quick)
        let reachedComplements = Set(book.verbs.flatMap(\.next))
        for verb in book.verbs where !reachedVerbs.contains(verb.id) {
            section.context.report(.unusedEntry, severity: .warning, at: section.path.appending(.key("verbs")).appending(.entry(verb.id)),
                                   "no subject lists it and quick does not name it, so it is never offered")
        }
        for complement in book.complements where !reachedComplements.contains(complement.id) {
            section.context.report(.unusedEntry, severity: .warning,
                                   at: section.path.appending(.key("complements")).appending(.entry(complement.id)),
                                   "no verb lists it, so it is never offered")
        }
    }

    /// Every id a verb's negated form names must be a particle, a verb or a subject.
    private static func checkNegations(_ book: BankPhraseBook, sayable: [String], in section: TableReader) {
        for verb in book.verbs {
            for id in verb.negated ?? [] where !sayable.contains(id) {
                section.report(.badReference, at: "verbs.\(verb.id).negated",
                               "names '\(id)', which is not a particle, verb or subject; particles: "
                               + book.particles.map(\.id).joined(separator: ", "))
            }
        }
    }
}
