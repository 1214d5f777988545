import SoundBank

/// Reads the `[[stories]]` of a manifest: pages and characters told in every language the story lists.
enum StoryParser {
    static let storyKeys = ["id", "languages", "title", "pages", "characters"]
    static let pageKeys = ["text", "narration", "timings", "music", "effects", "objects"]
    static let characterKeys = ["name", "display", "voice"]
    /// An object's own keys beside its languages.
    static let objectKeys = ["display"]
    /// Object clips answer the digit keys 1–9.
    static let maxObjects = 9
    /// A page's place in a story, from 1: a picture book has tens of pages, never thousands.
    static let pagePlaces = 1...999

    /// The keys of a page an overlay gives of its fallback's story: its place, and what it says in some languages.
    static let pageOverrideKeys = ["page", "text", "narration", "timings"]

    /// Whether an overlay's story entry gives pages of its fallback's story (every page names its place, `page = 3`)
    /// rather than a story of its own; nil, reported, when only some of its pages do.
    static func givesPages(_ entry: TableReader) -> Bool? {
        let pages = entry.entryKeys("pages")
        let placed = pages.filter { $0.contains("page") }.count
        guard placed == 0 || placed == pages.count else {
            entry.report(.invalidValue, at: "pages", "gives `page` to some pages and not to others: give every page its place in "
                         + "the fallback's story (page = 3) to override those pages, or none to tell a story of its own")
            return nil
        }
        return placed > 0
    }

    /// An overlay's pages of the fallback's story of its id: each page's narration, text and word timings in the
    /// languages it gives.
    static func pageOverrides(_ entry: TableReader) -> StoryPageOverrides? {
        guard let id = entry.string("id", required: true) else { return nil }
        let pages = entry.tables("pages", known: pageOverrideKeys, name: nil)?.compactMap { page -> StoryPageOverride? in
            guard let number = page.int("page", in: pagePlaces, unit: "pages", required: true),
                  let narrationTable = page.table("narration", known: nil, required: true) else { return nil }
            let languages = narrationTable.keys.sorted()
            var override = StoryPageOverride(key: String(number))
            if let textTable = page.table("text", known: languages) {
                for language in languages { override.text[language] = textTable.string(language) }
            }
            for language in languages {
                override.narration[language] = narrationTable.string(language, required: true).map {
                    narrationTable.clipFile($0, at: language, text: override.text[language])
                }
            }
            if let timings = page.table("timings", known: languages) {
                for language in languages {
                    override.timings[language] = seconds(timings, language, words: override.text[language])
                }
            }
            return override
        } ?? []
        return StoryPageOverrides(id: id, pages: ManifestParser.unique(pages, named: \.key, in: entry, at: "pages"))
    }

    static func story(_ entry: TableReader) -> BankStory? {
        guard let id = entry.string("id", required: true),
              let languages = entry.strings("languages", required: true) else { return nil }
        if languages.isEmpty { entry.report(.invalidValue, at: "languages", "list at least one language, e.g. [\"ca\"]") }
        let title = entry.table("title", known: languages, required: true).map { texts($0, languages) } ?? [:]
        let pages = entry.tables("pages", known: pageKeys, required: true)?.compactMap { page($0, languages) } ?? []
        if pages.isEmpty { entry.report(.missingKey, at: "pages", "a story needs at least one page") }
        let characters = entry.tables("characters", known: characterKeys, name: nil)?.map { character($0, languages) } ?? []
        checkNamingGame(characters.count, in: entry)
        return BankStory(id: id, languages: languages, title: title, pages: pages, characters: characters)
    }

    /// The naming game deals up to four characters: with fewer it still plays, with fewer names, and with none it is silent,
    /// so a short list is a warning that says which.
    private static func checkNamingGame(_ count: Int, in entry: TableReader) {
        let keys = Story.nameKeys
        guard count < keys else { return }
        let game = switch count {
        case 0: "has no characters: its naming game has no voice to play and no names for keys 1–\(keys), so it stays silent"
        case 1: "has 1 character: its naming game still plays, but with one name on key 1 there is nothing to choose"
        default: "has \(count) characters: its naming game still plays, but with \(count) names on keys 1–\(count) instead of \(keys)"
        }
        entry.report(.invalidValue, severity: .warning, at: "characters", game + "; add \(keys - count) more for the whole game")
    }

    private static func page(_ entry: TableReader, _ languages: [String]) -> BankStoryPage? {
        guard let textTable = entry.table("text", known: languages, required: true),
              let narrationTable = entry.table("narration", known: languages, required: true) else { return nil }
        let text = texts(textTable, languages)
        var narration: [String: ClipRef] = [:]
        for language in languages {
            narration[language] = narrationTable.string(language, required: true).map {
                narrationTable.clipFile($0, at: language, text: text[language])
            }
        }
        var page = BankStoryPage(text: text, narration: narration)
        if let timings = entry.table("timings", known: languages) {
            for language in languages { page.timings[language] = seconds(timings, language, words: text[language]) }
        }
        page.music = entry.clip("music")
        page.effects = entry.tables("effects", known: TableReader.clipKeys + ["at"])?.compactMap { effect in
            let at = effect.number("at", in: ManifestLimits.clipSeconds, unit: "seconds")
            guard let clip = effect.clipRef(), at != nil || !effect.has("at") else { return nil }
            return StoryEffect(clip: clip, at: at ?? 0)
        } ?? []
        let objects = entry.tables("objects", known: languages + objectKeys) ?? []
        if objects.count > maxObjects {
            entry.report(.invalidValue, at: "objects", "lists \(objects.count) objects; the keys 1–9 play at most \(maxObjects)")
        }
        page.objects = objects.prefix(maxObjects).map {
            BankStoryObject(display: $0.string("display"), clips: localizedClips($0, languages))
        }
        return page
    }

    private static func character(_ entry: TableReader, _ languages: [String]) -> BankStoryCharacter {
        let name = entry.table("name", known: languages, required: true).map { texts($0, languages) } ?? [:]
        let voice = entry.table("voice", known: languages, required: true).map { localizedClips($0, languages) } ?? [:]
        return BankStoryCharacter(name: name, display: entry.string("display"), voice: voice)
    }

    /// A text per language, every language required.
    private static func texts(_ table: TableReader, _ languages: [String]) -> [String: String] {
        var texts: [String: String] = [:]
        for language in languages { texts[language] = table.string(language, required: true) }
        return texts
    }

    /// A `{ clip, text }` per language, every language required.
    private static func localizedClips(_ table: TableReader, _ languages: [String]) -> [String: ClipRef] {
        var clips: [String: ClipRef] = [:]
        for language in languages { clips[language] = table.clip(language, required: true) }
        return clips
    }

    /// Word start times of a narration: one per word of its text, never going back in time.
    private static func seconds(_ table: TableReader, _ language: String, words text: String?) -> [Double]? {
        guard let times = table.numbers(language, each: { "start time \($0)" }, in: ManifestLimits.clipSeconds, unit: "seconds",
                                        notList: "must be a list of seconds, one per word") else { return nil }
        let words = text.map(StoryWords.split)?.count ?? times.count
        if times.count != words || zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
            table.report(.invalidValue, at: language, "gives \(times.count) start times for \(words) words: "
                         + "give one per word, in order, or none (the words are then spread evenly)")
            return nil
        }
        return times
    }
}
