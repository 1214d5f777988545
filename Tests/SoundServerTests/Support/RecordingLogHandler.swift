import Logging
import Synchronization

/// Keeps what a logger said, so tests can check that an outage is logged once.
struct RecordingLogHandler: LogHandler {
    /// The messages, shared by every copy of the handler.
    final class Records: Sendable {
        private let entries = Mutex<[(level: Logger.Level, message: String)]>([])
        func append(_ level: Logger.Level, _ message: String) { entries.withLock { $0.append((level, message)) } }
        func messages(at level: Logger.Level) -> [String] { entries.withLock { $0.filter { $0.level == level }.map(\.message) } }
    }

    let records = Records()
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) { records.append(event.level, "\(event.message)") }

    /// A logger writing into a fresh handler, and that handler's records.
    static func logger() -> (Logger, Records) {
        let handler = RecordingLogHandler()
        return (Logger(label: "educat.output.pulse") { _ in handler }, handler.records)
    }
}
