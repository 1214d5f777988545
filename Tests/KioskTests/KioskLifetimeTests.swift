import EducatTestSupport
import Foundation
import XCTest

/// How the real program ends: a crash never waits for a key, a run in a closed terminal ends, a deployed kiosk outlives
/// its terminal and sleeps while it has none.
final class KioskLifetimeTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    func testACrashedKioskExitsWithoutWaitingForAKey() throws {
        for command in ["kiosk", ""] {
            // The backtracer as a person's shell has it, but where make sanitize turns it off (ThreadSanitizer cannot
            // follow its clone()).
            let backtracer = (ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? "").contains("enable=no")
                ? "enable=no" : ""
            // The crash is timed from the start, before the bank is read: it comes as much later as the waits do (six
            // times under ThreadSanitizer), so that the menu is drawn first on a slow or busy machine too.
            let crashAfter = String(2 * TmuxSession.waitScale)
            try session.start("$EDUCAT \(command); echo EXITED $?; sleep 30",
                              environment: ["EDUCAT_TEST_CRASH_AFTER": crashAfter, "SWIFT_BACKTRACE": backtracer])
            XCTAssertTrue(session.waitForScreen(timeout: 10) { $0.contains("MAIN MENU") }.contains("MAIN MENU"),
                          "educat \(command) shows its menu before it crashes")
            // Swift's backtracer would ask "Press space to interact, D to debug…" and wait 30 s for a key.
            let screen = session.waitForScreen(timeout: 20) { $0.contains("EXITED") }
            XCTAssertTrue(screen.contains("EXITED 132"), "educat \(command) dies of its SIGILL within seconds:\n\(screen)")
            if backtracer.isEmpty {
                XCTAssertTrue(screen.contains("Backtrace took"), "the backtracer ran and printed its backtrace:\n\(screen)")
            }
            XCTAssertFalse(screen.contains("Press space"), screen)
            session.stop()
            session = try TmuxSession(name: name.filter(\.isLetter))
        }
    }

    func testAHangUpEndsAPlainRunAndRestoresTheTerminal() throws {
        let sttyFile = session.folder.appendingPathComponent("stty").path
        let pid = try startRecordingPid("$EDUCAT", then: "stty -a > \(sttyFile)")
        XCTAssertEqual(kill(pid, SIGHUP), 0)
        XCTAssertTrue(waitUntilGone(pid), "plain educat ends on SIGHUP")
        let stty = try XCTUnwrap(waitForText(in: sttyFile))
        let flags = stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
        XCTAssertTrue(flags.contains("icanon") && flags.contains("echo") && flags.contains("isig"), stty)
        XCTAssertFalse(session.screen().contains("MAIN MENU"), "the alternate screen was left")
    }

    func testClosingTheTerminalEndsAPlainRunAndItsMusic() throws {
        let pid = try startRecordingPid("$EDUCAT")
        XCTAssertEqual(try waitForStreams(of: pid) { $0 > 0 }, 1, "the menu plays its music")
        session.closeTerminal()
        XCTAssertTrue(waitUntilGone(pid), "plain educat ends when its terminal closes")
        XCTAssertEqual(try waitForStreams(of: pid) { $0 == 0 }, 0, "its music stream ended with it")
    }

    func testTheDeployedKioskOutlivesItsTerminalAsleep() throws {
        let pid = try startRecordingPid("$EDUCAT kiosk")
        session.closeTerminal()
        defer { kill(pid, SIGKILL) }
        Thread.sleep(forTimeInterval: 1.5)
        XCTAssertTrue(isRunning(pid), "educat kiosk outlives its terminal")
        // It decodes its bank on a background thread after starting (a debug build takes a while); once that is done,
        // without a terminal it must be asleep. Clock ticks are hundredths of a second: the music and a 20 ms key poll
        // took 75 ticks in 4 s, and never fewer.
        let deadline = Date().addingTimeInterval(90)
        var used = Int.max
        while used > 4, Date() < deadline {
            let before = try cpuTicks(of: pid)
            Thread.sleep(forTimeInterval: 4)
            used = try cpuTicks(of: pid) - before
        }
        XCTAssertLessThanOrEqual(used, 4, "asleep without a terminal: \(used) ticks in 4 s")
        print("educat kiosk without a terminal: \(used) CPU ticks in 4 s")
        XCTAssertEqual(kill(pid, SIGTERM), 0)
        XCTAssertTrue(waitUntilGone(pid), "SIGTERM still ends a sleeping kiosk")
    }

    // MARK: - Helpers

    /// Starts `command` through a shell that writes its pid and execs it, so the pid is educat's; `then` runs after.
    private func startRecordingPid(_ command: String, then after: String = "sleep 30") throws -> Int32 {
        let pidFile = session.folder.appendingPathComponent("pid").path
        try session.start("sh -c \"echo \\$\\$ > \(pidFile); exec \(command.replacingOccurrences(of: "$", with: "\\$"))\"; \(after)")
        XCTAssertTrue(session.waitForScreen(timeout: 10) { $0.contains("MAIN MENU") }.contains("MAIN MENU"))
        return try XCTUnwrap(Int32(XCTUnwrap(waitForText(in: pidFile)).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// The text of `path` once it exists and is not empty, within 5 seconds.
    private func waitForText(in path: String) -> String? {
        let deadline = Date().addingTimeInterval(5)
        repeat {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), !text.isEmpty { return text }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline
        return nil
    }

    /// Whether `pid` is alive and not a zombie waiting to be reaped.
    private func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return false
        }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    /// Waits up to 5 seconds for `pid` to end.
    private func waitUntilGone(_ pid: Int32) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while isRunning(pid), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        return !isRunning(pid)
    }

    /// The number of streams `pid` plays on the private sound server (`Tests/with-pulseaudio`), once `condition` holds
    /// (within 5 seconds); skips the test without that server. Other tests play on the same server at the same time, so
    /// only streams whose client names `pid` count.
    private func waitForStreams(of pid: Int32, _ condition: (Int) -> Bool) throws -> Int? {
        guard ProcessInfo.processInfo.environment["EDUCAT_TEST_SINK"] != nil else {
            throw XCTSkip("needs the private PulseAudio of Tests/with-pulseaudio")
        }
        let deadline = Date().addingTimeInterval(5)
        repeat {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["pactl", "list", "sink-inputs"]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let count = text.components(separatedBy: "application.process.id = \"\(pid)\"").count - 1
            if condition(count) { return count }
            Thread.sleep(forTimeInterval: 0.2)
        } while Date() < deadline
        return nil
    }

    /// User plus system CPU time of `pid` so far, in clock ticks (utime and stime of /proc/PID/stat).
    private func cpuTicks(of pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let close = try XCTUnwrap(stat.lastIndex(of: ")"))
        // After "pid (name)": state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return try XCTUnwrap(Int(fields[11])) + XCTUnwrap(Int(fields[12]))
    }
}
