import Foundation
import Logging

/// Writes one plain line per message to standard error: `educat: warning: …`, readable by a teacher.
struct TerminalLogHandler: LogHandler {
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let level = event.level >= .warning ? "\(event.level == .critical ? "error" : event.level.rawValue): " : ""
        FileHandle.standardError.write(Data("educat: \(level)\(event.message)\n".utf8))
    }
}
