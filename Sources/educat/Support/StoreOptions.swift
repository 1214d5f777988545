import ArgumentParser
import Records

/// `--store`: which records file a command reads and writes.
struct StoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The records file (default: $EDUCAT_STORE, else $XDG_DATA_HOME/educat/records.sqlite).",
        valueName: "path"))
    var store: String?

    /// Opens the store, telling the person at the terminal when a damaged one was replaced.
    func open(default configured: String? = nil) throws -> RecordStore {
        let (store, recovery) = try RecordStore.open(at: StoreLocation.resolve(explicit: store ?? configured))
        if let recovery { Log.main.warning("\(recovery)") }
        return store
    }
}
