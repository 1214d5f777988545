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
                        "timer"])
        XCTAssertEqual(try Bank.load(from: folder).clips.map(\.name), ["numbers.0", "numbers.1", "praise.1", "words.casa"])
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

    func testCueNamingAGroupThatDoesNotExist() throws {
        let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "group:praise", with: "group:prais") }
        let found = problems(folder)
        XCTAssertEqual(found.map(\.kind), [.badReference])
        XCTAssertEqual(found.first?.key, "cues.answer_right")
    }

    func testSilenceClippingAndLoudnessAreWarnings() throws {
        let folder = try BankFixtures.smallBank(self)
        let voice = Signals.voice(seconds: 0.6)
        let pause = [Float](repeating: 0, count: 11_025)
        try SoundFile.write(PCMBuffer(samples: pause + voice.samples, format: voice.format), to: folder + "/zero.wav")
        try SoundFile.write(PCMBuffer(samples: voice.samples.map { max(-1, min(1, $0 * 20)) }, format: voice.format), to: folder + "/one.wav")
        try SoundFile.write(Signals.voice(seconds: 0.6, amplitude: 0.01), to: folder + "/good.wav")
        let found = problems(folder)
        XCTAssertEqual(found.map { [$0.kind.rawValue, URL(fileURLWithPath: $0.file).lastPathComponent] },
                       [["silence", "zero.wav"], ["clipping", "one.wav"], ["loudness", "good.wav"], ["loudness", "one.wav"]])
        XCTAssertEqual(Set(found.map(\.severity)), [.warning])
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
