import Foundation
import TOMLGuard
import TOMLKit

/// One manifest being read: where it is, its text, and the problems found so far.
final class ManifestContext {
    let file: String
    let folder: String
    let source: ManifestSource
    /// The parsed manifest, kept as long as the context: its whole-list checks read tables of it once the bank is
    /// layered.
    let document: TOMLDocument
    /// A folder outside the bank whose clips it uses (`collection = …`, the GCompris import's checkout): paths into it
    /// are not warned about.
    var collection: String? {
        didSet { clipRoots = nil }
    }
    /// True when the manifest names a fallback, whose lists may complete its own.
    var isOverlay = false
    /// The bank's language, whose syllabifier splits the words written without syllables.
    var language = ""
    private var loadedSyllabifier: Result<Syllabifier, MissingHyphenation>?
    private var found: [BankProblem] = []
    /// The standardized folders a clip may lie in, worked out once: standardizing a path takes a URL's round trip,
    /// and a bank has hundreds of clips.
    private var clipRoots: [String]?
    private var wholeListChecks: [(table: TOMLTable, path: ManifestPath, check: WholeListCheck)] = []

    init(file: String, folder: String, text: String, document: TOMLDocument) {
        self.file = file
        self.folder = folder
        self.source = ManifestSource(text: text)
        self.document = document
    }

    func report(_ kind: BankProblem.Kind, severity: BankProblem.Severity = .error, at path: ManifestPath, _ message: String) {
        found.append(BankProblem(severity, kind, file: file, line: source.line(of: path), key: path.description, message))
    }

    /// The syllabifier of the bank's language, loaded once, at the first word written without syllables.
    func syllabifier() -> Result<Syllabifier, MissingHyphenation> {
        if let loadedSyllabifier { return loadedSyllabifier }
        let loaded = Result { () throws(MissingHyphenation) in try Syllabifier(language: language) }
        loadedSyllabifier = loaded
        return loaded
    }

    /// A check of a list as a whole, handed the bank and its table's reader when it runs. It is `@Sendable` so that it
    /// cannot hold a reader or this context: the context keeps its checks, so a check holding it would keep both forever.
    typealias WholeListCheck = @Sendable (Bank, TableReader) -> Void

    /// Checks a list of `table` (at `path`) as a whole (enough cards, numbers in order, words linked) on the bank as it
    /// plays: an overlay's list is only whole once layered over its fallback's.
    func checkWhole(_ table: TOMLTable, at path: ManifestPath, _ check: @escaping WholeListCheck) {
        wholeListChecks.append((table, path, check))
    }

    /// The problems the whole-list checks find in `bank`, in the order of the file.
    func wholeListProblems(of bank: Bank) -> [BankProblem] {
        let before = found.count
        for (table, path, check) in wholeListChecks { check(bank, TableReader(table, at: path, in: self, known: nil)) }
        return Self.inFileOrder(Array(found[before...]))
    }

    /// In the order of the file, whatever order the sections were read in.
    var problems: [BankProblem] { Self.inFileOrder(found) }

    private static func inFileOrder(_ found: [BankProblem]) -> [BankProblem] {
        found.enumerated().sorted { ($0.element.line ?? .max, $0.offset) < ($1.element.line ?? .max, $1.offset) }.map(\.element)
    }

    /// The clip at `relativePath`, written at `path`; a warning when it leaves the bank's folder for somewhere other
    /// than its collection, since the bank then cannot be copied or moved whole.
    func clip(_ relativePath: String, text: String?, at path: ManifestPath) -> ClipRef {
        let clip = ClipRef(relativePath: relativePath, text: text, manifest: file, folder: folder)
        let resolved = Self.standardized(clip.path)
        let roots = clipRoots ?? [folder, collection].compactMap { $0.map { Self.standardized($0) + "/" } }
        clipRoots = roots
        if !roots.contains(where: { resolved.hasPrefix($0) }) {
            report(.clipOutsideBank, severity: .warning, at: path,
                   "'\(relativePath)' is outside the bank's folder, so the bank cannot be copied or moved whole: keep its clips "
                   + "in \(folder), or name the other collection it uses with `collection = \"…\"`")
        }
        return clip
    }

    /// Absolute, without `.` or `..`, links left as written: what the manifest says, not where the disk leads. Worked out
    /// from the text alone, as a URL's standardization does, but without the disk: a URL asks it whether each clip is a
    /// folder, which took more of a bank's parse than TOML did.
    static func standardized(_ path: String) -> String {
        // Most clips' paths are already so, and this runs for each.
        if path.hasPrefix("/"), !path.contains("/."), !path.contains("//"), path == "/" || !path.hasSuffix("/") { return path }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
