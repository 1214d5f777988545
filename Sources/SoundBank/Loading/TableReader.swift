import TOMLKit

/// Reads one TOML table of a manifest by key, reporting wrong types, missing keys and keys it does not know.
public struct TableReader {
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

    /// The keys the table gives, for a section that reports the ones it does not know itself.
    public var keys: [String] { table.keys }

    /// The text at `key` as written, reporting nothing: an entry's id read to name it even where the entry is broken.
    public func written(_ key: String) -> String? { table[key]?.string }

    /// Whether the manifest names a fallback: its sections may give only what they override.
    public var isOverlay: Bool { context.isOverlay }

    /// Whether the table gives `key` at all, whatever its value.
    public func has(_ key: String) -> Bool { table[key] != nil }

    /// The keys each entry of the list of tables at `key` gives, reporting nothing (empty when it is not one): to see
    /// how a list's entries are written before reading them.
    public func entryKeys(_ key: String) -> [[String]] {
        table[key]?.array?.compactMap { $0.table?.keys } ?? []
    }

    public func string(_ key: String, required: Bool = false) -> String? {
        read(key, required: required, expecting: "text in quotes") { $0.string }.map { shown($0, at: key) }
    }

    /// A whole number within `range` (in `unit`s), the only way a manifest's whole numbers are read.
    public func int(_ key: String, in range: ClosedRange<Int>, unit: String, required: Bool = false) -> Int? {
        guard let number = read(key, required: required, expecting: "a whole number of \(unit)", { $0.int }) else { return nil }
        return within(range, number, at: key, "is \(number)", unit: unit)
    }

    /// A number, whole or not, within `range` (in `unit`s), the only way a manifest's other numbers are read: `nan`,
    /// `inf` and numbers too big for any time are reported where they are written, never handed to the player.
    public func number(_ key: String, in range: ClosedRange<Double>, unit: String, required: Bool = false) -> Double? {
        guard let value = read(key, required: required, expecting: "a number of \(unit)", { $0 }) else { return nil }
        return number(value, at: key, in: range, unit: unit)
    }

    /// The list of numbers at `key`, each within `range` (in `unit`s) and named in a report by `what` of its place
    /// (from 1); nil when there is none, when it is not a list (reported with `notList`) or when any number is bad.
    public func numbers(_ key: String, each what: (Int) -> String, in range: ClosedRange<Double>, unit: String,
                        notList: String) -> [Double]? {
        guard let value = table[key] else { return nil }
        guard let array = value.array else {
            report(.wrongType, at: key, notList)
            return nil
        }
        let numbers = array.enumerated().compactMap { index, element in
            number(element, at: key, what: what(index + 1), in: range, unit: unit)
        }
        return numbers.count == array.count ? numbers : nil
    }

    /// `value`, found at `key` (as its `what`, when it is part of a list), as a number within `range`.
    func number(_ value: TOMLValueConvertible, at key: String, what: String? = nil, in range: ClosedRange<Double>,
                unit: String) -> Double? {
        let subject = what.map { "\($0) " } ?? ""
        guard let number = value.double ?? value.int.map(Double.init) else {
            report(.wrongType, at: key, "\(subject)must be a number of \(unit), not \(value.type)")
            return nil
        }
        return within(range, number, at: key, "\(subject)is \(number)", unit: unit)
    }

    private func within<Number: Comparable>(_ range: ClosedRange<Number>, _ number: Number, at key: String, _ said: String,
                                            unit: String) -> Number? {
        // `contains` is false for NaN, so NaN is reported with the rest.
        guard !range.contains(number) else { return number }
        report(.invalidValue, at: key, "\(said); it must be \(Self.shown(range.lowerBound)) to \(Self.shown(range.upperBound)) \(unit)")
        return nil
    }

    /// `600`, not `600.0`.
    private static func shown<Number>(_ bound: Number) -> String {
        (bound as? Double).map { String(format: "%g", $0) } ?? "\(bound)"
    }

    public func strings(_ key: String, required: Bool = false) -> [String]? {
        let texts: [String]? = read(key, required: required, expecting: "a list of texts in quotes") { value in
            guard let array = value.array else { return nil }
            let strings = array.compactMap(\.string)
            return strings.count == array.count ? strings : nil
        }
        return texts?.map { shown($0, at: key) }
    }

    /// `text` without the control characters it holds (C0 but the line end, DEL, C1), each kind reported once: a
    /// terminal obeys them (ESC[2J wipes the kiosk's screen), no screen shows them, and no file is named with them.
    private func shown(_ text: String, at key: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
        }
        guard let first = text.unicodeScalars.first(where: isControl) else { return text }
        let hex = String(first.value, radix: 16, uppercase: true)
        report(.invalidValue, at: key, "holds a control character (U+\(String(repeating: "0", count: 4 - hex.count) + hex)), "
               + "which no screen shows and a terminal obeys: it is left out")
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
    }

    /// The table at `key`, reporting the keys it has that `known` lacks (nil: any key, a table keyed by data).
    public func table(_ key: String, known: [String]?, required: Bool = false) -> TableReader? {
        read(key, required: required, expecting: "a table") { value in
            value.table.map { TableReader($0, at: path.appending(.key(key)), in: context, known: known) }
        }
    }

    /// An array of tables; `name` picks the key that names each entry in messages.
    public func tables(_ key: String, known: [String], name: String? = nil, required: Bool = false) -> [TableReader]? {
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

    /// The keys of a clip given as a table.
    public static let clipKeys = ["clip", "text", "gain"]

    /// A clip given as a table `{ clip = "…", text = "…", gain = … }`.
    public func clip(_ key: String, required: Bool = false) -> ClipRef? {
        table(key, known: Self.clipKeys, required: required)?.clipRef()
    }

    /// An optional clip whose absence silences part of a lesson: a warning says what then goes unsaid.
    public func clip(_ key: String, ifAbsent unsaid: String) -> ClipRef? {
        if table[key] == nil { report(.missingKey, severity: .warning, at: key, "missing, so \(unsaid)") }
        return clip(key)
    }

    /// This table read as a clip `{ clip = "…", text = "…", gain = … }`.
    public func clipRef() -> ClipRef? {
        string("clip", required: true).map { clipFile($0, at: "clip", text: string("text")) }
    }

    /// The clip file `relativePath`, written at `key` of this table; the table's `gain` belongs to the file at `clip`.
    public func clipFile(_ relativePath: String, at key: String, text: String? = nil) -> ClipRef {
        var clip = context.clip(relativePath, text: text, at: path.appending(.key(key)))
        if key == "clip" { clip.gain = number("gain", in: -60...20, unit: "dB") }
        return clip
    }

    /// The picture file named at `key`, in the bank's folder (or where its path leads); nil, with a warning naming
    /// the file, when it is no PNG or SVG a window can draw: the entry's emoji shows instead.
    public func pictureFile(_ key: String) -> String? {
        guard let written = string(key) else { return nil }
        let path = ManifestContext.standardized(written.hasPrefix("/") ? written : context.folder + "/" + written)
        if let problem = PictureFile.problem(at: path) {
            report(problem.hasPrefix("does not exist") ? .missingFile : .unreadableFile, severity: .warning, at: key,
                   "\(path) \(problem); its emoji shows instead")
            return nil
        }
        return path
    }

    /// Checks this table's list as a whole once the bank is layered (`ManifestContext.checkWhole`), with this reader
    /// handed back to `check` when it runs.
    public func checkWhole(_ check: @escaping @Sendable (Bank, TableReader) -> Void) {
        context.checkWhole(table, at: path, check)
    }

    /// Reports a problem at `key` of this table.
    public func report(_ kind: BankProblem.Kind, severity: BankProblem.Severity = .error, at key: String? = nil, _ message: String) {
        context.report(kind, severity: severity, at: key.map { path.appending(.key($0)) } ?? path, message)
    }

    /// Reports a problem at the entry named `name` of the list `key` of this table (`words.gat`), or at its `field`
    /// (`subjects.jo.verbs`), on that entry's line.
    public func report(_ kind: BankProblem.Kind, severity: BankProblem.Severity = .error, atEntry name: String, of key: String,
                       field: String? = nil, _ message: String) {
        let entry = path.appending(.key(key)).appending(.entry(name))
        context.report(kind, severity: severity, at: field.map { entry.appending(.key($0)) } ?? entry, message)
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
