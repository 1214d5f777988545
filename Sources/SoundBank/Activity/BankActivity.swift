import Lessons

/// A registered kind's part of a bank: the keys of its section in `bank.toml` and how the section is read.
public protocol BankActivity: LessonActivity {
    /// The keys the section `[ID]` may have; any other is reported as unknown.
    static var sectionKeys: [String] { get }
    /// The lists of the section an overlay lays over its fallback's item by item (`words`): `replace` and `remove` in
    /// the section name them. None by default: the section then comes whole.
    static var layeredLists: [String] { get }
    /// Reads the section, reporting each bad value where it is; nil when nothing usable is left. In an overlay
    /// (`TableReader.isOverlay`) the section may give only what it overrides of the fallback's.
    static func section(from table: TableReader) -> (any BankSection)?
}

extension BankActivity {
    public static var layeredLists: [String] { [] }
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
    /// The clips `bank record` can record, each saying where its override is written in the section.
    var recordingItems: [RecordingItem] { get }
}

extension BankSection {
    /// By default the section comes whole, the overlay's in place of the fallback's.
    public func layered(over fallback: any BankSection, _ layering: inout ListLayering) -> any BankSection { self }
    /// By default none of its clips can be recorded.
    public var recordingItems: [RecordingItem] { [] }
}

/// The registered kinds that have a bank section.
enum BankActivities {
    static var all: [any BankActivity.Type] { ActivityCatalog.all.compactMap { $0 as? any BankActivity.Type } }
}
