import AudioEngine
import EducatTestSupport
import Foundation
import XCTest

/// Banks a hostile or careless author could write, run through the real `educat`: `bank check` names every value that
/// would crash the player, and every player goes on without the entry that holds it.
final class HostileBankTests: XCTestCase {
    private static let catalan = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("sounds/ca").path
    private var folder: URL!
    private var educat: EducatBinary!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: [
            "XDG_CONFIG_HOME": folder.path, "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
        ])
        try "[audio]\nmusic = true\n".write(to: folder.appendingPathComponent("music.toml"), atomically: true, encoding: .utf8)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// A copy of the Catalan bank with each `(text, replacement)` made once in its manifest.
    private func bank(_ edits: [(String, String)]) throws -> String {
        let bank = folder.appendingPathComponent("bank").path
        try FileManager.default.copyItem(atPath: Self.catalan, toPath: bank)
        var manifest = try String(contentsOfFile: bank + "/bank.toml", encoding: .utf8)
        for (text, replacement) in edits {
            let range = try XCTUnwrap(manifest.range(of: text), text)
            manifest.replaceSubrange(range, with: replacement)
        }
        try manifest.write(toFile: bank + "/bank.toml", atomically: true, encoding: .utf8)
        return bank
    }

    /// Renders `script` from `bank` with the music on; fails the test unless `educat` exits 0.
    private func render(_ script: String, bank: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let scriptFile = folder.appendingPathComponent("script.txt")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let run = try educat.run("render", scriptFile.path, "-o", folder.appendingPathComponent("out.wav").path, "--bank", bank,
                                 "--config", folder.appendingPathComponent("music.toml").path)
        XCTAssertEqual(run.status, 0, run.errors, file: file, line: line)
        return run.errors
    }

    private static let storyAndGame = "0 open story/book\n" + (1...8).map { "\($0) next\n" }.joined()
        + "10 open numbers/game\n10.5 ask\n12 right\n16 end\n"

    func testNumbersThatWouldCrashThePlayerAreNamedByCheckAndLeftOutByEveryPlayer() throws {
        let page6 = "narration = { ca = \"stories/pruna/ca/6.ogg\", es = \"stories/pruna/es/6.ogg\", en = \"stories/pruna/en/6.ogg\" }"
        let bank = try bank([
            ("at = 2.0 }", "at = nan }"),
            (page6, page6 + "\ntimings = { ca = [0, inf, 1] }"),
            ("answer_right = \"group:praise\"", "answer_right = [\"group:praise\", 1e18]"),
            ("music = { clip = \"sounds/music.ogg\" }",
             "music = { clip = \"sounds/music.ogg\", loop_start = 9223372036854775807, loop_end = 9223372036854775807 }"),
        ])
        let lines = try String(contentsOfFile: bank + "/bank.toml", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ text: String) -> Int { (lines.firstIndex { $0.contains(text) } ?? -1) + 1 }
        let expected = [
            "\(line("music =")): sounds.music.loop_start: is 9223372036854775807; it must be 0 to 57600000 frames",
            "\(line("music =")): sounds.music.loop_end: is 9223372036854775807; it must be 0 to 57600000 frames",
            "\(line("answer_right")): cues.answer_right: a pause is 1e+18; it must be 0 to 60 seconds",
            "\(line("timings =")): stories.pruna.pages.#6.timings.ca: start time 2 is inf; it must be 0 to 600 seconds",
            "\(line("at = nan")): stories.pruna.pages.#6.effects.#1.at: is nan; it must be 0 to 600 seconds",
        ].map { "\(bank)/bank.toml:\($0)" }

        let check = try educat.run("bank", "check", bank)
        XCTAssertEqual(check.status, 1)
        for problem in expected { XCTAssertTrue(check.output.contains("error: \(problem)\n"), "\(problem)\n\(check.output)") }

        let warnings = try render(Self.storyAndGame, bank: bank).split(separator: "\n").map(String.init)
        XCTAssertEqual(warnings.filter { $0.contains("/bank.toml:") }.sorted(), expected.map { "educat: warning: \($0)" }.sorted(),
                       "one warning for each, with no second severity")

        let play = try educat.run("play", "numbers.3", "--bank", bank, "-o", folder.appendingPathComponent("play.wav").path)
        XCTAssertEqual(play.status, 0, play.errors)
        let trigger = try educat.run(arguments: ["trigger", bank], input: "numbers.3\n")
        XCTAssertEqual(trigger.status, 0, trigger.errors)
        XCTAssertEqual(trigger.output, "ready\nok numbers.3\n")
    }

    func testAClipAtOneHertzIsAnErrorForCheckAndSkippedByEveryPlayer() throws {
        let bank = try bank([("\"numbers/3.ogg\"", "\"numbers/slow.wav\""), ("\"stories/pruna/ca/1.ogg\"", "\"numbers/slow.wav\"")])
        // 2 MB at 1 Hz: converted for playing it once asked for 192 GB and aborted every player.
        let slow = bank + "/numbers/slow.wav"
        try SoundFile.write(PCMBuffer(samples: [Float](repeating: 0.1, count: 500_000), format: AudioFormat(sampleRate: 1, channels: 1)),
                            to: slow)
        let reason = "has a sample rate of 1 Hz in its header; educat reads 1000 to 768000 Hz"

        let check = try educat.run("bank", "check", bank)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.output.contains("error: \(slow): (numbers.3) \(reason)\n"), check.output)

        let play = try educat.run("play", "numbers.3", "numbers.2", "--bank", bank, "-o", folder.appendingPathComponent("play.wav").path)
        XCTAssertEqual(play.status, 0, play.errors)
        XCTAssertTrue(play.errors.contains("\(slow): \(reason); skipped"), play.errors)
        let file = try educat.run("play", slow, "-o", folder.appendingPathComponent("file.wav").path)
        XCTAssertEqual(file.status, 1)
        XCTAssertTrue(file.errors.contains("skipping \(slow): \(reason)"), file.errors)
        let lessonAndStory = "0 open numbers/lesson\n" + (0...9).map { "\(Double($0) + 0.5) key \($0)\n" }.joined()
            + "11 open story/book\n13 next\n15 end\n"
        XCTAssertTrue(try render(lessonAndStory, bank: bank).contains(reason))
        let trigger = try educat.run(arguments: ["trigger", bank], input: "numbers.3\nnumbers.2\n")
        XCTAssertEqual(trigger.status, 0, trigger.errors)
        XCTAssertEqual(trigger.output.split(separator: "\n").last, "ok numbers.2")
    }

    func testAManifestOrClipThatCannotBeReadSaysWhy() throws {
        let bank = folder.appendingPathComponent("locked").path
        try FileManager.default.createDirectory(atPath: bank, withIntermediateDirectories: false)
        try SoundFile.write(PCMBuffer(samples: [Float](repeating: 0.1, count: 4_800), format: .standard), to: bank + "/one.wav")
        try "language = \"xx\"\n[items]\nnumbers = [{ key = \"1\", clip = \"one.wav\" }]\n"
            .write(toFile: bank + "/bank.toml", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: bank + "/bank.toml")
        XCTAssertTrue(try checkWithoutPrivileges(bank).contains("error: \(bank)/bank.toml: cannot be read: Permission denied\n"))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: bank + "/bank.toml")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: bank + "/one.wav")
        XCTAssertTrue(try checkWithoutPrivileges(bank).contains("error: \(bank)/one.wav: (numbers.1) cannot be read: Permission denied\n"))
    }

    /// `educat bank check` of `bank` as a user the permission bits apply to: root reads any file, so as root it runs as
    /// nobody (through setpriv(1)).
    private func checkWithoutPrivileges(_ bank: String) throws -> String {
        let process = Process()
        if getuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { throw XCTSkip("needs setpriv(1) to drop root") }
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", educat.url.path, "bank", "check", bank]
        } else {
            process.executableURL = educat.url
            process.arguments = ["bank", "check", bank]
        }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1, text)
        return text
    }
}
