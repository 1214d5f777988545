import AudioEngine
import Foundation
import XCTest

/// The audio thread asks for realtime priority (SCHED_RR 4, below the sound server's own threads), which keeps a busy
/// machine from delaying it past its buffer; where that is refused, it plays at normal priority and says so once.
final class AudioThreadPriorityTests: XCTestCase {
    private static let roundRobin = 2

    func testTheAudioThreadRunsAtRealtimePriorityWhereAllowed() throws {
        _ = try PulseTestEnvironment.requireServer()
        guard getuid() == 0 else { throw XCTSkip("only root may take realtime priority without an rtprio limit") }
        let folder = try temporaryFolder()
        let play = try LiveCommand(["play", try Clip.toneFile(in: folder, frequency: 440, seconds: 2)], folder: folder)
        let scheduling = try XCTUnwrap(Self.audioThreadScheduling(of: play.pid), "no audio thread:\n\(play.errors)")
        XCTAssertEqual(play.finish(), 0, play.errors)
        XCTAssertEqual(scheduling.policy, Self.roundRobin)
        XCTAssertEqual(scheduling.priority, 4)
        XCTAssertFalse(play.errors.contains("realtime"), play.errors)
    }

    func testWithoutRealtimePriorityItPlaysAtNormalPriorityAndSaysSoOnce() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("setpriv", "prlimit")
        let folder = try temporaryFolder()
        // No rtprio limit, and no capability to pass over it: a desktop user's session without rtkit.
        let play = try LiveCommand(["play", try Clip.toneFile(in: folder, frequency: 440, seconds: 2)], folder: folder,
                                   launcher: ["prlimit", "--rtprio=0:0", "setpriv", "--bounding-set=-sys_nice", "--"])
        let scheduling = try XCTUnwrap(Self.audioThreadScheduling(of: play.pid), "no audio thread:\n\(play.errors)")
        XCTAssertEqual(play.finish(), 0, play.errors)
        XCTAssertEqual(scheduling.policy, 0, "SCHED_OTHER")
        let lines = play.errors.split(separator: "\n").filter { $0.contains("audio thread runs without realtime priority") }
        XCTAssertEqual(lines.count, 1, play.errors)
        XCTAssertTrue(lines.first?.contains("LimitRTPRIO=4") ?? false, "the line says how to grant it: \(play.errors)")
    }

    /// The policy and realtime priority of the process's thread named `educat.pulse`, read a moment after it
    /// appears: the thread names itself just before it asks for its priority.
    private static func audioThreadScheduling(of pid: Int32) -> (policy: Int, priority: Int)? {
        guard waitUntil(10, { scheduling(of: pid) != nil }) else { return nil }
        Thread.sleep(forTimeInterval: 0.3)
        return scheduling(of: pid)
    }

    private static func scheduling(of pid: Int32) -> (policy: Int, priority: Int)? {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        for task in tasks {
            let folder = "/proc/\(pid)/task/\(task)"
            guard (try? String(contentsOfFile: folder + "/comm", encoding: .utf8)) == "educat.pulse\n",
                  let stat = try? String(contentsOfFile: folder + "/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // Fields from the third (the state) on; rt_priority and policy are the 40th and 41st.
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            guard fields.count > 38, let priority = Int(fields[37]), let policy = Int(fields[38]) else { continue }
            return (policy, priority)
        }
        return nil
    }
}
