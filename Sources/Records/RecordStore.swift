import Foundation
import GRDB
import Synchronization

/// Challenge records, profiles and game history in one SQLite file that several processes may share.
///
/// Every write is one transaction with `synchronous=FULL` in WAL mode: when a method returns, its change
/// survives a crash or a power cut. Errors are ``RecordStoreError`` values worded for the terminal.
/// A file found damaged while in use is replaced as at opening, and the operation is retried on the new store.
public final class RecordStore: Sendable {
    /// The profile that always exists and is used when none is chosen.
    public static let defaultProfile = "default"

    /// The file this store reads and writes.
    public let path: String
    private let state: Mutex<(database: DatabaseQueue, recovery: RecoveryNotice?, skipped: Set<String>)>
    private let report: @Sendable (SkippedRow) -> Void
    /// Why this store refuses every change, when it was written by a newer educat and opened to be read only.
    public let readOnly: RecordStoreError?

    private init(
        path: String, database: DatabaseQueue, report: @escaping @Sendable (SkippedRow) -> Void,
        readOnly: RecordStoreError? = nil
    ) {
        self.path = path
        self.report = report
        self.readOnly = readOnly
        state = Mutex((database, nil, []))
    }

    /// Set when a damaged file was found while in use and replaced; a kiosk can tell its operator.
    public var lastRecovery: RecoveryNotice? { state.withLock { $0.recovery } }

    var database: DatabaseQueue { state.withLock { $0.database } }

    /// Opens the store at `path`, creating it and its folder when missing, and migrating it to this build's schema.
    ///
    /// A damaged or non-database file is moved to `path.damaged-YYYYmmdd-HHMMSS` and replaced by a new store;
    /// `recovery` then says so. A store from a newer educat or a foreign database is refused and left unchanged.
    /// A row holding a value its column cannot hold is left out of what is read and handed to `report`, once.
    /// With `readingNewer`, a store from a newer educat is opened read-only instead (``readOnly`` says so): it can
    /// be read, as it only ever gained tables and columns, but every change is refused and the file is left as it is.
    public static func open(
        at path: String, readingNewer: Bool = false,
        reportingSkippedRows report: @escaping @Sendable (SkippedRow) -> Void = { _ in }
    ) throws -> (store: RecordStore, recovery: RecoveryNotice?) {
        do {
            return (RecordStore(path: path, database: try openChecked(path), report: report), nil)
        } catch let newer as RecordStoreError where readingNewer && newer.isNewer {
            var configuration = configuration
            configuration.readonly = true
            do {
                let database = try DatabaseQueue(path: path, configuration: configuration)
                return (RecordStore(path: path, database: database, report: report, readOnly: .readOnly(newer)), nil)
            } catch let error as DatabaseError {
                throw RecordStoreError.cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
            }
        } catch let damage as StoreDamage {
            let (database, recovery) = try replace(path, damage: damage)
            return (RecordStore(path: path, database: database, report: report), recovery)
        }
    }

    /// An empty store in memory, gone when the program ends: for a run whose play is kept nowhere (`render` without
    /// `--store`), or only until it ends (a kiosk whose store cannot be opened).
    public static func inMemory() throws -> RecordStore {
        let path = ":memory:"
        do {
            let database = try DatabaseQueue(configuration: configuration)
            try Schema.migrate(database)
            return RecordStore(path: path, database: database, report: { _ in })
        } catch let error as DatabaseError {
            throw RecordStoreError.cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }

    /// Reports `row` unless it was reported already.
    func skip(_ row: SkippedRow) {
        let first = state.withLock { $0.skipped.insert("\(row.table) \(row.id)").inserted }
        if first { report(row) }
    }

    /// Moves the damaged file aside and opens a new store in its place; the damaged one must be closed already.
    private static func replace(_ path: String, damage: StoreDamage) throws -> (DatabaseQueue, RecoveryNotice) {
        let movedTo = try StoreRecovery.moveAside(path)
        do {
            return (try openChecked(path), RecoveryNotice(path: path, movedTo: movedTo, reason: damage.reason))
        } catch let damage as StoreDamage {
            throw RecordStoreError.cannotOpen(path: path, reason: damage.reason)
        }
    }

    private static func openChecked(_ path: String) throws -> DatabaseQueue {
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw RecordStoreError.cannotOpen(path: path, reason: error.localizedDescription)
        }
        do {
            let database = try BusyRetry.run { try DatabaseQueue(path: path, configuration: configuration) }
            do {
                try BusyRetry.run { try database.read { try Schema.checkCompatible($0, path: path) } }
                // Only now: switching a refused file to WAL would already have altered it.
                try BusyRetry.run {
                    try database.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") }
                }
                try BusyRetry.run { try Schema.migrate(database) }
            } catch {
                // Closing now, not at some later deinit: a late close would delete the WAL of the store that replaces this file.
                try? database.close()
                throw error
            }
            return database
        } catch let error as DatabaseError where error.isDamage {
            throw StoreDamage(reason: error.message ?? "\(error.resultCode)")
        } catch let error as DatabaseError {
            throw RecordStoreError.cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            // In WAL mode only FULL syncs the log at every commit; NORMAL could lose an announced record on power loss.
            try db.execute(sql: "PRAGMA synchronous = FULL")
            db.add(collation: ProfileName.collation)
        }
        return configuration
    }

    /// Runs `updates` in one immediate transaction, retried while another process holds the write lock.
    func writing<T>(_ updates: (Database) throws -> T) throws -> T {
        if let readOnly { throw readOnly }
        return try withDatabase { database in try BusyRetry.run { try database.write(updates) } }
    }

    /// Runs `value` in one read transaction.
    func reading<T>(_ value: (Database) throws -> T) throws -> T {
        try withDatabase { database in try BusyRetry.run { try database.read(value) } }
    }

    /// Runs `body`; if SQLite finds the file damaged, replaces the store and runs `body` once more on the new one,
    /// so a game that ends on a store damaged since opening is still kept.
    private func withDatabase<T>(_ body: (DatabaseQueue) throws -> T) throws -> T {
        let database = self.database
        do {
            do {
                return try body(database)
            } catch let error as DatabaseError where error.isDamage {
                try replaceDamaged(database, damage: StoreDamage(reason: error.message ?? "\(error.resultCode)"))
                return try body(self.database)
            }
        } catch let error as DatabaseError {
            throw RecordStoreError.storage(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }

    private func replaceDamaged(_ damaged: DatabaseQueue, damage: StoreDamage) throws {
        try state.withLock { state in
            // Another thread may have replaced it already while this one waited for the lock.
            guard state.database === damaged else { return }
            // Closed before the move: closing later would delete the WAL of the store that takes its place.
            try? damaged.close()
            (state.database, state.recovery) = try Self.replace(path, damage: damage)
        }
    }
}

private extension DatabaseError {
    /// SQLite's verdict that the file is not a database or is corrupt, as opposed to busy, full or forbidden.
    var isDamage: Bool { [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(resultCode) }
}
