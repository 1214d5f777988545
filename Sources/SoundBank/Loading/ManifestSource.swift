/// A manifest's text, to point problems at lines: TOMLKit gives lines for syntax errors only.
struct ManifestSource {
    private let lines: [Substring]
    /// The first table header's line index: only above it can `key = …` be a top-level key.
    private let firstHeader: Int

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        firstHeader = lines.firstIndex { Self.header($0) != nil } ?? lines.count
    }

    /// The line (from 1) of the deepest step of `path` found, each step searched from where the one before it was to
    /// the end of that part of the file, so a key an entry lacks is not found in the next entry or section.
    func line(of path: ManifestPath) -> Int? {
        var found: Int?
        var root: String?
        for step in path.steps {
            let matches: (Int) -> Bool
            var occurrence = 1
            switch step {
            case .key(let key) where found == nil: matches = { definesTopLevel($0, key: key) }
            case .key(let key): matches = { Self.defines(lines[$0], key: key) }
            case .entry(let name, let nth): (matches, occurrence) = ({ lines[$0].contains("\"\(name)\"") }, nth)
            case .index: return found.map { $0 + 1 }
            }
            let start = found ?? 0
            let candidates = lines.indices[start..<(root.map { end(of: $0, after: start) } ?? lines.count)].filter(matches)
            guard candidates.count >= occurrence else { break }
            found = candidates[occurrence - 1]
            if root == nil, case .key(let key) = step { root = key }
        }
        return found.map { $0 + 1 }
    }

    /// Where the part of top-level `root` that holds line `index` ends: at the next header that is not one of its
    /// subtables, which is another section or the next entry of its array (`[[stories]]` after a story).
    private func end(of root: String, after index: Int) -> Int {
        lines.indices[(index + 1)...].first { line in
            Self.header(lines[line]).map { $0 == root || !$0.hasPrefix(root + ".") } ?? false
        } ?? lines.count
    }

    /// Whether line `index` defines the top-level `key`: its table's header (`[key]`, `[[key]]`, `[key.sub]`), or `key = …`
    /// above every header; not a key of that name inside some table (a word's `count`, `timer` in `[help]`).
    private func definesTopLevel(_ index: Int, key: String) -> Bool {
        if let header = Self.header(lines[index]) { return header.prefix { $0 != "." } == key }
        return index < firstHeader && Self.defines(lines[index], key: key)
    }

    /// The dotted name of a table header line (`items` for `[items]`, `stories.pages` for `[[stories.pages]]`), else nil.
    private static func header(_ line: Substring) -> Substring? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("[") else { return nil }
        return trimmed.drop { $0 == "[" || $0 == " " }.prefix { $0 != "]" && $0 != " " }
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
