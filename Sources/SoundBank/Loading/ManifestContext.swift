/// One manifest being read: where it is, its text, and the problems found so far.
final class ManifestContext {
    let file: String
    let folder: String
    let source: ManifestSource
    private var found: [BankProblem] = []

    init(file: String, folder: String, text: String) {
        self.file = file
        self.folder = folder
        self.source = ManifestSource(text: text)
    }

    func report(_ kind: BankProblem.Kind, severity: BankProblem.Severity = .error, at path: ManifestPath, _ message: String) {
        found.append(BankProblem(severity, kind, file: file, line: source.line(of: path), key: path.description, message))
    }

    /// In the order of the file, whatever order the sections were read in.
    var problems: [BankProblem] {
        found.enumerated().sorted { ($0.element.line ?? .max, $0.offset) < ($1.element.line ?? .max, $1.offset) }.map(\.element)
    }

    func clip(_ relativePath: String, text: String? = nil) -> ClipRef {
        ClipRef(relativePath: relativePath, text: text, manifest: file, folder: folder)
    }
}
