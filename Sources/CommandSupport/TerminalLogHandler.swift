import Foundation
import Logging

/// Writes one plain line per message to standard error: `educat: warning: …`, readable by a teacher; while a
/// full-screen UI owns the terminal, to its status line instead (see `StatusLineLog`).
public struct TerminalLogHandler: LogHandler {
    /// Where messages go instead of standard error while set.
    private static let diversion = Locked<StatusLineLog?>(nil)

    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]

    /// A handler printing messages of `logLevel` and above.
    public init(logLevel: Logger.Level) { self.logLevel = logLevel }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Sends messages to `statusLine` from now on, or to standard error again when nil. A standard error that is not a
    /// terminal (the journal of a systemd kiosk) still gets every line: nothing is drawn over the screen there. On a
    /// terminal, the lines kept from it while the screens were up are written once they are gone: none is lost.
    public static func divert(to statusLine: StatusLineLog?) {
        let ended = diversion.withLock { current in
            defer { current = statusLine }
            return current
        }
        for line in ended?.takeWithheld() ?? [] { FileHandle.standardError.write(Data(line.utf8)) }
    }

    public func log(event: LogEvent) {
        let level = event.level >= .warning ? "\(event.level == .critical ? "error" : event.level.rawValue): " : ""
        let line = "educat: \(level)\(event.message)\n"
        if let statusLine = Self.diversion.withLock({ $0 }) {
            statusLine.record("\(event.message)")
            guard isatty(STDERR_FILENO) == 0 else { return statusLine.withhold(line) }
        }
        FileHandle.standardError.write(Data(line.utf8))
    }
}

/// The latest log message, for a full-screen UI's status line, where it stays for `seconds`.
public final class StatusLineLog: Sendable {
    /// Long enough to be read by someone who turned to the screen.
    public static let seconds = 15.0

    private let latest = Locked<(message: String, at: Double)?>(nil)
    /// Lines kept from a terminal's standard error while the screens cover it, to be written after.
    private let withheld = Locked<[String]>([])
    /// At most this many withheld lines are kept, the latest: a sound server flapping all day writes one per outage.
    static let mostWithheld = 200

    /// Nothing to show yet.
    public init() {}

    /// Keeps `message` as the one to show; any thread.
    public func record(_ message: String) {
        let now = ProcessInfo.processInfo.systemUptime
        latest.withLock { $0 = (message, now) }
    }

    /// Keeps `line` to be written once the screens are gone; any thread.
    func withhold(_ line: String) {
        withheld.withLock { lines in
            if lines.count == Self.mostWithheld { lines.removeFirst() }
            lines.append(line)
        }
    }

    /// The withheld lines, no longer kept.
    func takeWithheld() -> [String] {
        withheld.withLock { lines in
            defer { lines = [] }
            return lines
        }
    }

    /// The latest message while it is recent, else nil; any thread.
    public var message: String? {
        let now = ProcessInfo.processInfo.systemUptime
        return latest.withLock { entry in entry.flatMap { now - $0.at < Self.seconds ? $0.message : nil } }
    }
}
