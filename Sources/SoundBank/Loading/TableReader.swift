import TOMLKit

/// Reads one TOML table of a manifest by key, reporting wrong types, missing keys and keys it does not know.
struct TableReader {
    let table: TOMLTable
    let path: ManifestPath
    let context: ManifestContext

    /// Reports every key not in `known` at once; `known == nil` accepts any key (tables keyed by data).
    init(_ table: TOMLTable, at path: ManifestPath, in context: ManifestContext, known: [String]?) {
        self.table = table
        self.path = path
        self.context = context
        guard let known else { return }
        for key in table.keys where !known.contains(key) {
            context.report(.unknownKey, at: path.appending(.key(key)),
                           "unknown key '\(key)'; expected one of: \(known.joined(separator: ", "))")
        }
    }

    var keys: [String] { table.keys }

    func string(_ key: String, required: Bool = false) -> String? {
        read(key, required: required, expecting: "text in quotes") { $0.string }
    }

    func int(_ key: String, required: Bool = false) -> Int? {
        read(key, required: required, expecting: "a whole number") { $0.int }
    }

    func strings(_ key: String, required: Bool = false) -> [String]? {
        read(key, required: required, expecting: "a list of texts in quotes") { value in
            guard let array = value.array else { return nil }
            let strings = array.compactMap(\.string)
            return strings.count == array.count ? strings : nil
        }
    }

    func table(_ key: String, known: [String]?, required: Bool = false) -> TableReader? {
        read(key, required: required, expecting: "a table") { value in
            value.table.map { TableReader($0, at: path.appending(.key(key)), in: context, known: known) }
        }
    }

    /// An array of tables; `name` picks the key that names each entry in messages.
    func tables(_ key: String, known: [String], name: String? = nil, required: Bool = false) -> [TableReader]? {
        let entries: [TOMLTable]? = read(key, required: required, expecting: "a list of tables") { value in
            guard let array = value.array else { return nil }
            let tables = array.compactMap(\.table)
            return tables.count == array.count ? tables : nil
        }
        return entries?.enumerated().map { index, entry in
            let step = name.flatMap { entry[$0]?.string }.map { ManifestPath.Step.entry($0) } ?? .index(index + 1)
            return TableReader(entry, at: path.appending(.key(key)).appending(step), in: context, known: known)
        }
    }

    /// A clip given as a table `{ clip = "…", text = "…" }`.
    func clip(_ key: String, required: Bool = false) -> ClipRef? {
        table(key, known: ["clip", "text"], required: required)?.clipRef()
    }

    /// An optional clip whose absence silences part of a lesson: a warning says what then goes unsaid.
    func clip(_ key: String, ifAbsent unsaid: String) -> ClipRef? {
        if table[key] == nil { report(.missingKey, severity: .warning, at: key, "missing, so \(unsaid)") }
        return clip(key)
    }

    /// This table read as a clip `{ clip = "…", text = "…" }`.
    func clipRef() -> ClipRef? {
        string("clip", required: true).map { context.clip($0, text: string("text")) }
    }

    /// Reports a problem at `key` of this table.
    func report(_ kind: BankProblem.Kind, severity: BankProblem.Severity = .error, at key: String? = nil, _ message: String) {
        context.report(kind, severity: severity, at: key.map { path.appending(.key($0)) } ?? path, message)
    }

    private func read<T>(_ key: String, required: Bool, expecting: String, _ convert: (TOMLValueConvertible) -> T?) -> T? {
        guard let value = table[key] else {
            if required { report(.missingKey, at: key, "missing; it must be \(expecting)") }
            return nil
        }
        guard let converted = convert(value) else {
            report(.wrongType, at: key, "must be \(expecting), not \(value.type)")
            return nil
        }
        return converted
    }
}
