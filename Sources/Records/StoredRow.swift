import Foundation
import GRDB

/// A row read from the store with every column checked before use: the file may have been written by anything,
/// and a value that is not what its column promises makes the row unusable instead of stopping the program.
struct StoredRow {
    /// Why a row cannot be used.
    struct Unusable: Error {
        var reason: String
    }

    /// More than any game reaches (a question a second for eleven days), yet small enough for every sum and column.
    static let largestCount = 1_000_000
    /// A response slower than this (24 days) is no answer to a question anyone still waits on.
    static let slowestResponseMilliseconds = Int(Int32.max)
    /// Dates outside these years are no game's (and some would not survive date arithmetic).
    private static let years = (start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 253_402_300_799))

    let row: Row

    /// The row's SQLite rowid, selected as `row_id`; 0 if it somehow is not a number.
    var id: Int64 { Int64.fromDatabaseValue(row["row_id"] as DatabaseValue) ?? 0 }

    /// Text with no control characters, which a terminal would obey instead of showing.
    func text(_ column: String) throws(Unusable) -> String {
        let value = row[column] as DatabaseValue
        guard case .string(let text) = value.storage else { throw Unusable(reason: "\(column) is not text (\(Self.shown(value)))") }
        if let control = text.unicodeScalars.first(where: \.isControl) {
            throw Unusable(reason: "\(column) holds a control character (U+\(String(format: "%04X", control.value))): "
                           + Self.shown(value))
        }
        return text
    }

    /// Text to be shown, not matched (a server's words): each control character a space, so that no older or
    /// hand-edited value hides its row.
    func shownText(_ column: String) throws(Unusable) -> String {
        let value = row[column] as DatabaseValue
        guard case .string(let text) = value.storage else { throw Unusable(reason: "\(column) is not text (\(Self.shown(value)))") }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.isControl ? " " : $0 }))
    }

    /// A child's name as ``ProfileText`` allows it, in ``ProfileName``'s NFC.
    func profileName(_ column: String) throws(Unusable) -> String {
        let text = ProfileName.normalized(try text(column))
        if let problem = ProfileText.problem(withName: text) {
            throw Unusable(reason: "\(column) cannot be a profile's name: \(problem) (\"\(ProfileText.shown(text))\")")
        }
        return text
    }

    /// A whole number within `range`.
    func count(_ column: String, in range: ClosedRange<Int> = 0...largestCount) throws(Unusable) -> Int {
        let value = row[column] as DatabaseValue
        guard case .int64(let number) = value.storage, range.contains(Int(number)) else {
            throw Unusable(reason: "\(column) is not a whole number from \(range.lowerBound) to \(range.upperBound) "
                           + "(\(Self.shown(value)))")
        }
        return Int(number)
    }

    /// A UUID, as text; a row written without one (by hand, or by a tool that does not know the column) gets one made
    /// from its rowid, the same at every reading.
    func uuid(_ column: String) throws(Unusable) -> UUID {
        if (row[column] as DatabaseValue).isNull {
            return UUID(uuidString: String(format: "00000000-0000-4000-8000-%012llx", id))!
        }
        guard let uuid = UUID(uuidString: try text(column)) else {
            throw Unusable(reason: "\(column) is not a UUID (\(Self.shown(row[column] as DatabaseValue)))")
        }
        return uuid
    }

    /// Text, or nil for NULL.
    func optionalText(_ column: String) throws(Unusable) -> String? {
        (row[column] as DatabaseValue).isNull ? nil : try text(column)
    }

    /// A date, as text or seconds since 1970, between the years 1970 and 9999.
    func date(_ column: String) throws(Unusable) -> Date {
        let value = row[column] as DatabaseValue
        guard value.storage.isDate, let date = Date.fromDatabaseValue(value), date >= Self.years.start,
              date <= Self.years.end else {
            throw Unusable(reason: "\(column) is not a date (\(Self.shown(value)))")
        }
        return date
    }

    /// One of the values `Value` names.
    func value<Value: RawRepresentable>(_ column: String, as type: Value.Type) throws(Unusable) -> Value where Value.RawValue == String {
        let value = row[column] as DatabaseValue
        guard case .string(let text) = value.storage, let known = Value(rawValue: text) else {
            throw Unusable(reason: "\(column) is not one of the values educat writes (\(Self.shown(value)))")
        }
        return known
    }

    /// A value as it can be shown on one line: control characters escaped, long text cut short.
    private static func shown(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: return "empty"
        case .int64(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text):
            let escaped = String(text.prefix(40).debugDescription.dropFirst().dropLast())
            return "\"\(escaped)\(text.count > 40 ? "…" : "")\""
        case .blob(let data): return "\(data.count) bytes of binary data"
        }
    }
}

extension RecordStore {
    /// `make` applied to every row of `table` it can use; each row it cannot is reported (once per store) and left out.
    func usable<Value>(_ rows: [Row], of table: String, _ make: (StoredRow) throws(StoredRow.Unusable) -> Value) -> [Value] {
        rows.compactMap { row in
            let stored = StoredRow(row: row)
            do throws(StoredRow.Unusable) {
                return try make(stored)
            } catch {
                skip(SkippedRow(path: path, table: table, id: stored.id, reason: error.reason))
                return nil
            }
        }
    }
}

private extension DatabaseValue.Storage {
    /// Text or a number: what a date column may hold (GRDB would read a blob's bytes as text).
    var isDate: Bool {
        switch self {
        case .string, .int64, .double: true
        case .null, .blob: false
        }
    }
}

extension Unicode.Scalar {
    /// Whether this is a control character (C0, DEL, C1), which no text of the store holds.
    var isControl: Bool { properties.generalCategory == .control }
}
