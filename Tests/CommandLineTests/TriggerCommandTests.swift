import AudioEngine
import EducatTestSupport
import Foundation
import XCTest

final class TriggerCommandTests: XCTestCase {
    func testAnswersEveryLineAndSurvivesBadOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-trigger-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path])
        let input = ["numbers.3", "group:praise", "group:nothing", "nope", "\(folder.path)/missing.ogg",
                     "music off", "", "stop", "words.casa"].joined(separator: "\n") + "\n"
        let run = try educat.run(arguments: ["trigger"], input: input)
        XCTAssertEqual(run.status, 0, run.errors)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 9, run.output)
        XCTAssertEqual(lines[0], "ready")
        XCTAssertEqual(lines[1], "ok numbers.3")
        XCTAssertTrue(lines[2].hasPrefix("ok praise."), lines[2])
        XCTAssertEqual(lines[3], "error no group \"nothing\" in the bank")
        XCTAssertEqual(lines[4], "error no playable clip \"nope\" in the bank")
        XCTAssertEqual(lines[5], "error \(folder.path)/missing.ogg: does not exist")
        XCTAssertEqual(Array(lines[6...]), ["ok music off", "ok stop", "ok words.casa"])
    }
}

/// `educat trigger` over long runs and hostile lines: answers stay short and escaped, memory stays bounded.
final class TriggerBoundsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-trigger-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func testAnswersAreShortEscapedExcerptsAndAnOverLongLineIsSkipped() throws {
        let educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path])
        let tenMegabytes = String(repeating: "a", count: 10 << 20)
        let name = "\u{1B}[31m" + String(repeating: "x", count: 100)
        let input = [name, "group:\u{7}bell", tenMegabytes, "numbers.3\r", String(repeating: "y", count: 4_096)]
            .joined(separator: "\n") + "\n"
        let run = try educat.run(arguments: ["trigger", "--no-music"], input: input)
        XCTAssertEqual(run.status, 0, run.errors)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, [
            "ready",
            "error no playable clip \"\\u{1B}[31m" + String(repeating: "x", count: 55) + "…\" in the bank",
            "error no group \"\\u{7}bell\" in the bank",
            "error a line of 10485760 bytes is longer than the 4096 a command may have; skipped: \""
                + String(repeating: "a", count: 60) + "…\"",
            "ok numbers.3",
            "error no playable clip \"" + String(repeating: "y", count: 60) + "…\" in the bank",
        ])
        XCTAssertFalse(run.errors.contains("\u{1B}"), "no raw escape reaches the terminal: \(run.errors)")
    }

    /// The short version of `make soak`: 20k lines of every kind after a warm-up, RSS measured before and after.
    func testMemoryStaysBoundedOverTwentyThousandLines() throws {
        let files = try (0..<40).map { index -> String in
            let path = folder.appendingPathComponent("tone-\(index).wav").path
            let samples = (0..<48_000 * 2).map { Float(sin(Double($0 / 2) * Double(200 + index) / 7_639)) * 0.3 }
            try SoundFile.write(PCMBuffer(samples: samples, format: .standard), to: path)
            return path
        }
        let trigger = try LiveTrigger(folder: folder)
        defer { trigger.stop() }
        // Every kind of line: bank clips, groups, unknown names (each one new), files (the bank has filled the cache,
        // so each evicts another clip), missing files, stop and music.
        func line(_ index: Int) -> String {
            switch index % 8 {
            case 0: "numbers.\(index % 10)"
            case 1: "group:praise"
            case 2: "no-such-clip-\(index)"
            case 3: "stop"
            case 4: files[index % files.count]
            case 5: "\(files[0]).missing-\(index)"
            case 6: "music off"
            default: "music on"
            }
        }
        func lines(_ range: Range<Int>) -> String { range.map(line).joined(separator: "\n") + "\n" }
        try trigger.send("numbers.3\n")
        XCTAssertTrue(trigger.waitForAnswers(2, timeout: 60), "ready, and the first clip answered")
        try trigger.send(lines(0..<4_000))
        XCTAssertTrue(trigger.waitForAnswers(4_002, timeout: 60))
        // The bank decodes behind the answers, on a thread of the lowest priority that a busy machine starves for
        // seconds at a time: what is measured starts once that thread has filled the clip cache and ended, and once
        // the music's streams (a ring of a few MB each time music starts) have shaped the heap; before this second
        // thousand of lines it still grew by a few MB.
        XCTAssertTrue(trigger.waitForThreadToEnd(named: "educat.preload", timeout: 300), "the bank's preload ended")
        let start = try trigger.steadyResidentMiB()
        for batch in 0..<10 {
            try trigger.send(lines(4_000 + batch * 2_000 ..< 6_000 + batch * 2_000))
            if batch == 4 || batch == 9 { try trigger.send(String(repeating: "b", count: 10 << 20) + "\n") }
        }
        XCTAssertTrue(trigger.waitForAnswers(24_004, timeout: 120))
        let end = try trigger.residentMiB()
        print(String(format: "trigger RSS: %.1f MiB after warm-up, %.1f MiB after 20k lines", start, end))
        XCTAssertLessThan(end - start, 10, String(format: "RSS grew from %.1f to %.1f MiB", start, end))
    }
}

/// A running `educat trigger` fed through a pipe, its answers counted as they come.
private final class LiveTrigger: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let lock = NSLock()
    private var answers = 0

    init(folder: URL) throws {
        let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        process.executableURL = directory.appendingPathComponent("educat")
        guard FileManager.default.isExecutableFile(atPath: process.executableURL!.path) else { throw XCTSkip("educat is not built") }
        process.arguments = ["trigger", "--no-music"]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CONFIG_HOME": folder.path]) { $1 }
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.detachNewThread { [self] in
            while case let data = output.fileHandleForReading.availableData, !data.isEmpty {
                let count = data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                lock.withLock { answers += count }
            }
        }
    }

    func send(_ text: String) throws { try input.fileHandleForWriting.write(contentsOf: Data(text.utf8)) }

    func waitForAnswers(_ count: Int, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while lock.withLock({ answers }) < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return lock.withLock { answers } >= count
    }

    /// Resident memory from /proc/PID/status, in MiB.
    func residentMiB() throws -> Double {
        let status = try String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return try Double(XCTUnwrap(Int(line.split(separator: " ")[1]))) / 1_024
    }

    /// Whether the process's thread `name` (its `comm`) ended, or never ran, within `timeout` seconds; it is raised to
    /// the normal priority meanwhile where that is allowed.
    func waitForThreadToEnd(named name: String, timeout: Double) -> Bool {
        let tasks = "/proc/\(process.processIdentifier)/task"
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let named = ((try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []).filter { task in
                (try? String(contentsOfFile: "\(tasks)/\(task)/comm", encoding: .utf8).trimmingCharacters(in: .newlines)) == name
            }
            if named.isEmpty { return true }
            // It runs at the lowest priority, which cores kept busy by other work starve for minutes: raised to the
            // normal one where that is allowed (as root), it ends in seconds whatever else runs.
            for task in named.compactMap({ id_t($0) }) { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), task, 0) }
            Thread.sleep(forTimeInterval: 0.2)
        } while Date() < deadline
        return false
    }

    /// Resident memory once it has stopped growing for two seconds (a minute at most), in MiB.
    func steadyResidentMiB() throws -> Double {
        var samples = [try residentMiB()]
        for _ in 0..<120 where samples.count < 5 || samples.suffix(5).max()! - samples.suffix(5).min()! > 0.5 {
            Thread.sleep(forTimeInterval: 0.5)
            samples.append(try residentMiB())
        }
        return samples.last!
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
