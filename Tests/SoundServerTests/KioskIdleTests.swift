import EducatTestSupport
import Foundation
import XCTest

/// A kiosk left on its main menu with music runs all day: its screen thread sleeps until a key, a signal or a slow
/// tick, and its audio thread wakes for a deep buffer, not for every few milliseconds of music.
final class KioskIdleTests: XCTestCase {
    func testTheKioskOnItsMainMenuWithMusicWakesRarely() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("tmux")
        let tmux = try TmuxSession(name: "idle-\(PulseTestEnvironment.onPipeWire ? "pw" : "pa")")
        defer { tmux.stop() }
        try tmux.start("$EDUCAT kiosk")
        let screen = tmux.waitForScreen(timeout: 15) { $0.contains("music on") && !$0.contains("no sound") }
        XCTAssertFalse(screen.contains("no sound"), "the kiosk never reached the server:\n\(screen)")
        let kiosk = try XCTUnwrap(Self.kiosk(in: tmux), "no educat process in the terminal")
        // The buffer goes deep after a second of music alone; a loaded machine may take longer to settle.
        Thread.sleep(forTimeInterval: 4)
        let seconds = 3.0
        let before = Self.wakeUps(of: kiosk)
        Thread.sleep(forTimeInterval: seconds)
        let after = Self.wakeUps(of: kiosk)
        let screenRate = Double((after["screen"] ?? 0) - (before["screen"] ?? 0)) / seconds
        let audioRate = Double((after["audio"] ?? 0) - (before["audio"] ?? 0)) / seconds
        print("wake-ups per second on the main menu with music: screen thread \(screenRate), audio thread \(audioRate)")
        // Waiting 20 ms for keys woke the screen 50 times a second; a 20 ms buffer wakes the audio thread about 100
        // times a second, where a deep one wakes it about 14 times on PulseAudio; pipewire-pulse asks at every graph
        // cycle, about 47 a second once the graph is no longer held at a short quantum, and up to about 94 when a busy
        // machine keeps it at 512 frames; the output before the deep buffer held it at 256-frame cycles, ~375 a second.
        XCTAssertLessThan(screenRate, 5, "the screen thread polls")
        XCTAssertNotNil(after["audio"], "no audio thread")
        XCTAssertLessThan(audioRate, PulseTestEnvironment.onPipeWire ? 150 : 40, "the audio thread wakes as a shallow buffer does")
    }

    /// The educat process in the terminal: the shell that ran it, or its child.
    private static func kiosk(in tmux: TmuxSession) -> Int32? {
        let pidFile = tmux.folder.appendingPathComponent("shell.pid").path
        guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
              let shell = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        if name(of: "/proc/\(shell)") == "educat" { return shell }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).first { pid in
            guard name(of: "/proc/\(pid)") == "educat", let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            return stat[stat.index(after: close)...].split(separator: " ").dropFirst().first == Substring("\(shell)")
        }
    }

    /// Voluntary context switches (sleeps that ended) of the screen (main) thread and the audio thread so far.
    private static func wakeUps(of pid: Int32) -> [String: Int] {
        var counts: [String: Int] = [:]
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        for task in tasks {
            let folder = "/proc/\(pid)/task/\(task)"
            let role = task == "\(pid)" ? "screen" : name(of: folder) == "educat.pulse" ? "audio" : nil
            guard let role, let status = try? String(contentsOfFile: folder + "/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("voluntary_ctxt_switches:") }),
                  let count = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else { continue }
            counts[role] = count
        }
        return counts
    }

    private static func name(of folder: String) -> String? {
        (try? String(contentsOfFile: folder + "/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
