/// A manifest's text, to point problems at lines: TOMLKit gives lines for syntax errors only.
struct ManifestSource {
    private let lines: [Substring]
    /// The first table header's line index: only above it can `key = …` be a top-level key.
    private let firstHeader: Int
    /// The dotted name of the table each line is in: that of the last header at or above it ("" above every header).
    private let tables: [Substring]

    init(text: String) {
        lines = Self.lines(of: text)
        firstHeader = lines.firstIndex { Self.header($0) != nil } ?? lines.count
        var table: Substring = ""
        tables = lines.map { line in
            table = Self.header(line) ?? table
            return table
        }
    }

    /// The lines of `text`, each ended by "\n", "\r\n" or "\r" (a CRLF manifest is not one long line), found in its
    /// bytes: splitting it into characters took longer than TOML's parse, and a line end is always a character of its own.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = bytes.index(after: index)
            if byte == UInt8(ascii: "\r"), index != bytes.endIndex, bytes[index] == UInt8(ascii: "\n") { index = bytes.index(after: index) }
            start = index
        }
        lines.append(text[start...])
        return lines
    }

    /// The line (from 1) of the deepest step of `path` found, each step searched in the part of the file the step before
    /// it leads to (a top-level key's section, an entry of an array of tables), so a key an entry lacks is not found in
    /// the next entry or section.
    func line(of path: ManifestPath) -> Int? {
        var found: Int?
        var part = lines.indices
        // The dotted name of the table the steps so far lead into, while they lead into one (not into a value): under a
        // table a key is the table's own or a subtable's, not a deeper table's (a subject's `verbs` above
        // `[[phrase.verbs]]`) nor one inside a value's inline table.
        var table: Substring?
        for step in path.steps {
            let matches: (Int) -> Bool
            var occurrence = 1
            switch (step, table) {
            case (.key(let key), _) where found == nil: matches = { definesTopLevel($0, key: key) }
            case (.key(let key), let table?): matches = { defines($0, key: key, in: table) }
            case (.key(let key), nil): matches = { Self.defines(lines[$0], key: key) }
            case (.entry(let name, let nth), _): (matches, occurrence) = ({ Self.names(lines[$0], name) }, nth)
            case (.index(let number), _):
                guard let array = found, let entry = entry(number, ofArrayAt: array, before: part.upperBound) else { return found.map { $0 + 1 } }
                (found, part) = (entry.line, entry.line..<entry.end)
                table = Self.header(lines[entry.line])
                continue
            }
            let candidates = part.filter(matches)
            guard candidates.count >= occurrence else { break }
            let match = candidates[occurrence - 1]
            switch step {
            case .key(let key) where found == nil:
                part = match..<end(of: key, after: match, entries: .together)
                table = Self.header(lines[match]).map { _ in Substring(key) }
            case .key(let key):
                part = match..<part.upperBound
                table = table.flatMap { table in Self.header(lines[match]).map { _ in Substring("\(table).\(key)") } }
            // An entry that is no `[[table]]` is an inline table or a value, which TOML keeps on one line: a key it
            // lacks is not looked for in the entries after it.
            case .entry:
                let held = found.flatMap { entry(holding: match, ofArrayAt: $0, before: part.upperBound) }
                part = held ?? match..<(match + 1)
                if held == nil { table = nil }
            case .index:
                part = match..<part.upperBound
            }
            found = match
        }
        return found.map { $0 + 1 }
    }

    /// The lines of the entry of the array of tables whose first `[[header]]` is at `index` that holds line `match`:
    /// from its `[[header]]` (keys may come before the one that names it) to the next. Nil when `index` opens no
    /// array of tables.
    private func entry(holding match: Int, ofArrayAt index: Int, before limit: Int) -> Range<Int>? {
        guard index <= match, let header = Self.header(lines[index]), lines[index].contains("[["),
              let start = lines.indices[index...match].last(where: { Self.header(lines[$0]) == header }) else { return nil }
        return start..<min(end(of: String(header), after: start, entries: .apart), limit)
    }

    /// The line of entry `number` (from 1) of the array whose first line is `index`, and the line its part ends before:
    /// the `number`th `[[header]]` of an array of tables, or the `number`th `{ … }` line of an inline array (the
    /// opening line itself when every entry is on it).
    private func entry(_ number: Int, ofArrayAt index: Int, before limit: Int) -> (line: Int, end: Int)? {
        if let header = Self.header(lines[index]), lines[index].contains("[[") {
            let entries = lines.indices[index..<limit].filter { Self.header(lines[$0]) == header && lines[$0].contains("[[") }
            guard entries.count >= number else { return nil }
            return (entries[number - 1], end(of: String(header), after: entries[number - 1], entries: .apart))
        }
        var entries = lines[index].contains("{") ? [index] : []
        for line in lines.indices[(index + 1)..<limit] {
            let start = lines[line].drop { $0 == " " || $0 == "\t" }.first
            if start == "]" || Self.header(lines[line]) != nil { break }
            if start == "{" { entries.append(line) }
        }
        let line = entries.count >= number ? entries[number - 1] : (entries == [index] ? index : nil)
        return line.map { ($0, $0 + 1) }
    }

    /// Whether the entries of an array of tables (`[[words]]` after a word) end the part of their root or belong to it.
    private enum Entries { case apart, together }

    /// Where the part of `root` (a top-level key or a table's dotted name) that holds line `index` ends: at the next
    /// header that is not one of its subtables, which is another section or, when `entries` are `.apart`, the next
    /// entry of its array (`[[stories]]` after a story).
    private func end(of root: String, after index: Int, entries: Entries) -> Int {
        lines.indices[(index + 1)...].first { line in
            Self.header(lines[line]).map { ($0 == root && entries == .apart) || ($0 != root && !$0.hasPrefix(root + ".")) } ?? false
        } ?? lines.count
    }

    /// Whether `line` names an entry `name`: `"name"` (or `'name'`, or a number bare: a story page's `page = 3`) as a
    /// key's value (`id = "want"`), not inside a list of names (another entry's `negated = ["dont", "want"]`).
    private static func names(_ line: Substring, _ name: String) -> Bool {
        let isNumber = !name.isEmpty && name.allSatisfy { $0.isASCII && $0.isNumber }
        return holdsValue(line, "\"\(name)\"") || holdsValue(line, "'\(name)'")
            || isNumber && holdsValue(line, name) { !($0.isNumber || $0.isLetter || $0 == "." || $0 == "_") }
    }

    /// Whether `line` has `value` right after an `=`, followed by a character `ends` accepts or by the line's end.
    private static func holdsValue(_ line: Substring, _ value: String, ends: (Character) -> Bool = { _ in true }) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: value) {
            if line[..<range.lowerBound].last(where: { $0 != " " && $0 != "\t" }) == "=",
               line[range.upperBound...].first.map(ends) ?? true { return true }
            rest = line[range.upperBound...]
        }
        return false
    }

    /// Whether line `index` defines `key` of the table named `table`: the header of that key's subtable
    /// (`[[phrase.verbs]]`), or `key = …` opening a line of the table itself.
    private func defines(_ index: Int, key: String, in table: Substring) -> Bool {
        if let header = Self.header(lines[index]) {
            return header == "\(table).\(key)" || header.hasPrefix("\(table).\(key).")
        }
        guard tables[index] == table else { return false }
        let start = lines[index].drop { $0 == " " || $0 == "\t" }
        let name = start.hasPrefix("\"") ? start.dropFirst() : start
        guard name.hasPrefix(key) else { return false }
        let after = name.dropFirst(key.count).drop { $0 == " " || $0 == "\"" }.first
        return after == "=" || after == "."
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
