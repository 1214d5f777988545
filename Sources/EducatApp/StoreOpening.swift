import CommandSupport
import Foundation
import Records

/// The records store a command names, opened with what went wrong said as warnings.
public enum StoreOpening {
    /// Opens the store at `path` (nil: the default place), telling the person at the terminal when a damaged one was
    /// replaced and of each row left out; with `readingNewer` (commands that only read), a store from a newer educat is
    /// opened read-only, with a warning.
    public static func open(_ path: String?, readingNewer: Bool = false) throws -> RecordStore {
        let resolved = StoreLocation.resolve(explicit: path)
        // Only the default place is made when missing: a store named in a folder that does not exist is a mistyped
        // path, which would otherwise leave a folder and an empty store behind and show no records.
        var defaultPlace = ProcessInfo.processInfo.environment
        defaultPlace[StoreLocation.environmentVariable] = nil
        if resolved != StoreLocation.resolve(explicit: nil, environment: defaultPlace) {
            let folder = (resolved as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
                throw RecordStoreError.cannotOpen(path: resolved, reason: "its folder does not exist, and a store is made only "
                                                  + "in a folder that does (is the path mistyped?)")
            }
        }
        let (store, recovery) = try RecordStore.open(at: resolved, readingNewer: readingNewer) {
            Log.main.warning("\($0)")
        }
        if let recovery { Log.main.warning("\(recovery)") }
        if let readOnly = store.readOnly { Log.main.warning("\(readOnly)") }
        return store
    }

    /// Opens the store at `path` or, when it cannot be opened, one in memory that keeps this run's games until the
    /// program ends, so a game still plays; `problem` then says why the real one could not be used.
    public static func openForThisRun(_ path: String?) throws -> (store: RecordStore, problem: String?) {
        do {
            return (try open(path), nil)
        } catch {
            Log.main.error("\(error); records are kept until the program stops")
            return (try RecordStore.inMemory(), "\(error)")
        }
    }
}
