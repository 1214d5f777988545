import Lessons

/// A registered kind's part of a bank: the keys of its section in `bank.toml` and how the section is read.
public protocol BankActivity: LessonActivity {
    /// The section's key in `bank.toml`: the kind's `id` by default; the story's `[[stories]]`.
    static var sectionKey: String { get }
    /// Whether the section is a list of tables at the manifest's top (`[[stories]]`) rather than a table: `section(from:)`
    /// is then handed the manifest's top table to read its list from, and the top's `replace` and `remove` may name it.
    static var sectionIsList: Bool { get }
    /// The keys the section `[sectionKey]` may have; any other is reported as unknown (unused for a list, whose
    /// entries' keys the kind checks as it reads them).
    static var sectionKeys: [String] { get }
    /// Whether `section(from:)` reports the keys it does not know itself, saying what they would have meant (a memory
    /// category the menu does not offer); false by default: the parser reports them with `sectionKeys`.
    static var reportsUnknownKeys: Bool { get }
    /// The lists of the section an overlay lays over its fallback's item by item (`words`): `replace` and `remove` in
    /// the section name them. None by default: the section then comes whole.
    static var layeredLists: [String] { get }
    /// The built-in section the kind's is listed right after wherever a bank lists its sections in turn (the keys a
    /// manifest may have, the clips, the layers, `bank record`'s items, `bank check`'s gaps), so a kind that predates
    /// the folders keeps its place; nil by default: after every built-in section, the kinds in registration order.
    static var listedAfter: BuiltInSection? { get }
    /// What `bank check` warns a bank lacks when neither it nor any fallback has the section, as it warns about the
    /// built-in ones (`the syllable words`); nil by default: a bank without it is not warned about.
    static var lackedWhenAbsent: String? { get }
    /// What `bank check` warns a bank with its fallbacks lacks of the section (`section`, nil when none has it): by
    /// default `lackedWhenAbsent` when there is no section, else nothing.
    static func lacked(in section: (any BankSection)?) -> [String]
    /// What `bank check` says the lack does; nil by default: "that part will be silent".
    static var lackedEffect: String? { get }
    /// The groups the section (`section`, nil when no bank has it) needs that `bank check` warns about among the
    /// groups a bank lacks, each with what it is for (a story's naming game's end); none by default.
    static func groupsNeeded(by section: (any BankSection)?) -> [(group: ClipGroup, purpose: String)]
    /// Reads the section, reporting each bad value where it is; nil when nothing usable is left. In an overlay
    /// (`TableReader.isOverlay`) the section may give only what it overrides of the fallback's.
    static func section(from table: TableReader) -> (any BankSection)?
    /// An overlay's section (`own`) over its fallback's, either nil where that bank has none, its lists through
    /// `layering`; by default the one there is, or `BankSection.layered` when both are. A kind whose lists are noted
    /// in the layers even when one bank alone has them, as the built-in lists are in `bank info`, lays them here (and
    /// its section's own `layered(over:)` is then never called).
    static func layered(_ own: (any BankSection)?, over fallback: (any BankSection)?,
                        _ layering: inout ListLayering) -> (any BankSection)?
}

extension BankActivity {
    public static var sectionKey: String { id }

    public static var sectionIsList: Bool { false }

    public static var layeredLists: [String] { [] }

    public static var reportsUnknownKeys: Bool { false }

    public static var listedAfter: BuiltInSection? { nil }

    public static var lackedWhenAbsent: String? { nil }

    public static func lacked(in section: (any BankSection)?) -> [String] {
        section == nil ? [lackedWhenAbsent].compactMap { $0 } : []
    }

    public static var lackedEffect: String? { nil }

    public static func groupsNeeded(by section: (any BankSection)?) -> [(group: ClipGroup, purpose: String)] { [] }

    public static func layered(_ own: (any BankSection)?, over fallback: (any BankSection)?,
                               _ layering: inout ListLayering) -> (any BankSection)? {
        guard let own, let fallback else { return own ?? fallback }
        return own.layered(over: fallback, &layering)
    }
}

/// A built-in section of `bank.toml`, by its key, that a registered kind's section can be listed right after.
///
/// Each place that lists a bank's sections in turn (`ManifestParser`, `BankLayering`, `Bank+Clips`, `Bank+GameClips`,
/// `RecordingItem`, `BankChecker`) names the case where its section comes: a new case needs a line in each.
public enum BuiltInSection: String, Sendable {
    /// `[[words]]`, the syllable words, which the story's `[[stories]]` follows.
    case words
    /// `[games]`, the games' end voices, which the kinds that predate the folders (memory, count-along, the phrase
    /// builder, then the timer) follow; the layers, which lay the voices by name with the other single clips, lay
    /// those kinds' lists where memory's were.
    case games
}

/// What a registered kind's section holds once read.
public protocol BankSection: Sendable {
    /// Its clips, named by the kind's scheme (`rhymes.gat`), for the library, `bank check` and preview.
    var clips: [NamedClip] { get }
    /// What the kind's sessions get (`ActivityContent.section`).
    var lessonContent: any Sendable { get }
    /// This section, an overlay's, laid over `fallback`, the fallback's section of the same kind, its lists through
    /// `layering` so `bank check` notes what it overrides and warns about keys that match nothing.
    func layered(over fallback: any BankSection, _ layering: inout ListLayering) -> any BankSection
    /// The clips `bank record` can record in the bank's `language`, each saying where its override is written in the
    /// section; `said` gives what a clip says, from its own text or, without one, from another clip of the same file,
    /// else the text given.
    func recordingItems(in language: String, saying said: (ClipRef, String) -> String) -> [RecordingItem]
}

extension BankSection {
    /// By default the section comes whole, the overlay's in place of the fallback's.
    public func layered(over fallback: any BankSection, _ layering: inout ListLayering) -> any BankSection { self }
    /// By default none of its clips can be recorded.
    public func recordingItems(in language: String, saying said: (ClipRef, String) -> String) -> [RecordingItem] { [] }
}

/// The registered kinds that have a bank section.
enum BankActivities {
    static var all: [any BankActivity.Type] { ActivityCatalog.all.compactMap { $0 as? any BankActivity.Type } }

    /// The kinds whose sections are listed right after `section` (nil: after every built-in one), in registration order.
    static func listed(after section: BuiltInSection?) -> [any BankActivity.Type] {
        all.filter { $0.listedAfter == section }
    }

    /// The keys the top of a manifest may have: the built-in `keys`, each followed by the kinds listed after it, then
    /// the other kinds'.
    static func topKeys(_ keys: [String]) -> [String] {
        keys.flatMap { key in [key] + (BuiltInSection(rawValue: key).map { listed(after: $0) } ?? []).map { $0.sectionKey } }
            + listed(after: nil).map { $0.sectionKey }
    }

    /// The kinds' sections that are lists at the manifest's top, which the top's `replace` and `remove` may name.
    static var topLists: [String] { all.filter { $0.sectionIsList }.map { $0.sectionKey } }
}

extension Bank {
    /// The sections `bank record --items` names after `help`, in the manifest's order: the syllable words, the games'
    /// voices and every registered kind's.
    public static var recordableSections: [String] { BankActivities.topKeys(["words", "games"]) }
}
