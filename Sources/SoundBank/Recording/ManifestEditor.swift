import Foundation
import TOMLGuard
import TOMLKit

/// Edits a manifest's text in place, entry by entry, so that what a person wrote around the entries (comments, order,
/// spacing) stays as it was: `bank record` adds or replaces the entries of what it recorded and nothing else.
public struct ManifestEditor {
    /// Why an edit could not be made.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The manifest.
        public var file: String
        /// What went wrong.
        public var reason: String
        public var description: String { "\(file): \(reason)" }
    }

    /// The manifest's text as edited so far.
    public private(set) var text: String
    /// The manifest's path, for messages.
    public let file: String

    /// An editor of `text`, the contents of `file`.
    public init(text: String, file: String) {
        self.text = text
        self.file = file
    }

    /// The manifest of a new bank over `fallback` (a path relative to the bank's folder).
    public static func newManifest(language: String, name: String, fallback: String) -> String {
        """
        # Recorded with `educat bank record`; everything not recorded here comes from the fallback bank.
        language = \(ManifestWriter.quoted(language))
        name = \(ManifestWriter.quoted(name))
        fallback = \(ManifestWriter.quoted(fallback))

        """
    }

    /// Puts the inline table `entry` into the array `array` of the table `[table]`: in place of the entry whose `field`
    /// is `value`, else after the array's last entry; the array and the table are added when missing. In an array
    /// none of whose entries has `field`, `unkeyed` gives the place (from 0) of the entry to replace and what replaces it.
    public mutating func setEntry(table: String, array: String, field: String, value: String, entry: String,
                                  unkeyed: (index: Int, entry: String)? = nil) throws {
        let scan = ManifestScan(text)
        guard let header = scan.headers.firstIndex(where: { $0.name == table && !$0.isArray }) else {
            return try apply(scan.scalars.count, scan.scalars.count,
                             (scan.endsWithNewline ? "\n" : "\n\n") + "[\(table)]\n\(array) = [\n  \(entry),\n]\n")
        }
        try setEntry(scan, under: header, array: array, field: field, value: value, entry: { _ in entry },
                     unkeyed: unkeyed.map { given in (index: given.index, entry: { (_: String) in given.entry }) })
    }

    /// Puts the inline table `entry` makes of the entry it replaces (nil when there is none) into the array `array` of
    /// the table of `[[tables]]` whose `key` is `name` (a story's `pages`), as `setEntry(table:…)` does, `unkeyedIndex`
    /// giving the place in an array none of whose entries has `field`; that table is added at the end when missing.
    public mutating func setEntry(inTableOf tables: String, where key: String, is name: String, array: String, field: String,
                                  value: String, unkeyedIndex: Int? = nil, entry: @escaping (String?) throws -> String) throws {
        let scan = ManifestScan(text)
        guard let header = scan.header(of: tables, where: key, is: name) else {
            let quoted = ManifestWriter.quoted
            return try apply(scan.scalars.count, scan.scalars.count, (scan.endsWithNewline ? "\n" : "\n\n")
                             + "[[\(tables)]]\n\(key) = \(quoted(name))\n\(array) = [\n  \(try entry(nil)),\n]\n")
        }
        try setEntry(scan, under: header, array: array, field: field, value: value, entry: entry,
                     unkeyed: unkeyedIndex.map { index in (index: index, entry: { try entry($0) }) })
    }

    private mutating func setEntry(_ scan: ManifestScan, under header: Int, array: String, field: String, value: String,
                                   entry: (String?) throws -> String, unkeyed: (index: Int, entry: (String) throws -> String)?) throws {
        let table = scan.headers[header].name
        guard let assignment = scan.assignments.first(where: { $0.key == array && $0.table == header }) else {
            return try apply(scan.headers[header].bodyStart, scan.headers[header].bodyStart, "\(array) = [\n  \(try entry(nil)),\n]\n")
        }
        guard scan.scalars[assignment.valueStart] == "[" else {
            throw Failure(file: file, reason: "\(table).\(array) is not an array; cannot add \(value) to it")
        }
        let fields = assignment.entries.map { Self.field(field, of: "x = " + scan.string($0)) }
        if let existing = fields.firstIndex(of: value) {
            let range = assignment.entries[existing]
            return try apply(range.lowerBound, range.upperBound, try entry(scan.string(range)))
        }
        if let unkeyed, !fields.isEmpty, fields.allSatisfy({ $0 == nil }) {
            guard assignment.entries.indices.contains(unkeyed.index) else {
                throw Failure(file: file, reason: "\(table).\(array) has \(fields.count) entries, none at place \(unkeyed.index + 1)")
            }
            let range = assignment.entries[unkeyed.index]
            return try apply(range.lowerBound, range.upperBound, try unkeyed.entry(scan.string(range)))
        }
        let entry = try entry(nil)
        guard let last = assignment.entries.last else {
            return try apply(assignment.valueEnd - 1, assignment.valueEnd - 1, "\n  \(entry),\n")
        }
        var after = last.upperBound
        while after < assignment.valueEnd, [" ", "\t"].contains(scan.scalars[after]) { after += 1 }
        if scan.scalars[after] == "," {
            try apply(after + 1, after + 1, "\n  \(entry),")
        } else {
            try apply(last.upperBound, last.upperBound, ",\n  \(entry)")
        }
    }

    /// Puts `key = value` into the table `[table]`: in place of the key's value, else first in the table; the table is
    /// added when missing.
    public mutating func setValue(table: String, key: String, value: String) throws {
        let scan = ManifestScan(text)
        guard let header = scan.headers.firstIndex(where: { $0.name == table && !$0.isArray }) else {
            return try apply(scan.scalars.count, scan.scalars.count,
                             (scan.endsWithNewline ? "\n" : "\n\n") + "[\(table)]\n\(key) = \(value)\n")
        }
        try setValue(scan, under: header, key: key, value: value)
    }

    /// Puts each of `values` (key, value) into the table of `[[tables]]` whose `key` is `name`, in place of that key's
    /// value, else first in the table, keeping the table's other keys; the table is added at the end, with `key` and
    /// `values`, when missing.
    public mutating func setValues(inTableOf tables: String, where key: String, is name: String,
                                   values: [(key: String, value: String)]) throws {
        for (field, value) in values {
            let scan = ManifestScan(text)
            guard let header = scan.header(of: tables, where: key, is: name) else {
                let lines = ["\(key) = \(ManifestWriter.quoted(name))"] + values.map { "\($0.key) = \($0.value)" }
                return try apply(scan.scalars.count, scan.scalars.count, (scan.endsWithNewline ? "\n" : "\n\n")
                                 + "[[\(tables)]]\n" + lines.joined(separator: "\n") + "\n")
            }
            try setValue(scan, under: header, key: field, value: value)
        }
    }

    private mutating func setValue(_ scan: ManifestScan, under header: Int, key: String, value: String) throws {
        if let assignment = scan.assignments.first(where: { $0.key == key && $0.table == header }) {
            return try apply(assignment.valueStart, assignment.valueEnd, value)
        }
        try apply(scan.headers[header].bodyStart, scan.headers[header].bodyStart, "\(key) = \(value)\n")
    }

    /// Puts `lines` as the table of the array of tables `[[array]]` whose `field` is `value`, in place of that table,
    /// else at the end of the manifest.
    public mutating func setTable(array: String, field: String, value: String, lines: [String]) throws {
        let scan = ManifestScan(text)
        let block = "[[\(array)]]\n" + lines.joined(separator: "\n") + "\n"
        for (index, header) in scan.headers.enumerated() where header.name == array && header.isArray {
            let end = index + 1 < scan.headers.count ? scan.headers[index + 1].start : scan.scalars.count
            let old = scan.string(header.start..<end)
            // `timer.activities` is the array `activities` of the table `timer`.
            let path = array.split(separator: ".").map(String.init)
            let isTheOne = (try? TOMLTable.reading(old) { whole in
                let holder = path.dropLast().reduce(Optional(whole)) { table, key in table?[key]?.table }
                guard let tables = holder?[path[path.count - 1]]?.array, tables.count == 1 else { return false }
                return tables[0].table?[field]?.string == value
            }) ?? false
            guard isTheOne else { continue }
            let trailing = String(old.reversed().prefix { $0 == "\n" })
            return try apply(header.start, end, block + String(trailing.dropFirst()))
        }
        try apply(scan.scalars.count, scan.scalars.count, (scan.endsWithNewline ? "\n" : "\n\n") + block)
    }

    /// `text` as a TOML basic string, for an entry a kind writes itself (`RecordingItem.Kind.edited`).
    public static func quoted(_ text: String) -> String { ManifestWriter.quoted(text) }

    /// The inline table `existing`, an entry that its `field` names, with each of `values` set in `language` (a value
    /// of nil drops that language: what went with the old take), its other languages and keys as they were: its `field`
    /// first, then `values` in their order, then the rest (a story page said anew in one language); `file` is the
    /// manifest, for messages.
    public static func entry(_ existing: String, field: String, setting language: String,
                             to values: [(key: String, value: String?)], file: String) throws -> String {
        let rewritten = try? TOMLTable.reading("x = " + existing) { whole -> String? in
            guard let entry = whole["x"]?.table else { return nil }
            return rewrite(entry, field: field, setting: language, to: values)
        }
        guard let rewritten else { throw Failure(file: file, reason: "the entry \(existing) is not a table") }
        return rewritten
    }

    /// `entry` as `entry(_:field:setting:to:file:)` writes it.
    private static func rewrite(_ entry: TOMLTable, field: String, setting language: String,
                                to values: [(key: String, value: String?)]) -> String {
        let perLanguage = values.map(\.key)
        let keys = [field].filter { entry[$0] != nil } + values.filter { $0.value != nil || entry[$0.key] != nil }.map(\.key)
            + entry.keys.filter { !perLanguage.contains($0) && $0 != field }
        let fields = keys.compactMap { key -> String? in
            guard let index = perLanguage.firstIndex(of: key) else { return "\(key) = \(inline(entry[key]))" }
            let table = entry[key]?.table
            let languages = (table?.keys ?? []).filter { $0 != language }.map { "\($0) = \(inline(table?[$0]))" }
                + (values[index].value.map { ["\(language) = \(ManifestWriter.quoted($0))"] } ?? [])
            return languages.isEmpty ? nil : "\(key) = { \(languages.joined(separator: ", ")) }"
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// `value` written as TOML on one line (tables inline), for rewriting an entry `bank record` changes part of.
    static func inline(_ value: TOMLValueConvertible?) -> String {
        if let string = value?.string { return ManifestWriter.quoted(string) }
        if let bool = value?.bool { return String(bool) }
        if let int = value?.int { return String(int) }
        if let double = value?.double { return String(double) }
        if let array = value?.array { return "[" + array.map { inline($0) }.joined(separator: ", ") + "]" }
        if let table = value?.table { return "{ " + table.keys.map { "\($0) = \(inline(table[$0]))" }.joined(separator: ", ") + " }" }
        return "\"\""
    }

    /// The string or whole number `field` of the one table `text` (`x = { … }`) holds, as text.
    private static func field(_ field: String, of text: String) -> String? {
        try? TOMLTable.reading(text) { whole in
            let value = whole["x"]?.table?[field]
            return value?.string ?? value?.int.map(String.init)
        }
    }

    /// Replaces the scalars `start..<end` with `replacement`, keeping the edit only when the result is still TOML.
    private mutating func apply(_ start: Int, _ end: Int, _ replacement: String) throws {
        var scalars = Array(text.unicodeScalars)
        scalars.replaceSubrange(start..<end, with: replacement.unicodeScalars)
        var edited = String.UnicodeScalarView()
        edited.append(contentsOf: scalars)
        let result = String(edited)
        do {
            try TOMLTable.reading(result) { _ in }
        } catch {
            throw Failure(file: file, reason: "editing it would break its TOML (\(error)); it was left as it was")
        }
        text = result
    }
}

/// Where a manifest's table headers and top-level assignments are, with the inline tables of array values, found by
/// following strings, comments and brackets as TOML does.
struct ManifestScan {
    struct Header {
        var name: String
        var isArray: Bool
        /// The header line's first scalar.
        var start: Int
        /// The first scalar after the header line.
        var bodyStart: Int
    }

    struct Assignment {
        var key: String
        /// The header it falls under; nil at the top.
        var table: Int?
        var valueStart: Int
        /// Just after the value's last scalar.
        var valueEnd: Int
        /// The inline tables directly inside an array value.
        var entries: [Range<Int>] = []
    }

    let scalars: [Unicode.Scalar]
    private(set) var headers: [Header] = []
    private(set) var assignments: [Assignment] = []

    var endsWithNewline: Bool { scalars.last == "\n" }

    /// The header of the table of `[[tables]]` whose `key` is the string `name`.
    func header(of tables: String, where key: String, is name: String) -> Int? {
        headers.indices.first { index in
            headers[index].name == tables && headers[index].isArray && assignments.contains {
                $0.table == index && $0.key == key
                    && (try? TOMLTable.reading("x = " + string($0.valueStart..<$0.valueEnd)) { value in value["x"]?.string }) == name
            }
        }
    }

    func string(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var index = 0, lineStart = 0
        var open: [Unicode.Scalar] = []
        var statementStart = true
        var current: Assignment?
        var lastSignificant = 0
        var entryStart: Int?
        let finish = { (assignments: inout [Assignment], current: inout Assignment?, end: Int) in
            if var assignment = current {
                assignment.valueEnd = end
                assignments.append(assignment)
            }
            current = nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\n":
                if open.isEmpty {
                    finish(&assignments, &current, lastSignificant)
                    statementStart = true
                }
                lineStart = index + 1
            case " ", "\t", "\r", "\u{FEFF}":
                break
            case "#":
                while index + 1 < scalars.count && scalars[index + 1] != "\n" { index += 1 }
            case "\"", "'":
                index = stringEnd(from: index) - 1
                lastSignificant = index + 1
            case "[" where statementStart && open.isEmpty:
                let isArray = index + 1 < scalars.count && scalars[index + 1] == "["
                var end = index
                while end < scalars.count && scalars[end] != "\n" { end += 1 }
                let line = string(index..<end).split(separator: "#").first.map(String.init) ?? ""
                let name = line.trimmingCharacters(in: CharacterSet(charactersIn: "[] \t\r"))
                headers.append(Header(name: name, isArray: isArray, start: lineStart, bodyStart: min(end + 1, scalars.count)))
                index = end - 1
                statementStart = false
            default:
                if statementStart && open.isEmpty {
                    var equals = index
                    while equals < scalars.count && scalars[equals] != "=" && scalars[equals] != "\n" { equals += 1 }
                    let key = string(index..<equals).trimmingCharacters(in: .whitespaces)
                    var value = equals + 1
                    while value < scalars.count && [" ", "\t"].contains(scalars[value]) { value += 1 }
                    current = Assignment(key: key, table: headers.isEmpty ? nil : headers.count - 1, valueStart: value, valueEnd: value)
                    statementStart = false
                    index = value
                    continue
                }
                if scalar == "[" || scalar == "{" {
                    open.append(scalar)
                    if scalar == "{" && open == ["[", "{"] { entryStart = index }
                } else if scalar == "]" || scalar == "}" {
                    _ = open.popLast()
                    if scalar == "}" && open == ["["], let start = entryStart {
                        current?.entries.append(start..<(index + 1))
                        entryStart = nil
                    }
                }
                lastSignificant = index + 1
            }
            index += 1
        }
        finish(&assignments, &current, lastSignificant)
    }

    /// Just after the string starting at `start` (basic, literal, or either's multi-line form).
    private func stringEnd(from start: Int) -> Int {
        let quote = scalars[start]
        let triple = start + 2 < scalars.count && scalars[start + 1] == quote && scalars[start + 2] == quote
        var index = start + (triple ? 3 : 1)
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" && quote == "\"" {
                index += 2
                continue
            }
            if !triple && scalar == "\n" { return index }
            if scalar == quote {
                if !triple { return index + 1 }
                if index + 2 < scalars.count && scalars[index + 1] == quote && scalars[index + 2] == quote { return index + 3 }
            }
            index += 1
        }
        return scalars.count
    }
}
