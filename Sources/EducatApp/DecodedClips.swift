import AudioEngine
import Foundation

/// Where the players that start with music (the kiosk and its screens, the trigger, render) keep long clips decoded
/// between runs: `$XDG_CACHE_HOME/educat/decoded`, else `~/.cache/educat/decoded`.
public enum DecodedClips {
    /// The cache for this user; `waited` when the command waits for its files to be written before it exits.
    public static func cache(environment: [String: String] = ProcessInfo.processInfo.environment, waited: Bool = false) -> DecodedFileCache {
        let home = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
        return DecodedFileCache(folder: home + "/educat/decoded", fillsInBackground: !waited)
    }
}
