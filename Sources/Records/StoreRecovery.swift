import Foundation

/// Moves a damaged store out of the way, keeping it (and its WAL) for inspection.
enum StoreRecovery {
    /// Renames `path` to `path.damaged-YYYYmmdd-HHMMSS` (with a counter if that exists) and returns the new name.
    static func moveAside(_ path: String, now: Date = Date()) throws -> String {
        let files = FileManager.default
        let stamp = timestamp.string(from: now)
        var target = "\(path).damaged-\(stamp)"
        var counter = 2
        while files.fileExists(atPath: target) {
            target = "\(path).damaged-\(stamp)-\(counter)"
            counter += 1
        }
        do {
            try files.moveItem(atPath: path, toPath: target)
            // The WAL may hold the newest pages: keep it beside the moved file under the name SQLite looks for.
            for suffix in ["-wal", "-journal"] where files.fileExists(atPath: path + suffix) {
                try files.moveItem(atPath: path + suffix, toPath: target + suffix)
            }
            // The shared-memory index is rebuilt from the WAL; a stale one must not meet the new store.
            if files.fileExists(atPath: path + "-shm") { try files.removeItem(atPath: path + "-shm") }
        } catch {
            throw RecordStoreError.cannotMoveAside(path: path, reason: error.localizedDescription)
        }
        return target
    }

    private static var timestamp: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter
    }
}
