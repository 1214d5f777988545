import ArgumentParser
import CommandSupport
import EducatApp
import Records
import Settings

/// `--store`: which records file a command reads and writes.
struct StoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The records file (default: $EDUCAT_STORE, else $XDG_DATA_HOME/educat/records.sqlite).",
        valueName: "path"))
    var store: String?

    /// Opens the store the flag names, else `configured` (a command that read the settings), else the one the
    /// configuration files and environment name (`store =`, `EDUCAT_STORE`), else the default one
    /// (`StoreOpening.open`): `educat profiles add` must reach the store the kiosk plays with.
    func open(default configured: String? = nil, readingNewer: Bool = false) throws -> RecordStore {
        try StoreOpening.open(store ?? configured ?? Self.configuredStore(), readingNewer: readingNewer)
    }

    /// The store the configuration files name, each of their problems said as a warning.
    private static func configuredStore() -> String? {
        let (settings, problems) = SettingsLoader().load()
        for problem in problems { Log.main.warning("\(problem)") }
        return settings.store
    }
}
