import AudioEngine
import EducatTestSupport
import Foundation
import SoundBank
import XCTest

/// `educat bank …` run as a teacher would: list, check, info, preview (straight through, rendered, on a terminal)
/// and import-gcompris.
final class BankCommandTests: XCTestCase {
    private static let sounds = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("sounds").path
    private var folder: URL!
    private var educat: EducatBinary!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-bank-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path, "EDUCAT_BANK": Self.sounds + "/ca"])
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// A 440 Hz burst at speech level with no silence at its ends.
    private func writeTone(_ path: String, seconds: Double = 0.5) throws {
        let samples = (0..<Int(seconds * 22_050)).map { Float(0.15 * sin(2 * .pi * 440 * Double($0) / 22_050)) }
        try SoundFile.write(PCMBuffer(samples: samples, format: AudioFormat(sampleRate: 22_050, channels: 1)), to: path)
    }

    /// A bank of its own (no fallback) with two numbers, so it lacks sections (warnings), and `broken` clips
    /// that name a missing file (an error).
    private func temporaryBank(broken: Bool) throws -> String {
        let bank = folder.appendingPathComponent(broken ? "broken" : "partial").path
        try FileManager.default.createDirectory(atPath: bank, withIntermediateDirectories: true)
        try writeTone(bank + "/0.wav")
        try writeTone(bank + "/1.wav")
        let second = broken ? "gone.wav" : "1.wav"
        try """
            language = "xx"
            name = "test"
            [items]
            numbers = [{ key = "0", clip = "0.wav", text = "zero" }, { key = "1", clip = "\(second)", text = "one" }]
            """.write(toFile: bank + "/bank.toml", atomically: true, encoding: .utf8)
        return bank
    }

    func testListHasAColumnOfEachKindForEveryClip() throws {
        let run = try educat.run("bank", "list", Self.sounds + "/es")
        XCTAssertEqual(run.status, 0, run.errors)
        let lines = run.output.split(separator: "\n")
        XCTAssertEqual(lines.first?.split(separator: " ", omittingEmptySubsequences: true),
                       ["NAME", "GROUP", "SECONDS", "FORMAT", "PEAK", "dBFS", "LUFS", "GAIN", "dB", "BANK", "FILE", "TEXT"])
        let info = try educat.run("bank", "info", Self.sounds + "/es").output
        let count = info.split(separator: "\n").first { $0.hasPrefix("clips:") }?
            .split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
        XCTAssertEqual(lines.count, (count ?? 0) + 1, "a heading and every clip info counts, fallback included")
        XCTAssertGreaterThan(count ?? 0, 100)
        let zero = lines.first { $0.hasPrefix("numbers.0 ") }?.split(separator: " ").map(String.init) ?? []
        XCTAssertEqual(zero.count, 13, "\(zero)")
        XCTAssertEqual(zero[1], "numbers")
        // Spanish numbers are the bank's own; a clip it leaves to its fallback says so.
        XCTAssertEqual(zero[10...].joined(separator: " "), "es numbers/0.ogg cero")
        let fallback = lines.first { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(10).first == "ca" }
        XCTAssertNotNil(fallback, "a clip from the Catalan fallback, named so")
        XCTAssertGreaterThan(Double(zero[2]) ?? 0, 0.1)
        XCTAssertEqual(zero[3...6], ["22.05", "kHz", "1", "ch"])
        XCTAssertLessThan(Double(zero[7]) ?? 0, 0, "peak below full scale")
        XCTAssertEqual(Double(zero[8]) ?? 0, -20, accuracy: 3, "loudness near −20 LUFS")
        XCTAssertEqual(Double(zero[9]) ?? .nan, -20 - (Double(zero[8]) ?? 0), accuracy: 0.11, "brought to −20 LUFS as it plays")
    }

    func testCheckPassesWarningsUnlessStrictAndFailsErrors() throws {
        let partial = try temporaryBank(broken: false)
        let warned = try educat.run("bank", "check", partial)
        XCTAssertEqual(warned.status, 0, warned.output)
        XCTAssertNotNil(warned.output.range(of: #"\n0 errors, [1-9][0-9]* warnings\n$"#, options: .regularExpression),
                        warned.output)
        XCTAssertEqual(try educat.run("bank", "check", "--strict", partial).status, 1)

        let broken = try temporaryBank(broken: true)
        let failed = try educat.run("bank", "check", broken)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.output.contains("error: \(broken)/gone.wav: (numbers.1) is missing"), failed.output)
    }

    func testCheckNotesEachAutomaticSyllableSplitForTheTeacherToCorrect() throws {
        let bank = folder.appendingPathComponent("words").path
        try FileManager.default.createDirectory(atPath: bank, withIntermediateDirectories: true)
        try writeTone(bank + "/bici.wav")
        try """
            language = "es"
            name = "palabras"
            [[words]]
            word = "bicicleta"
            clip = "bici.wav"
            """.write(toFile: bank + "/bank.toml", atomically: true, encoding: .utf8)
        let check = try educat.run("bank", "check", bank)
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        XCTAssertEqual(check.output.split(separator: "\n").first.map(String.init),
                       "note: \(bank)/bank.toml: words.bicicleta: syllables bi·ci·cle·ta (automatic; "
                       + "write syllables = [\"bi\", \"ci\", \"cle\", \"ta\"] to correct)", check.output)
    }

    func testCheckWritesJSON() throws {
        let broken = try temporaryBank(broken: true)
        let run = try educat.run("bank", "check", "--json", broken)
        XCTAssertEqual(run.status, 1)
        struct Report: Decodable {
            struct Problem: Decodable { var severity, kind, file: String }
            var bank: String
            var problems: [Problem]
            var errors, warnings: Int
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(run.output.utf8))
        XCTAssertEqual(report.bank, broken)
        XCTAssertEqual(report.errors, 1)
        XCTAssertEqual(report.warnings, report.problems.count - 1)
        XCTAssertEqual(report.problems.filter { $0.severity == "error" }.map(\.kind), ["missingFile"])
        XCTAssertEqual(try educat.run("bank", "check", "--json", "--strict", try temporaryBank(broken: false)).status, 1)
    }

    func testInfoSaysWhatTheBankHolds() throws {
        let run = try educat.run("bank", "info", Self.sounds + "/es")
        XCTAssertEqual(run.status, 0, run.errors)
        let all = run.output.split(separator: "\n").map(String.init)
        let layers = all.filter { $0.hasPrefix("layer:") }
        XCTAssertTrue(layers.contains("layer:     items.alphabet      0 overridden, 0 added, 0 removed, 26 from fallback"), "\(layers)")
        XCTAssertTrue(layers.contains("layer:     words               replaced by 10 own"), "\(layers)")
        let lines = all.filter { !$0.hasPrefix("layer:") }
        XCTAssertEqual(lines.map { $0.prefix { $0 != ":" } },
                       ["bank", "language", "fallback", "clips", "words", "story", "story", "story", "phrase", "timer",
                        "duration", "size", "loudness", "check"])
        XCTAssertTrue(lines[5].hasPrefix("story:     pruna \"Pruna y la luna\", 8 pages in ca, es, en"), lines[5])
        XCTAssertTrue(lines[6].hasPrefix("story:     granja \"La granja de Pau\", 4 pages in ca, es, en"), lines[6])
        XCTAssertTrue(lines[7].hasPrefix("story:     tren \"El tren de Mía\", 4 pages in ca, es, en"), lines[7])
        XCTAssertTrue(lines[8].hasSuffix("quick: quiero, estoy"), lines[8])
        XCTAssertEqual(lines[9], "timer:     6 activities: comer, dormir, jugar, leer, dibujar, dientes")
        XCTAssertTrue(lines[1].hasSuffix(" es (Español (voz sintética, parcial))"), lines[1])
        XCTAssertNotNil(lines[3].range(of: #"^clips:     \d+ \(numbers 10, vowels 5, alphabet 26, praise 8"#,
                                       options: .regularExpression), lines[3])
        XCTAssertEqual(lines.last, "check:     no problems")
    }

    func testATeachersThreeLettersOverCatalanAreCheckedAndPlayedAmongTheFallbacksOthers() throws {
        let teacher = folder.appendingPathComponent("teacher").path
        try FileManager.default.createDirectory(atPath: teacher, withIntermediateDirectories: true)
        for letter in ["b", "m", "x"] { try writeTone("\(teacher)/\(letter).wav", seconds: 0.6) }
        try """
            language = "ca"
            name = "La veu de la mestra"
            fallback = "\(Self.sounds)/ca"
            [items]
            alphabet = [{ key = "b", clip = "b.wav" }, { key = "m", clip = "m.wav" }, { key = "x", clip = "x.wav" }]
            """.write(toFile: teacher + "/bank.toml", atomically: true, encoding: .utf8)
        let check = try educat.run("bank", "check", teacher)
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        let notes = check.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(notes.contains("note: \(teacher)/bank.toml: items.alphabet: overrides b, m, x; 23 still from the fallback"),
                      check.output)
        XCTAssertEqual(notes.last, "no problems")
        struct Report: Decodable {
            struct Layer: Decodable { var list: String, overridden: [String], fromFallback: [String] }
            var layers: [Layer]
        }
        let json = try JSONDecoder().decode(Report.self, from: Data(try educat.run("bank", "check", "--json", teacher).output.utf8))
        let alphabet = try XCTUnwrap(json.layers.first { $0.list == "items.alphabet" })
        XCTAssertEqual([alphabet.overridden, Array(alphabet.fromFallback.prefix(3))], [["b", "m", "x"], ["a", "c", "d"]])
        let info = try educat.run("bank", "info", teacher)
        XCTAssertTrue(info.output.contains("layer:     items.alphabet      3 overridden, 0 added, 0 removed, 23 from fallback"),
                      info.output)

        let player = try EducatBinary(scratch: folder, environment: [
            "XDG_CONFIG_HOME": folder.path, "EDUCAT_BANK": teacher,
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
        ])
        let game = try RenderedGame("0 open alphabet/lesson\n1 key b\n3 key c\n5 key m\n7 key x\n", seed: 1, name: "teacher",
                                    in: folder, with: player)
        // The fallback's clip plays trimmed of its silent ends.
        let fallbackC = Levelling.shaping(role: .voice, fixed: nil,
                                          level: ClipLevel(ClipAnalysis(try SoundFile.read(Self.sounds + "/ca/alphabet/c.ogg"))))
        for (letter, time) in [("b", 1.0), ("c", 3.0), ("m", 5.0), ("x", 7.0)] {
            let start = try XCTUnwrap(game.start(of: "alphabet.\(letter)", from: time), "alphabet.\(letter) plays")
            let end = try XCTUnwrap(game.end(of: "alphabet.\(letter)", startedAt: start.t))
            // The folder's clips are 0.6 s of a 440 Hz tone; the fallback's are synthesized speech of their own length.
            let recorded = letter != "c"
            let seconds = recorded ? 0.6 : (fallbackC.end ?? 0) - fallbackC.start
            XCTAssertEqual(end - start.t, seconds, accuracy: 0.01, letter)
            let crossings = zeroCrossings(game.audio, from: start.t + 0.05, to: start.t + 0.55)
            XCTAssertEqual(recorded, abs(crossings / 0.5 - 880) < 20, "\(letter): \(crossings / 0.5) crossings a second")
        }
    }

    func testABankMadeElsewhereIsInstalledByNameAndPlaysOverTheBundledBank() throws {
        let laptop = folder.appendingPathComponent("laptop/veu-de-la-marta").path
        try FileManager.default.createDirectory(atPath: laptop, withIntermediateDirectories: true)
        try writeTone(laptop + "/b.wav", seconds: 0.6)
        try """
            language = "ca"
            name = "La veu de la Marta"
            fallback = "ca"
            [items]
            alphabet = [{ key = "b", clip = "b.wav" }]
            """.write(toFile: laptop + "/bank.toml", atomically: true, encoding: .utf8)
        let data = folder.appendingPathComponent("data").path
        let kiosk = try EducatBinary(scratch: folder, environment: [
            "XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": data, "EDUCAT_BANK": Self.sounds + "/ca",
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
        ])
        // As root (CI) the default is the machine's folder: the test keeps to its own.
        let install = try kiosk.run("bank", "install", laptop, "--to", data + "/educat/banks")
        XCTAssertEqual(install.status, 0, install.output + install.errors)
        XCTAssertTrue(install.output.contains("installed veu-de-la-marta in \(data)/educat/banks/veu-de-la-marta, over ca"),
                      install.output)
        try FileManager.default.removeItem(atPath: folder.appendingPathComponent("laptop").path)
        let again = try kiosk.run("bank", "install", data + "/educat/banks/veu-de-la-marta", "--to", data + "/educat/banks")
        XCTAssertNotEqual(again.status, 0)
        XCTAssertTrue(again.errors.contains("is already installed: say --replace"), again.errors)

        let check = try kiosk.run("bank", "check", "veu-de-la-marta")
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        XCTAssertEqual(check.output.split(separator: "\n").last, "no problems")
        let game = try RenderedGame("0 open alphabet/lesson\n1 key b\n3 key c\n", seed: 1, name: "installed", in: folder,
                                    with: try EducatBinary(scratch: folder, environment: kiosk.environment.merging(
                                        ["EDUCAT_BANK": "veu-de-la-marta"]) { $1 }))
        for (letter, time, recorded) in [("b", 1.0, true), ("c", 3.0, false)] {
            let start = try XCTUnwrap(game.start(of: "alphabet.\(letter)", from: time), "alphabet.\(letter) plays")
            let crossings = zeroCrossings(game.audio, from: start.t + 0.05, to: start.t + 0.55)
            XCTAssertEqual(recorded, abs(crossings / 0.5 - 880) < 20, "\(letter): \(crossings / 0.5) crossings a second")
        }
    }

    func testBankRecordChecksItsFallbackAndItemsBeforeAskingTheSoundServer() throws {
        let recorder = try EducatBinary(scratch: folder, environment: [
            "XDG_CONFIG_HOME": folder.path, "PULSE_SERVER": "unix:/nonexistent", "EDUCAT_BANK": Self.sounds + "/ca",
        ])
        let bank = folder.appendingPathComponent("new").path
        let fallback = try recorder.run("bank", "record", bank, "--fallback", "nope", "--items", "alphabet")
        XCTAssertEqual(fallback.status, 1)
        XCTAssertTrue(fallback.errors.contains("--fallback nope: no bank there"), fallback.errors)
        let items = try recorder.run("bank", "record", bank, "--items", "alfabet")
        XCTAssertTrue(items.errors.contains("'alfabet' is neither a section nor a clip of the bank"), items.errors)
        let server = try recorder.run("bank", "record", bank, "--items", "alphabet")
        XCTAssertTrue(server.errors.contains("no PulseAudio server reachable"), server.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: bank), "nothing is made before a take")
    }

    /// Sign changes of the left channel of a 48 kHz stereo render between two times.
    private func zeroCrossings(_ audio: PCMBuffer, from start: Double, to end: Double) -> Double {
        let frames = Int(start * 48_000)..<min(audio.frameCount, Int(end * 48_000))
        return Double(zip(frames, frames.dropFirst()).filter { (audio.samples[2 * $0] < 0) != (audio.samples[2 * $1] < 0) }.count)
    }

    func testPreviewWithoutATerminalPlaysStraightThrough() throws {
        let run = try educat.run("bank", "preview", "--clip", "numbers.0", "--clip", "praise.2", "--clip", "nothing", "--gap", "0")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, "▶ 1 of 2  numbers.0              zero\n▶ 2 of 2  praise.2               Fantàstic!\n")
        XCTAssertTrue(run.errors.contains("no clip named 'nothing'"), run.errors)
        XCTAssertFalse(run.output.contains("\u{1B}"), "no drawing when nobody sees it")
    }

    func testPreviewRendersToAFile() throws {
        let wav = folder.appendingPathComponent("preview.wav").path
        let run = try educat.run("bank", "preview", "--subject", "vowels", "--gap", "0.5", "-o", wav)
        XCTAssertEqual(run.status, 0, run.errors)
        let lines = run.output.split(separator: "\n")
        XCTAssertEqual(lines.prefix(5).map { $0.split(separator: " ")[4] }, ["vowels.a", "vowels.e", "vowels.i", "vowels.o", "vowels.u"])
        XCTAssertTrue(lines.last?.hasPrefix("wrote \(wav)") == true, run.output)
        let seconds = try ["a", "e", "i", "o", "u"].map { try SoundFile.read(Self.sounds + "/ca/vowels/\($0).ogg").duration }
        XCTAssertGreaterThan(try SoundFile.read(wav).duration, seconds.reduce(0, +) + 4 * 0.5)
    }

    func testPreviewOfAWholeBankStartsAtOnceAndCountsItsClips() throws {
        // A copy, so that no level is known yet: each clip is measured as it comes to play, not all 625 first.
        let copy = folder.appendingPathComponent("ca").path
        try FileManager.default.copyItem(atPath: Self.sounds + "/ca", toPath: copy)
        try? FileManager.default.removeItem(atPath: copy + "/" + ClipLevels.fileName)
        let started = Date()
        let run = try educat.run(arguments: ["bank", "preview", copy, "--clip", "numbers.0", "--clip", "numbers.1"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output.split(separator: "\n").map { $0.prefix(8) }, ["▶ 1 of 2", "▶ 2 of 2"])
        // The whole bank: the first clip's line comes as it starts to play; the run is stopped there.
        let wholeStarted = Date()
        let whole = try educat.run(arguments: ["bank", "preview", copy, "--gap", "0"], until: " 2 of ", within: 20)
        let seconds = Date().timeIntervalSince(wholeStarted)
        let first = try XCTUnwrap(whole.output.split(separator: "\n").first, whole.output)
        let count = try XCTUnwrap(first.firstMatch(of: /^▶ +1 of (\d+)  numbers\.0 +zero$/).flatMap { Int($0.1) }, String(first))
        XCTAssertGreaterThan(count, 600, "every clip of the bank but its music")
        // 28 to 36 s before the first clip was heard, when every level was measured first; 2 s is the goal on a quiet
        // machine, and this bound holds on a busy one.
        XCTAssertLessThan(seconds, 8, "the first clips of \(count) start at once")
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
    }

    func testPreviewNamesAClipItCannotReadAndGoesOnAndFailsWhenItCanReadNone() throws {
        let bank = try temporaryBank(broken: true)
        let run = try educat.run("bank", "preview", bank, "--subject", "numbers", "--gap", "0")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, "▶ 1 of 2  numbers.0              zero\n✗ 2 of 2  numbers.1              cannot be read: skipped\n")
        let none = try educat.run("bank", "preview", bank, "--clip", "numbers.1")
        XCTAssertEqual(none.status, 1, none.output)
        XCTAssertTrue(none.errors.contains("nothing to preview: none of the chosen clips can be read"), none.errors)
    }

    func testPreviewWithNothingToPlayFails() throws {
        let run = try educat.run("bank", "preview", "--group", "nothing")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("nothing to preview"), run.errors)
    }

    func testPreviewOnATerminalSkipsAndQuitsAndRestoresTheTerminal() throws {
        let started = Date()
        let run = try educat.runOnTerminal("bank preview --subject numbers", typing: "\u{1B}[C\u{1B}[Bq")
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertLessThan(Date().timeIntervalSince(started), 4, "q quits long before the ten numbers have played")
        XCTAssertTrue(run.output.contains("Space: pause"), run.output)
        XCTAssertEqual(lastClipLine(run.output)?.prefix(11), "▶ numbers.2", "two keys on, at the third number")
        XCTAssertFalse(run.output.contains("numbers.5"), run.output)
        XCTAssertTrue(run.output.contains("\u{1B}[?25h\u{1B}[?1049l"), "cursor and screen given back")
    }

    func testPreviewKeysOnATerminal() throws {
        let cases: [(typed: String, last: String)] = [
            ("\u{1B}[C\u{1B}[C\u{1B}[Dq", "▶ numbers.1"),
            ("\u{1B}[A\u{1B}[Dq", "▶ numbers.0"),
            (" q", "‖ numbers.0"),
            ("  \u{1B}[Cq", "▶ numbers.1"),
            // The harness types before raw mode, where Ctrl-C is still the terminal's interrupt: Esc quits too.
            ("\u{1B}[C \u{1B}", "‖ numbers.1"),
        ]
        for (typed, last) in cases {
            let run = try educat.runOnTerminal("bank preview --subject numbers", typing: typed)
            XCTAssertEqual(run.status, 0, run.output)
            XCTAssertEqual(lastClipLine(run.output)?.prefix(11), Substring(last), "typing \(typed.debugDescription)")
        }
    }

    /// The last state of the line redrawn in place, without its place in the list (`▶ numbers.2 …`): what the screen
    /// showed when the preview ended.
    private func lastClipLine(_ output: String) -> Substring? {
        let marks = ["▶ ", "‖ "].compactMap { output.range(of: $0, options: .backwards) }
        guard let mark = marks.max(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        let line = output[mark.upperBound...]
        guard let place = line.range(of: #"^ *\d+ of \d+  "#, options: .regularExpression) else { return nil }
        return Substring(output[mark] + line[place.upperBound...])
    }

    func testImportGComprisThroughTheCommandLine() throws {
        let voices = folder.appendingPathComponent("voices").path
        try FileManager.default.createDirectory(atPath: voices + "/es/misc", withIntermediateDirectories: true)
        for name in ["good", "great", "check_answer"] { try writeTone("\(voices)/es/misc/\(name).ogg") }
        let bank = folder.appendingPathComponent("gcompris-es").path
        let run = try educat.run("bank", "import-gcompris", voices, "--lang", "es", "-o", bank)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("  praise    2 clips\nfalls back to \(Self.sounds)/es for:\n  numbers\n"), run.output)
        // check_answer says "check your answer": the fallback says "try again", and the summary says why.
        XCTAssertTrue(run.output.contains("\n  scold: GCompris has no \"try again\" recording\n"), run.output)
        // The words are listed by name for a teacher; with no words anywhere in the checkout no name looks misspelt.
        XCTAssertTrue(run.output.contains("\n  words not recorded in es by GCompris (the fallback's voice says them): sol (sun), "
                                          + "pan (bread), casa (house), "), run.output)
        XCTAssertFalse(run.output.contains("misspelt"), run.output)
        let check = try educat.run("bank", "check", bank)
        XCTAssertEqual(check.status, 0, check.output)

        let missing = try educat.run("bank", "import-gcompris", voices + "/nowhere", "--lang", "es", "-o", bank)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.errors.contains("does not exist"), missing.errors)
        let noLanguage = try educat.run("bank", "import-gcompris", voices, "--lang", "de", "-o", bank)
        XCTAssertEqual(noLanguage.status, 1)
        XCTAssertTrue(noLanguage.errors.contains("has no 'de' folder; it has: es"), noLanguage.errors)
        let again = try educat.run("bank", "import-gcompris", voices, "--lang", "es", "-o", bank)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.errors.contains("pass --force"), again.errors)
    }
}
