import AudioEngine
import EducatTestSupport
import Foundation
import XCTest

/// Renders stream to their file in blocks: memory stays the same however long the render, and a render longer than
/// its file can hold is refused before any work.
final class RenderLengthTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!
    private var environment: [String: String]!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-length-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        environment = ["EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path, "XDG_CONFIG_HOME": folder.path]
        educat = try EducatBinary(scratch: folder, environment: environment)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs `educat arguments…` and returns its exit status and peak resident memory in bytes, from `wait4`'s
    /// accounting of that one child.
    private func peakMemory(_ arguments: [String]) throws -> (status: Int32, bytes: Int) {
        let argv = ([educat.url.path] + arguments).map { strdup($0) } + [nil]
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, educat.url.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw XCTSkip("cannot start educat: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        return (status, usage.ru_maxrss * 1_024)
    }

    func testAStreamedRenderUsesTheSameMemoryWhateverItsLength() throws {
        let config = path("quiet.toml")
        try "[audio]\nmusic = false\n".write(toFile: config, atomically: true, encoding: .utf8)
        var peaks: [Int] = []
        for seconds in [1, 120] {
            let script = path("menu\(seconds).txt")
            try "0 open main\n\(seconds) end\n".write(toFile: script, atomically: true, encoding: .utf8)
            let run = try peakMemory(["render", script, "-o", path("menu\(seconds).flac"), "--config", config])
            XCTAssertEqual(run.status, 0)
            peaks.append(run.bytes)
        }
        print("peak RSS: \(peaks[0] >> 20) MiB for 1 s, \(peaks[1] >> 20) MiB for 120 s")
        // Kept in memory, two minutes of the mix were 46 MB and the array grew to twice that.
        XCTAssertLessThan(peaks[1] - peaks[0], 16 << 20, "memory grows with the length of the render")
        XCTAssertEqual(try SoundFile.read(path("menu120.flac")).frameCount, 120 * 48_000, "every frame written")
    }

    func testPlayingALongFileToAFileHoldsItInMemoryTwiceAtMost() throws {
        var peaks: [Int] = []
        for seconds in [1, 120] {
            // At 44.1 kHz, so the clip is resampled as most recordings are.
            let file = path("tone\(seconds).wav")
            try SoundFile.write(PCMBuffer(samples: (0..<(seconds * 44_100 * 2)).map { Float(sin(Double($0 / 2) * 0.06)) * 0.3 },
                                          format: AudioFormat(sampleRate: 44_100, channels: 2)), to: file)
            let run = try peakMemory(["play", file, "-o", path("tone\(seconds).flac")])
            XCTAssertEqual(run.status, 0)
            peaks.append(run.bytes)
        }
        let clip = 120 * 48_000 * 2 * 4
        print("peak RSS: \(peaks[0] >> 20) MiB for 1 s, \(peaks[1] >> 20) MiB for 120 s (the clip is \(clip >> 20) MiB)")
        // The file's samples, the converted ones and the clip were all held at once, and the mix was kept as well.
        XCTAssertLessThan(peaks[1] - peaks[0], clip * 5 / 2)
    }

    func testARenderLongerThanItsFileHoldsIsRefusedAtOnce() throws {
        let script = path("long.txt")
        try "0 open main\n12000 end\n".write(toFile: script, atomically: true, encoding: .utf8)
        let started = Date()
        let run = try educat.run("render", script, "-o", path("long.wav"))
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("long.txt line 2: \(path("long.wav")): cannot hold 3 h 20 min of sound: "
                                          + "this file type holds at most 3 h 6 min; a .flac holds up to 24 h"), run.errors)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "refused before rendering")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("long.wav")))

        let clips = Array(repeating: "numbers.3", count: 150)
        let play = try educat.run(arguments: ["play", "--gap", "600"] + clips + ["-o", path("long.flac")])
        XCTAssertEqual(play.status, 1)
        XCTAssertNotNil(play.errors.range(of: #"long\.flac: cannot hold 24 h 5\d min of sound: a render is at most 24 h"#,
                                          options: .regularExpression), play.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("long.flac")))
    }
}
