/// A manifest's text, to point problems at lines: TOMLKit gives lines for syntax errors only.
struct ManifestSource {
    private let lines: [Substring]

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line (from 1) of the deepest step of `path` found, each step searched from where the one before it was.
    func line(of path: ManifestPath) -> Int? {
        var found: Int?
        for step in path.steps {
            let matches: (Substring) -> Bool
            var occurrence = 1
            switch step {
            case .key(let key): matches = { Self.defines($0, key: key) }
            case .entry(let name, let nth): (matches, occurrence) = ({ $0.contains("\"\(name)\"") }, nth)
            case .index: return found.map { $0 + 1 }
            }
            let candidates = lines.indices[(found ?? 0)...].filter { matches(lines[$0]) }
            guard candidates.count >= occurrence else { break }
            found = candidates[occurrence - 1]
        }
        return found.map { $0 + 1 }
    }

    /// Whether a line defines `key` (`key = …`, `"key" = …`, `[key]`, `[[key]]`, or inside an inline table).
    private static func defines(_ line: Substring, key: String) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: key) {
            let before = range.lowerBound == line.startIndex ? " " : line[line.index(before: range.lowerBound)]
            let after = line[range.upperBound...].drop { $0 == " " || $0 == "\"" }.first
            if " \t{,[\".".contains(before), after == "=" || after == "]" || after == "." { return true }
            rest = line[range.upperBound...]
        }
        return false
    }
}
