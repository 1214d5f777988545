import AudioEngine
import Foundation
import SoundBank
import XCTest

/// Each test breaks one thing in a small valid bank and expects exactly that problem, naming the file (and key).
final class BrokenBankTests: XCTestCase {
    /// Problems other than the small bank's expected gaps (it has no alphabet, help, music… and no fallback).
    private func problems(_ folder: String) -> [BankProblem] {
        BankChecker().check(folder: folder).problems.filter { !($0.kind == .missingKey && $0.severity == .warning) }
    }

    func testTheSmallBankIsCleanApartFromWhatItLacks() throws {
        let folder = try BankFixtures.smallBank(self)
        XCTAssertEqual(problems(folder), [])
        XCTAssertEqual(BankChecker().check(folder: folder).warnings.map(\.key),
                       ["items", "groups", "help", "stories", "sounds", "games", "memory", "count", "phrase",
                        "timer", "challenge_help"])
        XCTAssertEqual(try Bank.load(from: folder).clips.map(\.name),
                       ["numbers.0", "numbers.1", "praise.1", "words.casa", "words.casa.1", "words.casa.2"])
    }

    func testAGComprisNameThatIsAPathIsReportedAndLeftOut() throws {
        for name in ["../../../../etc/passwd", "/etc/passwd", "words/../x", "", "_x", "-x", "a/b", "\u{301}a", "gat😀"] {
            let folder = try BankFixtures.smallBank(self) {
                $0.replacingOccurrences(of: "clip = \"casa.wav\"", with: "clip = \"casa.wav\"\ngcompris = \"\(name)\"")
            }
            let found = problems(folder)
            XCTAssertEqual(found.map(\.kind), [.invalidValue], "\(name): \(found)")
            XCTAssertTrue(found.first?.description.contains("gcompris") == true && found.first?.description.contains("not a path") == true,
                          "\(found)")
            XCTAssertNil(Bank.loadReporting(from: folder).bank?.words.first?.gcompris, name)
        }
        // Letters and digits of any script, a letter with its accent as one character or two, and _ - . and spaces after the first.
        for name in ["ice cream", "ice_cream-2.v", "niño", "ni\u{303}no", "٣", "Ⅻ", "ǅx"] {
            let folder = try BankFixtures.smallBank(self) {
                $0.replacingOccurrences(of: "clip = \"casa.wav\"", with: "clip = \"casa.wav\"\ngcompris = \"\(name)\"")
            }
            XCTAssertEqual(problems(folder), [], name)
            XCTAssertEqual(try Bank.load(from: folder).words.first?.gcompris, name)
        }
    }

    func testMissingFile() throws {
        let folder = try BankFixtures.smallBank(self)
        try FileManager.default.removeItem(atPath: folder + "/one.wav")
        let found = problems(folder)
        XCTAssertEqual(found.map(\.kind), [.missingFile])
        XCTAssertEqual(found.first?.file, folder + "/one.wav")
        XCTAssertEqual(found.first?.severity, .error)
        XCTAssertTrue(found.first!.description.contains("numbers.1"), found.first!.description)
    }

    func testZeroLengthFile() throws {
        let folder = try BankFixtures.smallBank(self)
        try Data().write(to: URL(fileURLWithPath: folder + "/zero.wav"))
        XCTAssertEqual(problems(folder).map { [$0.kind.rawValue, $0.file] }, [["emptyClip", folder + "/zero.wav"]])
    }

    func testTruncatedFlac() throws {
        let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "good.wav", with: "good.flac") }
        try SoundFile.write(Signals.voice(seconds: 2), to: folder + "/good.flac")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/good.flac"))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: folder + "/good.flac"))
        XCTAssertEqual(problems(folder).map { [$0.kind.rawValue, $0.file] }, [["unreadableFile", folder + "/good.flac"]])
    }

    func testTextFileRenamedWav() throws {
        let folder = try BankFixtures.smallBank(self)
        try "this is not audio\n".write(toFile: folder + "/casa.wav", atomically: true, encoding: .utf8)
        let found = problems(folder)
        XCTAssertEqual(found.map { [$0.kind.rawValue, $0.file] }, [["unreadableFile", folder + "/casa.wav"]])
        XCTAssertTrue(found.first!.message.contains("not a readable audio file"), found.first!.message)
    }

    func testEightBitElevenKilohertzStereoClipIsValid() throws {
        let folder = try BankFixtures.smallBank(self)
        try Self.eightBitWav(Signals.voice(seconds: 0.8, rate: 11_025, channels: 2)).write(to: URL(fileURLWithPath: folder + "/one.wav"))
        let report = BankChecker().check(folder: folder)
        XCTAssertEqual(problems(folder), [])
        XCTAssertEqual(report.analyses[folder + "/one.wav"]?.format, AudioFormat(sampleRate: 11_025, channels: 2))
        let clip = try SoundFile.decode(folder + "/one.wav")
        XCTAssertEqual(clip.duration, 0.8, accuracy: 0.01)
    }

    func testManifestSyntaxErrorNamesTheLine() throws {
        let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "count = 2", with: "count = = 2") }
        let found = problems(folder)
        XCTAssertEqual(found.map(\.kind), [.syntax])
        XCTAssertEqual(found.first?.file, folder + "/bank.toml")
        XCTAssertEqual(found.first?.line, 19)
        XCTAssertThrowsError(try Bank.load(from: folder)) { error in
            XCTAssertTrue("\(error)".contains("bank.toml:19"), "\(error)")
        }
    }

    func testUnknownKeyIsAnErrorWithItsPathAndLine() throws {
        let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "count = 2", with: "count = 2\ncolour = \"red\"") }
        let found = problems(folder)
        XCTAssertEqual(found.map(\.kind), [.unknownKey])
        XCTAssertEqual(found.first?.key, "words.casa.colour")
        XCTAssertEqual(found.first?.line, 20)
        XCTAssertThrowsError(try Bank.load(from: folder)) { error in
            XCTAssertEqual((error as? BankLoadError)?.problems.map(\.kind), [.unknownKey])
        }
    }

    func testWrongSyllableCount() throws {
        let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "count = 2", with: "count = 3") }
        let found = problems(folder)
        XCTAssertEqual(found.map(\.kind), [.syllableCount])
        XCTAssertEqual(found.first?.key, "words.casa.count")
        XCTAssertEqual(found.first?.line, 19)
        XCTAssertEqual(found.first?.file, folder + "/bank.toml")
    }

    func testAWordWithoutSyllableClipsWarnsThatTheLessonCutsItsRecording() throws {
        let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "syllable_clips = [\"casa.wav\", \"casa.wav\"]", with: "") }
        let found = problems(folder)
        XCTAssertEqual(found.map(\.kind), [.syllableCut])
        XCTAssertEqual(found.first?.severity, .warning)
        XCTAssertEqual(found.first?.key, "words.casa.clip")
        XCTAssertTrue(found.first?.message.contains("cuts this recording into its 2 syllables automatically") ?? false)
        let paced = try BankFixtures.smallBank(self) {
            $0.replacingOccurrences(of: "syllable_clips = [\"casa.wav\", \"casa.wav\"]", with: "paced = \"casa.wav\"")
        }
        XCTAssertEqual(problems(paced), [], "a paced clip is played whole, with claps spread over it")
    }

    func testDuplicateItem() throws {
        let folder = try BankFixtures.smallBank(self) {
            $0.replacingOccurrences(of: "  { key = \"1\", clip = \"one.wav\", text = \"one\" },",
                                    with: "  { key = \"1\", clip = \"one.wav\", text = \"one\" },\n  { key = \"1\", clip = \"zero.wav\" },")
        }
        let found = problems(folder)
        XCTAssertEqual(found.map(\.kind), [.duplicateKey])
        XCTAssertEqual(found.first?.key, "items.numbers.1")
        XCTAssertEqual(found.first?.line, 8, "the second entry, not the first")
        XCTAssertThrowsError(try Bank.load(from: folder))
        let (bank, problems) = Bank.loadReporting(from: folder)
        XCTAssertEqual(bank?.items[.numbers]?.map(\.clip.relativePath), ["zero.wav", "one.wav"], "the first entry is kept")
        XCTAssertEqual(problems.map(\.kind), [.duplicateKey])
    }

    func testKeyGivenTwiceInATableIsADuplicateWithItsLine() throws {
        let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "count = 2", with: "count = 2\ncount = 2") }
        let found = problems(folder)
        XCTAssertEqual(found.map(\.kind), [.duplicateKey])
        XCTAssertEqual(found.first?.line, 20)
    }

    func testAProblemInASectionPointsAtItsHeaderNotAtAKeyOfTheSameNameInAnotherTable() throws {
        // The word has a `count` and [help] a `timer` before their sections: neither is where the problem is.
        let folder = try BankFixtures.smallBank(self) {
            $0 + "\n\n[help]\ntimer = { clip = \"one.wav\" }\n\n[count]\nnumbers = [{ key = \"1\", clip = \"one.wav\" }]\n"
                + "\n[timer]\nalarm = { clip = \"good.wav\" }\nhalf = { clip = \"one.wav\" }\n"
        }
        let lines = try String(contentsOfFile: folder + "/bank.toml", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let found = Bank.loadReporting(from: folder).problems
        XCTAssertEqual(found.map(\.key), ["count.hint", "timer.minute"])
        XCTAssertEqual(found.map(\.line), [lines.firstIndex(of: "[count]")! + 1, lines.firstIndex(of: "[timer]")! + 1])
    }

    func testProblemsInLaterEntriesOfAnArrayOfTablesPointAtThoseEntries() throws {
        // The second word lacks its clip, which the third has: the line is the second word's, not the third's clip.
        let folder = try BankFixtures.smallBank(self) {
            $0 + "\n\n[[words]]\nword = \"sol\"\nsyllables = [\"sol\"]\ncount = 1\n"
                + "\n[[words]]\nword = \"pa\"\nsyllables = [\"pa\"]\ncount = 3\nclip = \"casa.wav\"\nsyllable_clips = [\"casa.wav\"]\n"
        }
        let lines = try String(contentsOfFile: folder + "/bank.toml", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let found = problems(folder)
        XCTAssertEqual(found.map(\.key), ["words.sol.clip", "words.pa.count"])
        XCTAssertEqual(found.map(\.line), [lines.firstIndex(of: "word = \"sol\"")! + 1, lines.firstIndex(of: "count = 3")! + 1])
    }

    func testCueNamingAGroupThatDoesNotExist() throws {
        let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "group:praise", with: "group:prais") }
        let found = problems(folder)
        XCTAssertEqual(found.map(\.kind), [.badReference])
        XCTAssertEqual(found.first?.key, "cues.answer_right")
    }

    func testOnlyClippingIsWarnedOfWhereTheLoadingTrimsAndLevelsTheRest() throws {
        let folder = try BankFixtures.smallBank(self)
        let voice = Signals.voice(seconds: 0.6)
        let pause = [Float](repeating: 0, count: 11_025)
        try SoundFile.write(PCMBuffer(samples: pause + voice.samples + pause, format: voice.format), to: folder + "/zero.wav")
        try SoundFile.write(PCMBuffer(samples: voice.samples.map { max(-1, min(1, $0 * 20)) }, format: voice.format), to: folder + "/one.wav")
        try SoundFile.write(Signals.voice(seconds: 0.6, amplitude: 0.01), to: folder + "/good.wav")
        let found = problems(folder)
        // Half a second of silence around zero.wav, one.wav 26 dB louder and good.wav 23 dB quieter than the others
        // are for the player, which trims and levels them as they load: notes; one.wav's clipped peaks need its maker.
        let named = { (problems: [BankProblem]) in problems.map { [$0.kind.rawValue, URL(fileURLWithPath: $0.file).lastPathComponent] } }
        XCTAssertEqual(named(found.filter { $0.severity != .note }), [["clipping", "one.wav"]])
        XCTAssertEqual(Set(named(found.filter { $0.severity == .note })),
                       [["silence", "zero.wav"], ["loudness", "one.wav"], ["loudness", "good.wav"]])
        XCTAssertEqual(found.filter { $0.kind == .silence }.map { $0.message.prefix(26) }, ["(numbers.0) starts with 50", "(numbers.0) ends with 500 "])
        XCTAssertEqual(Set(found.map(\.severity)), [.warning, .note])
    }

    func testAClipAtAVeryLowSampleRateIsAnErrorNotGigabytesOfSamples() throws {
        let folder = try BankFixtures.smallBank(self)
        // 2 MB at 1 Hz: resampled to 48 kHz stereo for playing, it would take 192 GB.
        try SoundFile.write(PCMBuffer(samples: [Float](repeating: 0.1, count: 500_000), format: AudioFormat(sampleRate: 1, channels: 1)),
                            to: folder + "/one.wav")
        let found = problems(folder)
        XCTAssertEqual(found.map { [$0.kind.rawValue, $0.file] }, [["unreadableFile", folder + "/one.wav"]])
        XCTAssertEqual(found.first?.message, "(numbers.1) has a sample rate of 1 Hz in its header; educat reads 1000 to 768000 Hz")
    }

    func testPipesDevicesAndLinksAsClipsAreNamedForWhatTheyAre() throws {
        let folder = try BankFixtures.smallBank(self)
        let files = FileManager.default
        for name in ["zero", "one", "good", "casa"] { try files.removeItem(atPath: "\(folder)/\(name).wav") }
        XCTAssertEqual(mkfifo(folder + "/zero.wav", 0o644), 0)
        try files.createSymbolicLink(atPath: folder + "/one.wav", withDestinationPath: "/dev/urandom")
        try files.createSymbolicLink(atPath: folder + "/good.wav", withDestinationPath: "again.wav")
        try files.createSymbolicLink(atPath: folder + "/again.wav", withDestinationPath: "good.wav")
        try files.createSymbolicLink(atPath: folder + "/casa.wav", withDestinationPath: "gone.wav")
        XCTAssertEqual(problems(folder).map { [$0.kind.rawValue, $0.message] }, [
            ["unreadableFile", "(numbers.0) is a named pipe (FIFO), not an audio file (only regular files are read)"],
            ["unreadableFile", "(numbers.1) is a device, not an audio file (only regular files are read)"],
            ["unreadableFile", "(praise.1) is a symbolic link that leads back to itself (a loop of links)"],
            ["missingFile", "(words.casa) is a symbolic link to gone.wav, which does not exist (named in \(folder)/bank.toml)"],
        ])
    }

    func testAManifestThatIsNotARegularFileSaysWhatItIsAndIsNeverRead() throws {
        let folder = try BankFixtures.temporaryFolder(self)
        let manifest = folder + "/bank.toml"
        let files = FileManager.default
        func messages() -> [String] { Bank.loadReporting(from: folder).problems.map { "\($0.kind.rawValue): \($0.message)" } }
        XCTAssertEqual(messages(), ["missingFile: no manifest here: a bank folder needs a bank.toml"])
        try files.createDirectory(atPath: manifest, withIntermediateDirectories: false)
        XCTAssertEqual(messages(), ["unreadableFile: is a folder, not a manifest"])
        try files.removeItem(atPath: manifest)
        try files.createSymbolicLink(atPath: manifest, withDestinationPath: "/dev/zero")
        XCTAssertEqual(messages(), ["unreadableFile: is a device, not a manifest (only regular files are read)"])
        try files.removeItem(atPath: manifest)
        try files.createSymbolicLink(atPath: manifest, withDestinationPath: "bank.toml")
        XCTAssertEqual(messages(), ["unreadableFile: is a symbolic link that leads back to itself (a loop of links)"])
        try files.removeItem(atPath: manifest)
        XCTAssertEqual(mkfifo(manifest, 0o644), 0)
        XCTAssertEqual(messages(), ["unreadableFile: is a named pipe (FIFO), not a manifest (only regular files are read)"])
    }

    func testALanguageThatIsNoLanguageCodeIsAnErrorOnItsLine() throws {
        for language in ["../../x", "ca\\\"]", "x y", "CA"] {
            let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "language = \"xx\"", with: "language = \"\(language)\"") }
            let found = problems(folder).filter { $0.key == "language" }
            XCTAssertEqual(found.map(\.severity), [.error], language)
            XCTAssertTrue(found.first?.message.contains("is no language code") == true, "\(found)")
            XCTAssertEqual(found.first?.line, 1)
            XCTAssertEqual(Bank.loadReporting(from: folder).bank?.language, "")
        }
    }

    func testControlCharactersInTextsAndPathsAreReportedAndLeftOut() throws {
        let folder = try BankFixtures.smallBank(self) {
            $0.replacingOccurrences(of: "text = \"good\"", with: "text = \"\\u001B[2J\\u001B[1;1Hgood\\u009B\"")
              .replacingOccurrences(of: "display = \"🏠 casa\"", with: "display = \"🏠 ca\\u0007sa\"")
              .replacingOccurrences(of: "clip = \"one.wav\"", with: "clip = \"one\\u0001.wav\"")
        }
        let found = problems(folder).filter { $0.message.contains("control character") }
        XCTAssertEqual(found.map(\.key), ["items.numbers.1.clip", "groups.praise.#1.text", "words.casa.display"].map { Optional($0) },
                       "\(found)")
        XCTAssertEqual(found.map(\.severity), [.error, .error, .error])
        XCTAssertTrue(found[1].message.contains("(U+001B)"), found[1].message)
        let bank = try XCTUnwrap(Bank.loadReporting(from: folder).bank)
        XCTAssertEqual(bank.groups["praise"]?.first?.text, "[2J[1;1Hgood", "what is left holds no escape")
        XCTAssertEqual(bank.words.first?.display, "🏠 casa")
        XCTAssertEqual(bank.items[.numbers]?[1].clip.path, folder + "/one.wav")
    }

    func testAnEmptyFallbackIsReportedAsEmptyNotAsACircle() throws {
        let folder = try BankFixtures.smallBank(self) { "fallback = \"\"\n" + $0 }
        let found = problems(folder)
        XCTAssertEqual(found.map { [$0.kind.rawValue, $0.key, $0.message] }, [["invalidValue", "fallback",
            "is empty: name the folder of the bank to fall back on (e.g. \"../ca\"), or an installed bank by its name "
               + "(e.g. \"ca\"), or leave the key out"]])
        XCTAssertEqual(found.first?.line, 1)
        XCTAssertEqual(Bank.loadReporting(from: folder).bank?.clips.count, 6, "the bank itself still plays")
    }

    func testAClipOutsideTheBankFolderIsAWarningUnlessTheBankNamesItsCollection() throws {
        let outside = try BankFixtures.temporaryFolder(self)
        try SoundFile.write(Signals.voice(seconds: 0.6), to: outside + "/one.wav")
        let upward = "../" + URL(fileURLWithPath: outside).lastPathComponent + "/one.wav"
        for path in [outside + "/one.wav", upward] {
            let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "clip = \"one.wav\"", with: "clip = \"\(path)\"") }
            let found = problems(folder)
            XCTAssertEqual(found.map { [$0.kind.rawValue, $0.key] }, [["clipOutsideBank", "items.numbers.1.clip"]], path)
            XCTAssertEqual(found.first?.severity, .warning)
            XCTAssertEqual(found.first?.line, 7)
            XCTAssertTrue(found.first?.message.hasPrefix("'\(path)' is outside the bank's folder") == true, found.first?.message ?? path)
            let named = try BankFixtures.smallBank(self) {
                "collection = \"\(outside)\"\n" + $0.replacingOccurrences(of: "clip = \"one.wav\"", with: "clip = \"\(path)\"")
            }
            XCTAssertEqual(problems(named), [], "the bank says it uses \(outside)")
        }
        let inside = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "clip = \"one.wav\"", with: "clip = \"sub/../one.wav\"") }
        try FileManager.default.createDirectory(atPath: inside + "/sub", withIntermediateDirectories: false)
        XCTAssertEqual(problems(inside), [], "a path that goes up and back in stays inside")
    }

    /// A WAV file in unsigned 8-bit PCM, written byte by byte because the decoder only writes float WAV.
    private static func eightBitWav(_ buffer: PCMBuffer) -> Data {
        let bytes = buffer.samples.map { UInt8(max(0, min(255, ($0 * 127.5 + 128).rounded()))) }
        let channels = buffer.format.channels, rate = buffer.format.sampleRate
        var data = Data("RIFF".utf8)
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append(UInt32(36 + bytes.count))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16)); append(UInt16(1)); append(UInt16(channels)); append(UInt32(rate))
        append(UInt32(rate * channels)); append(UInt16(channels)); append(UInt16(8))
        data.append(contentsOf: Array("data".utf8))
        append(UInt32(bytes.count))
        data.append(contentsOf: bytes)
        return data
    }
}
