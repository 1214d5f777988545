import Foundation

/// Where the records store lives when no path is given.
public enum StoreLocation {
    /// The environment variable that names the store when `--store` is not given.
    public static let environmentVariable = "EDUCAT_STORE"

    /// The store path: `explicit` if given, else `$EDUCAT_STORE`, else `$XDG_DATA_HOME/educat/records.sqlite`,
    /// else `~/.local/share/educat/records.sqlite`.
    public static func resolve(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        // A blank variable is no path (the settings loader says so); the default is used.
        if let fromEnvironment = environment[environmentVariable],
           !fromEnvironment.trimmingCharacters(in: .whitespaces).isEmpty { return fromEnvironment }
        // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return dataHome + "/educat/records.sqlite"
    }
}
