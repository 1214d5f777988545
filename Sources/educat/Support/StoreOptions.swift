import ArgumentParser
import Foundation
import Records

/// `--store`: which records file a command reads and writes.
struct StoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The records file (default: $EDUCAT_STORE, else $XDG_DATA_HOME/educat/records.sqlite).",
        valueName: "path"))
    var store: String?

    /// Opens the store, telling the person at the terminal when a damaged one was replaced and of each row left out;
    /// with `readingNewer` (commands that only read), a store from a newer educat is opened read-only, with a warning.
    func open(default configured: String? = nil, readingNewer: Bool = false) throws -> RecordStore {
        let (store, recovery) = try RecordStore.open(
            at: StoreLocation.resolve(explicit: store ?? configured), readingNewer: readingNewer
        ) {
            Log.main.warning("\($0)")
        }
        if let recovery { Log.main.warning("\(recovery)") }
        if let readOnly = store.readOnly { Log.main.warning("\(readOnly)") }
        return store
    }

    /// Opens the store or, when it cannot be opened, a temporary one that keeps this run's games until the program
    /// ends, so a game still plays; `problem` then says why the real one could not be used.
    func openForThisRun(default configured: String? = nil) throws -> (store: RecordStore, problem: String?) {
        do {
            return (try open(default: configured), nil)
        } catch {
            Log.main.error("\(error); records are kept until the program stops")
            return (try RecordStore.open(at: NSTemporaryDirectory() + "educat-records-\(getpid()).sqlite").store, "\(error)")
        }
    }
}
