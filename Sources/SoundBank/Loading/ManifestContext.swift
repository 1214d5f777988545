/// One manifest being read: where it is, its text, and the problems found so far.
final class ManifestContext {
    let file: String
    let folder: String
    let source: ManifestSource
    private(set) var problems: [BankProblem] = []

    init(file: String, folder: String, text: String) {
        self.file = file
        self.folder = folder
        self.source = ManifestSource(text: text)
    }

    func report(_ kind: BankProblem.Kind, at path: ManifestPath, _ message: String) {
        problems.append(BankProblem(.error, kind, file: file, line: source.line(of: path), key: path.description, message))
    }

    func clip(_ relativePath: String, text: String? = nil) -> ClipRef {
        ClipRef(relativePath: relativePath, text: text, manifest: file, folder: folder)
    }
}
