import Lessons
import SoundBank

extension Storybook: BankActivity {
    /// `[[stories]]`: a list of stories at the manifest's top, as it was when the story was built in.
    public static let sectionKey = "stories"
    public static let sectionIsList = true
    /// Unused: each story's keys are checked as it is read (`StoryParser.storyKeys`).
    public static let sectionKeys: [String] = []
    /// Where `[[stories]]` was listed before the kind moved here: right after the syllable words.
    public static let listedAfter: BuiltInSection? = .words
    /// As `bank check` said of a bank without stories when they were built in.
    public static let lackedWhenAbsent: String? = "the stories"

    /// The group that ends a story's naming game (`names_found`'s cue).
    static let namesFoundGroup = ClipGroup.congratulations

    /// Reads the manifest's `[[stories]]`; in an overlay a story may give only some pages of its fallback's story of the
    /// same id, laid over it with the rest (`StoryPageOverrides`).
    public static func section(from top: TableReader) -> (any BankSection)? {
        guard let entries = top.tables(sectionKey, known: StoryParser.storyKeys, name: "id") else { return nil }
        let givesPages = entries.map { top.isOverlay ? StoryParser.givesPages($0) : false }
        let pages = zip(entries, givesPages).filter { $1 == true }.map(\.0)
        let own = zip(entries, givesPages).filter { $1 == false }.map(\.0)
        return StorySection(
            stories: ManifestParser.unique(own.compactMap(StoryParser.story), named: \.id, in: top, at: sectionKey),
            pages: ManifestParser.unique(pages.compactMap(StoryParser.pageOverrides), named: \.id, in: top, at: sectionKey))
    }

    /// The stories by id over the fallback's, noted in the layers whenever there is a fallback, as when they were built
    /// in; then the pages this bank gives of the fallback's stories in place of theirs, language by language.
    public static func layered(_ own: (any BankSection)?, over fallback: (any BankSection)?,
                               _ layering: inout ListLayering) -> (any BankSection)? {
        let own = own as? StorySection, theirs = fallback as? StorySection
        var stories = layering.list(sectionKey, own?.stories ?? [], over: theirs?.stories ?? [], key: \.id) ?? []
        for given in own?.pages ?? [] {
            guard let index = stories.firstIndex(where: { $0.id == given.id }) else {
                layering.unmatched(given.id, in: sectionKey, fallbackKeys: stories.map(\.id), closed: true, addable: false)
                continue
            }
            let story = stories[index]
            let list = "\(sectionKey).\(story.id).pages"
            let theirs = story.pages.enumerated().map { KeyedPage(key: String($0.offset + 1), page: $0.element) }
            let laid = given.pages.map { page in
                for language in page.narration.keys where !story.languages.contains(language) {
                    layering.warn(atEntry: page.key, of: list,
                                  "page \(page.key) is told in '\(language)', which the fallback's story '\(story.id)' is not "
                                  + "told in (\(story.languages.joined(separator: ", "))), so that narration is never played")
                }
                return KeyedPage(key: page.key, page: page.laid(over: theirs.first { $0.key == page.key }?.page))
            }
            stories[index].pages = layering.list(list, laid, over: theirs, key: \.key, closed: true, addable: false)?
                .map(\.page) ?? story.pages
        }
        return StorySection(stories: stories, pages: [])
    }

    /// A bank without a story, here and in any fallback, lacks the stories.
    public static func lacked(in section: (any BankSection)?) -> [String] {
        (section as? StorySection)?.stories.isEmpty == false ? [] : [lackedWhenAbsent].compactMap { $0 }
    }

    /// A bank with stories needs the group that ends their naming game.
    public static func groupsNeeded(by section: (any BankSection)?) -> [(group: ClipGroup, purpose: String)] {
        (section as? StorySection)?.stories.isEmpty == false ? [(namesFoundGroup, "the end of a story's naming game")] : []
    }
}

/// What a bank's `[[stories]]` holds once read: its own stories, and in an overlay the pages it gives of its
/// fallback's.
struct StorySection: BankSection {
    /// The narrated stories, in manifest order.
    var stories: [BankStory]
    /// An overlay's stories that give pages of the fallback's story of their id rather than a story of their own.
    var pages: [StoryPageOverrides]

    var clips: [NamedClip] { stories.flatMap(\.clips) }

    /// The lessons' stories (`[Story]`), each clip named as `educat bank list` does.
    var lessonContent: any Sendable { stories.map(\.lessonStory) }

    /// Each page's narration in the bank's language, with the page's text: the page's other languages, objects and
    /// effects stay the fallback's, or the bank's own entry's; a story the bank tells itself (pages without `page`) has
    /// its page edited in place.
    func recordingItems(in language: String, saying said: (ClipRef, String) -> String) -> [RecordingItem] {
        stories.flatMap { story in
            story.pages.enumerated().compactMap { index, page in
                page.narration[language].map { narration in
                    let number = index + 1
                    let name = story.narrationName(page: number, language: language)
                    return RecordingItem(name: name, text: page.text[language] ?? narration.text ?? name, current: narration,
                                         file: RecordingItem.nestedPath(for: name), kind: .edited { editor, take, said in
                        let manifest = editor.file, quoted = ManifestEditor.quoted
                        try editor.setEntry(inTableOf: Storybook.sectionKey, where: "id", is: story.id, array: "pages",
                                            field: "page", value: String(number), unkeyedIndex: number - 1) { existing in
                            guard let existing else {
                                return "{ page = \(number), text = { \(language) = \(quoted(said)) }, "
                                    + "narration = { \(language) = \(quoted(take)) } }"
                            }
                            // The old narration's word timings go with it.
                            return try ManifestEditor.entry(existing, field: "page", setting: language,
                                                            to: [("text", said), ("narration", take), ("timings", nil)],
                                                            file: manifest)
                        }
                    })
                }
            }
        }
    }
}

extension Bank {
    /// The bank's narrated stories, in manifest order (its fallbacks' too once it is loaded).
    public var stories: [BankStory] { (sections[Storybook.id] as? StorySection)?.stories ?? [] }
}
