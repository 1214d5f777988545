import AudioEngine
import EducatTestSupport
import Foundation
import XCTest

/// The bundled music (44.1 kHz Ogg) is kept decoded at the output rate after the run that first streams it, and later
/// runs copy it from there: rendered with `educat render`, every run sounds the same, and a damaged copy is said once
/// and played around.
final class DecodedMusicRenderTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!
    private var script: String!
    private var cacheFolder: String { folder.path + "/educat/decoded" }
    private static let music = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../sounds/ca/sounds/music.ogg").standardizedFileURL.path

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-decoded-music-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: [
            "XDG_CACHE_HOME": folder.path, "XDG_CONFIG_HOME": folder.path, "EDUCAT_DEBUG": "1",
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
        ])
        script = folder.appendingPathComponent("menu.txt").path
        try "0 open main\n4 end\n".write(toFile: script, atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        // A folder locked by a test is unlocked first, or it could not be removed.
        if geteuid() == 0, let educat { _ = try? educat.runTool("/usr/bin/chattr", ["-i", cacheFolder]) }
        chmod(cacheFolder, 0o755)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Renders the main menu with its music; returns the samples and what was logged.
    private func render(_ name: String) throws -> (samples: [Float], log: String) {
        let wav = folder.appendingPathComponent(name + ".wav").path
        let run = try educat.run(arguments: ["render", script, "-o", wav])
        XCTAssertEqual(run.status, 0, run.errors)
        return (try SoundFile.read(wav).samples, run.errors)
    }

    private func streamFile() throws -> String? {
        try FileManager.default.contentsOfDirectory(atPath: cacheFolder).first { $0.hasSuffix(".stream") }
            .map { cacheFolder + "/" + $0 }
    }

    /// The first run measures the music's level (decoding it whole); the second streams it and keeps it decoded.
    private func renderUntilKept() throws -> [Float] {
        let first = try render("measured")
        XCTAssertGreaterThan(first.samples.map { $0 * $0 }.reduce(0, +) / Float(first.samples.count), 1e-4, "music is heard")
        let second = try render("streamed")
        XCTAssertEqual(second.samples, first.samples)
        return first.samples
    }

    func testLaterRunsStreamTheMusicFromItsDecodedCopy() throws {
        let heard = try renderUntilKept()
        let file = try XCTUnwrap(try streamFile(), "the streamed music is kept decoded")
        let frames = try SoundFile.decode(Self.music, to: .standard).frameCount
        let chunks = (frames + 16_383) / 16_384
        let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        XCTAssertEqual(size, 64 + frames * 2 * 4 + chunks * 8, "every frame at 48 kHz stereo, a header and a checksum per chunk")
        let third = try render("copied")
        XCTAssertTrue(third.log.contains("streams from \(file)"), third.log)
        XCTAssertEqual(third.samples, heard)
    }

    func testADamagedCopyIsSaidOnceAndTheMusicDecodedInstead() throws {
        let heard = try renderUntilKept()
        let damages: [(String, (String) throws -> Void)] = [
            ("has changed (chunk 2", { file in
                let handle = try XCTUnwrap(FileHandle(forWritingAtPath: file))
                try handle.seek(toOffset: 64 + 2 * 16_384 * 8 + 1_000)
                try handle.write(contentsOf: Data(repeating: 0x7f, count: 16))
                try handle.close()
            }),
            ("is cut short or too long", { file in try FileHandle(forWritingAtPath: file)?.truncate(atOffset: 1_000_000) }),
            ("is not a decoded stream of this version", { file in
                try Data(String(repeating: "not samples ", count: 100).utf8).write(to: URL(fileURLWithPath: file))
            }),
        ]
        for (index, (reason, damage)) in damages.enumerated() {
            if index > 0 { _ = try render("refilled \(index)") }
            let file = try XCTUnwrap(try streamFile(), "kept again after the damage before")
            try damage(file)
            let run = try render("damaged \(index)")
            let warnings = run.log.split(separator: "\n").filter { $0.contains("warning") }
            XCTAssertEqual(warnings.count, 1, run.log)
            XCTAssertTrue(warnings.first?.contains("\(file) \(reason)") == true, run.log)
            XCTAssertEqual(run.samples, heard, "\(reason): the music plays as decoded")
        }
    }

    func testACopyThatCannotBeRemovedIsSaidOnceAndNotReadAgain() throws {
        // 80 s: the music (38.4 s) starts three laps, and at each the copy would be opened again.
        try "0 open main\n80 end\n".write(toFile: script, atomically: true, encoding: .utf8)
        let heard = try renderUntilKept()
        let file = try XCTUnwrap(try streamFile())
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: file))
        try handle.seek(toOffset: 64 + 2 * 16_384 * 8 + 1_000)
        try handle.write(contentsOf: Data(repeating: 0x7f, count: 16))
        try handle.close()
        // A read-only folder, as a shared or packaged cache may be: for root too, whom its mode does not stop.
        XCTAssertEqual(chmod(cacheFolder, 0o555), 0)
        if geteuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr") else {
                throw XCTSkip("root passes over a folder's mode, and chattr (e2fsprogs) is not installed to lock it")
            }
            let locked = try educat.runTool("/usr/bin/chattr", ["+i", cacheFolder])
            guard locked.status == 0 else { throw XCTSkip("this filesystem cannot make a folder immutable: \(locked.errors)") }
        }
        let run = try render("locked")
        let warnings = run.log.split(separator: "\n").filter { $0.contains("warning") }
        XCTAssertEqual(warnings.count, 1, run.log)
        XCTAssertTrue(warnings.first?.contains("\(file) has changed (chunk 2") == true, run.log)
        XCTAssertTrue(warnings.first?.contains("cannot be removed") == true, run.log)
        XCTAssertEqual(run.log.components(separatedBy: "streams from").count, 2, "the copy is read once, not at every lap")
        XCTAssertEqual(run.samples, heard, "the music plays as decoded")
        XCTAssertTrue(FileManager.default.fileExists(atPath: file))
    }

    func testACopyIsOnDiskBeforeItHasItsName() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else {
            throw XCTSkip("strace is needed to see the calls that write a copy")
        }
        guard try educat.runTool("/usr/bin/strace", ["-o", "/dev/null", "/bin/true"]).status == 0 else {
            throw XCTSkip("this machine does not let strace trace a process (ptrace refused)")
        }
        // A run that measures the music keeps it whole (.pcm); one that streams it keeps its stream copy (.stream).
        var kept: Set<String> = []
        for name in ["first", "second"] {
            let trace = folder.appendingPathComponent(name + ".trace").path
            let wav = folder.appendingPathComponent(name + ".wav").path
            let traced = ["-f", "-y", "-s", "4096", "-o", trace, "-e", "trace=fsync,rename,renameat,renameat2"]
            let run = try educat.runTool("/usr/bin/strace", traced + [educat.url.path, "render", script, "-o", wav])
            XCTAssertEqual(run.status, 0, run.errors)
            let calls = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
            for (renamed, call) in calls.enumerated() where call.contains("rename") && call.contains("/educat/decoded/.") {
                // rename("…/.UUID.tmp", "…/key.stream"): the temporary is the first quoted path, the copy the second.
                let paths = call.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
                let (temporary, copy) = (try XCTUnwrap(paths.first?.split(separator: "/").last), try XCTUnwrap(paths.last))
                kept.insert(URL(fileURLWithPath: String(copy)).pathExtension)
                let flushed = calls.firstIndex { $0.contains("fsync(") && $0.contains("/\(temporary)>") }
                XCTAssertLessThan(try XCTUnwrap(flushed, "\(copy) is flushed: \(calls)"), renamed, "before its rename")
                XCTAssertNotNil(calls[renamed...].firstIndex { $0.contains("fsync(") && $0.contains("/educat/decoded>") },
                                "the folder is flushed after \(copy) is renamed: \(calls)")
            }
        }
        XCTAssertTrue(kept.contains("stream"), "the music's copy was written: \(kept)")
    }
}
