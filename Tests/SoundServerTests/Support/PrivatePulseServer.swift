import AudioEngine
import Foundation

/// A private sound server with one null sink that a test may kill and restart: a PulseAudio made like
/// `Tests/with-pulseaudio`'s, or under `Tests/with-pipewire` a PipeWire with pipewire-pulse made by that script.
final class PrivatePulseServer {
    let sink: String
    private let runtime: URL
    private let onPipeWire = PulseTestEnvironment.onPipeWire

    /// The server string that reaches it.
    var server: String { "unix:\(runtime.path)/pulse/native" }

    /// Environment entries that make PulseAudio tools talk to this server only.
    var environment: [String: String] {
        ["XDG_RUNTIME_DIR": runtime.path, "PULSE_RUNTIME_PATH": runtime.path + "/pulse", "PULSE_SERVER": server]
    }

    init(sink: String) throws {
        self.sink = sink
        runtime = FileManager.default.temporaryDirectory.appendingPathComponent("educat-pulse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
    }

    /// A running server; skips or fails the test (see `PulseTestEnvironment`) when none can be started.
    static func started(sink: String) throws -> PrivatePulseServer {
        try PulseTestEnvironment.requireTools(PulseTestEnvironment.onPipeWire ? "pipewire-pulse" : "pulseaudio")
        let server = try PrivatePulseServer(sink: sink)
        do { try server.start() } catch { throw PulseTestEnvironment.unavailable("\(error)") }
        return server
    }

    deinit {
        kill()
        try? FileManager.default.removeItem(at: runtime)
    }

    /// Starts the daemons and waits until the server answers.
    func start() throws {
        let status = onPipeWire ? run([Self.pipeWireScript, "--start", runtime.path]) : run([
            "pulseaudio", "--daemonize=yes", "--exit-idle-time=-1", "--system=false", "-n",
            "--load=module-null-sink sink_name=\(sink) rate=48000 channels=2",
            "--load=module-native-protocol-unix",
            "--log-target=file:\(runtime.path)/pulse.log",
        ])
        let answered = waitUntil(5) { (try? PulseOutput.probe(server: server, timeout: 1).get()) != nil }
        guard status == 0, answered else {
            let log = (try? String(contentsOf: runtime.appendingPathComponent(logName), encoding: .utf8)) ?? ""
            throw PulseUnavailable(description: "private server did not start (exit \(status)):\n\(log.suffix(2000))")
        }
    }

    /// Stops the daemons (PulseAudio as `pulseaudio --kill` does: SIGTERM) and waits until they have ended,
    /// so that a restart never meets the old one's socket or pid file.
    func kill() {
        guard let pid = daemonPID else { return }
        send(SIGCONT)  // A frozen daemon would not act on SIGTERM.
        guard !onPipeWire else { run([Self.pipeWireScript, "--stop", runtime.path]); return }
        run(["pulseaudio", "--kill"])
        _ = waitUntil(5) { !Self.isRunning(pid) }
    }

    /// Sends `signal` to the PulseAudio server (pipewire-pulse on PipeWire), e.g. SIGSTOP to freeze it as a hung one.
    func send(_ signal: Int32) {
        if let pid = daemonPID { Glibc.kill(pid, signal) }
    }

    /// `Tests/with-pipewire`, found from this file's place in the repository.
    private static var pipeWireScript: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("with-pipewire").path
    }

    private var logName: String { onPipeWire ? "pipewire-pulse.log" : "pulse.log" }

    private var daemonPID: pid_t? {
        let file = onPipeWire ? "pids/pipewire-pulse" : "pulse/pid"
        let text = try? String(contentsOf: runtime.appendingPathComponent(file), encoding: .utf8)
        return text.flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.flatMap { Self.isRunning($0) ? $0 : nil }
    }

    /// True unless the process is gone or a zombie (the daemon's parent is init, which may reap it late).
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let state = stat.split(separator: ")").last?.split(separator: " ").first else { return false }
        return state != "Z"
    }

    @discardableResult
    private func run(_ command: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .merging(["EDUCAT_TEST_SINK": sink]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
