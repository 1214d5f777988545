/// Says that a damaged store was moved aside and a fresh one created, so the UI can tell someone.
public struct RecoveryNotice: Sendable, Equatable, CustomStringConvertible {
    /// The store path, now holding a fresh empty store.
    public var path: String
    /// Where the damaged file was moved; it is kept for someone to inspect or repair.
    public var movedTo: String
    /// What SQLite said was wrong.
    public var reason: String

    /// The message for the terminal or the operator's log.
    public var description: String {
        "The records store \(path) was damaged (\(reason)). It was moved to \(movedTo) "
            + "and a new, empty store was created; earlier records may be recovered from the moved file."
    }
}
