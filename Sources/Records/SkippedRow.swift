/// A row of the store that holds a value its column cannot hold (wrong type, out of range) and was left out of a
/// listing; written by another program, an older tool or a damaged disk.
public struct SkippedRow: Sendable, Equatable, CustomStringConvertible {
    /// The store file.
    public var path: String
    /// The table the row is in.
    public var table: String
    /// The row's id (its SQLite rowid), to find it with any SQLite tool.
    public var id: Int64
    /// Which column is wrong and how.
    public var reason: String

    /// One line for the terminal.
    public var description: String {
        "The records store \(path): \(table) row \(id): \(reason); skipped"
    }
}
