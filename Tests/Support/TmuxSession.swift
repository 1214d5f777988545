import Foundation
import XCTest

/// The real `educat` binary in a pseudo-terminal of its own tmux server (a private socket, killed at the end),
/// driven with send-keys and read with capture-pane, with its event log and records in a temporary folder.
public final class TmuxSession {
    public let folder: URL
    private let socket: String
    public private(set) var started = false

    /// The built `educat` next to the test bundle, or under the package's `.build-*/debug`.
    public static var executable: String? {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("educat").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let builds = (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.filter { $0.hasPrefix(".build") } ?? []
        return builds.map { root.appendingPathComponent("\($0)/debug/educat").path }
            .first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// The bundled bank, so cues play real clips.
    public static var bank: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("sounds/ca").path
    }

    public init(name: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-ui-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A socket path has a length limit (108 bytes), so a long test name is shortened to a hash of it.
        let hash = name.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
        socket = "educat-ui-\(getpid())-\(name.prefix(16))-\(String(hash, radix: 36))"
    }

    public var eventLog: String { folder.appendingPathComponent("events.jsonl").path }

    /// How many times longer the waits for a screen or an event last: `EDUCAT_TEST_WAIT_SCALE`, which `make sanitize`
    /// sets because ThreadSanitizer slows educat several times, so the kiosk is driven through its screens there too.
    public static let waitScale = ProcessInfo.processInfo.environment["EDUCAT_TEST_WAIT_SCALE"].flatMap(Double.init).map { max(1, $0) } ?? 1

    /// Starts `shell` (a command line; `$EDUCAT` is the binary) in a terminal `columns` wide and 24 rows high.
    public func start(_ shell: String, environment: [String: String] = [:], columns: Int = 80) throws {
        guard let educat = Self.executable else { throw XCTSkip("educat is not built") }
        var variables = ["EDUCAT": educat, "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
                         "EDUCAT_BANK": Self.bank, "TERM": "xterm-256color", "XDG_CONFIG_HOME": folder.path,
                         "XDG_CACHE_HOME": folder.path,
                         // The screens' texts the tests read, whatever the bank's language; a test of another sets its own.
                         "EDUCAT_KIOSK_LANGUAGE": "en",
                         // The terminal is what these tests read, even on a desktop whose display they inherit.
                         "EDUCAT_KIOSK_DISPLAY": "terminal"]
        variables.merge(environment) { $1 }
        let exports = variables.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let pidFile = folder.appendingPathComponent("shell.pid").path
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "24", "-s", "t", "env \(exports) bash -c 'echo $$ > \(pidFile); \(shell)'"])
        try tmux(["set-option", "-t", "t", "remain-on-exit", "on"])
        started = true
    }

    /// Sends tmux key names (`Enter`, `C-c`, `7`) one by one.
    public func send(_ keys: String...) throws {
        for key in keys {
            try tmux(["send-keys", "-t", "t", key])
            Thread.sleep(forTimeInterval: 0.08)
        }
    }

    /// Sends `text` as the terminal would receive it typed or pasted, byte for byte (escape sequences included).
    public func sendLiteral(_ text: String) throws {
        try tmux(["send-keys", "-l", "-t", "t", text])
        Thread.sleep(forTimeInterval: 0.08)
    }

    /// The screen's text.
    public func screen() -> String { (try? tmux(["capture-pane", "-p", "-t", "t"])) ?? "" }

    /// Waits up to `timeout` seconds (times `waitScale`) until the screen satisfies `condition`; the last screen either way.
    ///
    /// A frame reaches the terminal in pieces (a pty passes a few KiB at a time), so a screen whose top matches may still
    /// lack its bottom: a match is returned once a second look a moment later finds the same screen, or one that no
    /// longer matches (the match was a passing screen, and is what was waited for).
    @discardableResult
    public func waitForScreen(timeout: Double = 5, _ condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(timeout * Self.waitScale)
        var text = screen()
        while Date() < deadline {
            guard condition(text) else {
                Thread.sleep(forTimeInterval: 0.1)
                text = screen()
                continue
            }
            Thread.sleep(forTimeInterval: 0.05)
            let again = screen()
            if again == text || !condition(again) { return text }
            text = again
        }
        return text
    }

    /// The event log's lines as dictionaries.
    public func events() -> [[String: Any]] {
        let text = (try? String(contentsOfFile: eventLog, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Waits up to `timeout` seconds (times `waitScale`) until the event log has an event satisfying `condition`, and returns it.
    public func waitForEvent(timeout: Double = 5, _ condition: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout * Self.waitScale)
        repeat {
            if let event = events().last(where: condition) { return event }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline
        return nil
    }

    /// Closes the terminal as a closed window does: the tmux server goes and the programs in it get a hang-up.
    public func closeTerminal() {
        if started { _ = try? tmux(["kill-server"]) }
        started = false
    }

    /// Stops this test's programs and tmux server. A kiosk outlives a lost terminal by design,
    /// so the shell's children get SIGTERM by pid before the server goes.
    public func stop() {
        let pidFile = folder.appendingPathComponent("shell.pid").path
        if let text = try? String(contentsOfFile: pidFile, encoding: .utf8), let shell = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            for child in Self.children(of: shell) { kill(child, SIGTERM) }
            kill(shell, SIGTERM)
        }
        if started { _ = try? tmux(["kill-server"]) }
        // tmux leaves the socket file behind.
        unlink((ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp") + "/tmux-\(getuid())/\(socket)")
        try? FileManager.default.removeItem(at: folder)
    }

    /// The processes whose parent is `parent`, from /proc.
    private static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            // After "pid (name) state", the fourth field is the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    /// Runs a tmux client with posix_spawn and waitpid, its output through a file: Foundation's Process
    /// waits forever on the client that forks the server.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = folder.appendingPathComponent("tmux-output").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = (["tmux", "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, "tmux", &actions, nil, argv, environ) == 0 else { throw XCTSkip("tmux is not installed") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }
}

extension TmuxSession {
    /// A shell command that renders offline a numbers challenge won the way a child would (two right answers, then
    /// three wrong), leaving a record of 2 in the session's store.
    public func renderingARecord() throws -> String {
        let script = folder.appendingPathComponent("record.txt")
        try "0 open numbers/challenge\n0.5 ask\n1.5 right\n6 right\n11 wrong\n16 wrong\n21 wrong\n"
            .write(to: script, atomically: true, encoding: .utf8)
        // A render keeps its play only in a store it names: the one the kiosk plays with.
        return "$EDUCAT render \(script.path) -o \(folder.appendingPathComponent("record.wav").path) --store \"$EDUCAT_STORE\""
            + " > /dev/null"
    }

    /// An event-log predicate: the event `name`, with `field` equal to `value` when one is given.
    public static func event(_ name: String, _ field: String? = nil, _ value: String? = nil) -> ([String: Any]) -> Bool {
        { event in event["event"] as? String == name && (field.map { event[$0] as? String == value } ?? true) }
    }
}
