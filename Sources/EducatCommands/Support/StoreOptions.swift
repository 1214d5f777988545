import ArgumentParser
import EducatApp
import Records

/// `--store`: which records file a command reads and writes.
struct StoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The records file (default: $EDUCAT_STORE, else $XDG_DATA_HOME/educat/records.sqlite).",
        valueName: "path"))
    var store: String?

    /// Opens the store the flag names, else `configured`, else the default one (`StoreOpening.open`).
    func open(default configured: String? = nil, readingNewer: Bool = false) throws -> RecordStore {
        try StoreOpening.open(store ?? configured, readingNewer: readingNewer)
    }
}
