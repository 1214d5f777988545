import Foundation
import GRDB

/// Challenge records, profiles and game history in one SQLite file that several processes may share.
///
/// Every write is one transaction with `synchronous=FULL` in WAL mode: when a method returns, its change
/// survives a crash or a power cut. Errors are ``RecordStoreError`` values worded for the terminal.
public final class RecordStore: Sendable {
    /// The profile that always exists and is used when none is chosen.
    public static let defaultProfile = "default"

    /// The file this store reads and writes.
    public let path: String
    let database: DatabaseQueue

    private init(path: String, database: DatabaseQueue) {
        self.path = path
        self.database = database
    }

    /// Opens the store at `path`, creating it and its folder when missing, and migrating it to this build's schema.
    ///
    /// A damaged or non-database file is moved to `path.damaged-YYYYmmdd-HHMMSS` and replaced by a new store;
    /// `recovery` then says so. A store from a newer educat or a foreign database is refused and left unchanged.
    public static func open(at path: String) throws -> (store: RecordStore, recovery: RecoveryNotice?) {
        do {
            return (try openChecked(path), nil)
        } catch let damage as StoreDamage {
            let movedTo = try StoreRecovery.moveAside(path)
            do {
                return (try openChecked(path), RecoveryNotice(path: path, movedTo: movedTo, reason: damage.reason))
            } catch let damage as StoreDamage {
                throw RecordStoreError.cannotOpen(path: path, reason: damage.reason)
            }
        }
    }

    private static func openChecked(_ path: String) throws -> RecordStore {
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
            return RecordStore(path: path, database: database)
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
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
        }
        return configuration
    }

    /// Runs `updates` in one immediate transaction, retried while another process holds the write lock.
    func writing<T>(_ updates: (Database) throws -> T) throws -> T {
        try reportingStorageErrors { try BusyRetry.run { try database.write(updates) } }
    }

    /// Runs `value` in one read transaction.
    func reading<T>(_ value: (Database) throws -> T) throws -> T {
        try reportingStorageErrors { try BusyRetry.run { try database.read(value) } }
    }

    private func reportingStorageErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw RecordStoreError.storage(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }
}
