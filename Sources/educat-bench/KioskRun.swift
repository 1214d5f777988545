import Foundation

/// The built `educat kiosk` in a terminal of its own private tmux server (a socket named for this process and run),
/// with its records and settings in a temporary folder; keys are written with send-keys.
final class KioskRun {
    /// The kiosk's process id, once it runs.
    private(set) var pid: Int32 = 0
    private let socket: String
    private let folder: String

    /// The `educat` built beside this benchmark, or `EDUCAT_BENCH_EDUCAT` (another build, to compare).
    static var executable: String {
        ProcessInfo.processInfo.environment["EDUCAT_BENCH_EDUCAT"]
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("educat").path
    }

    /// The package's root, where the bundled banks are.
    static var root: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// Starts the kiosk on `bank` with its caches in `cache` and the extra `environment`; returns once tmux started it.
    init?(bank: String, cache: String, environment: [String: String] = [:]) {
        socket = "educat-bench-\(getpid())-\(UUID().uuidString.prefix(8))"
        folder = Measure.temporaryFolder()
        guard FileManager.default.isExecutableFile(atPath: Self.executable) else { return nil }
        var variables = ["EDUCAT_BANK": bank, "EDUCAT_STORE": folder + "/records.sqlite", "XDG_CONFIG_HOME": folder,
                         "XDG_CACHE_HOME": cache, "TERM": "xterm-256color"]
        for name in ["PULSE_SERVER", "PULSE_RUNTIME_PATH", "XDG_RUNTIME_DIR"] {
            if let value = ProcessInfo.processInfo.environment[name] { variables[name] = value }
        }
        variables.merge(environment) { $1 }
        let exports = variables.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        // The shell in the pane notes the time (a builtin: no process of its own; a locale may write it with a decimal
        // comma) just before it becomes the kiosk, so the kiosk's start can be told from tmux's.
        let script = folder + "/start.sh"
        let lines = ["echo \"${EPOCHREALTIME/,/.}\" > '\(folder)/started'", "exec env \(exports) '\(Self.executable)' kiosk --seed 1"]
        guard FileManager.default.createFile(atPath: script, contents: Data((lines.joined(separator: "\n") + "\n").utf8)),
              tmux(["new-session", "-d", "-x", "80", "-y", "24", "-s", "k", "exec bash '\(script)'"]) == 0,
              let text = output(["display", "-p", "-t", "k", "#{pane_pid}"]), let pid = Int32(text) else {
            stop()
            return nil
        }
        self.pid = pid
    }

    /// Waits, for `limit` seconds at most, until a second passes in which the kiosk uses under 5 % of a core: until
    /// what it does in the background after start (the bank's levels, the decoded copy of its music) is done.
    func waitUntilSettled(limit: Int = 60) {
        for _ in 0..<limit {
            let before = ProcessCPU.total(of: pid) ?? 0
            Thread.sleep(forTimeInterval: 1)
            if (ProcessCPU.total(of: pid) ?? 0) - before < 0.05 { return }
        }
    }

    /// When the pane's shell became the kiosk, on `Measure.now`'s clock; nil until it has.
    var started: Double? {
        guard let text = try? String(contentsOfFile: folder + "/started", encoding: .utf8),
              let wall = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return Measure.now() - (Date().timeIntervalSince1970 - wall)
    }

    /// Writes tmux key names (`1`, `Escape`) to the kiosk's terminal.
    func send(_ key: String) { tmux(["send-keys", "-t", "k", key]) }

    /// The screen's text.
    var screen: String { output(["capture-pane", "-p", "-t", "k"]) ?? "" }

    /// Ends the kiosk and its tmux server.
    func stop() {
        if pid > 0 { kill(pid, SIGTERM) }
        tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs a tmux client with posix_spawn and waitpid: Foundation's Process waits forever on the client that forks
    /// the server.
    @discardableResult
    private func tmux(_ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [Int32(1), 2] { posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0) }
        let argv = (["tmux", "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, "tmux", &actions, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status
    }

    private func output(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// CPU time of processes and their threads, from /proc.
enum ProcessCPU {
    /// Seconds of CPU (user and system) each thread of `pid` used so far, by thread name and id.
    static func threads(of pid: Int32) -> [String: Double] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var result: [String: Double] = [:]
        for task in tasks {
            guard let (name, seconds) = read("/proc/\(pid)/task/\(task)/stat") else { continue }
            result["\(name)#\(task)"] = seconds
        }
        return result
    }

    /// Seconds of CPU `pid` used so far, all its threads together.
    static func total(of pid: Int32) -> Double? { read("/proc/\(pid)/stat")?.seconds }

    /// The name and CPU seconds in a `stat` file.
    private static func read(_ path: String) -> (name: String, seconds: Double)? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After "pid (name)", the fields from the state on: utime and stime are the 12th and 13th.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (String(text[text.index(after: open)..<close]), (user + system) / Double(sysconf(Int32(_SC_CLK_TCK))))
    }
}
