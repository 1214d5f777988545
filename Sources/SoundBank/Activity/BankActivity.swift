import Lessons

/// A registered kind's part of a bank: the keys of its section in `bank.toml` and how the section is read.
public protocol BankActivity: LessonActivity {
    /// The keys the section `[ID]` may have; any other is reported as unknown.
    static var sectionKeys: [String] { get }
    /// Reads the section, reporting each bad value where it is; nil when nothing usable is left.
    static func section(from table: TableReader) -> (any BankSection)?
}

/// What a registered kind's section holds once read.
public protocol BankSection: Sendable {
    /// Its clips, named by the kind's scheme (`rhymes.gat`), for the library, `bank check` and preview.
    var clips: [NamedClip] { get }
    /// What the kind's sessions get (`ActivityContent.section`).
    var lessonContent: any Sendable { get }
}

/// The registered kinds that have a bank section.
enum BankActivities {
    static var all: [any BankActivity.Type] { ActivityCatalog.all.compactMap { $0 as? any BankActivity.Type } }
}
