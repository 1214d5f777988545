import AudioEngine
import Foundation
@testable import SoundBank
import XCTest

/// Clips trimmed and brought to the voice target as they load, with the measurements cached beside the bank.
final class LevellingTests: XCTestCase {
    private static let quieter: Float = 0.355  // −9 dB

    /// The small bank with `numbers.0` after 200 ms of silence and `numbers.1` 9 LU quieter than the others.
    private func bank(tweak: (String) -> String = { $0 }) throws -> String {
        let folder = try BankFixtures.smallBank(self, tweak: tweak)
        var late = Signals.voice(seconds: 0.6)
        late.samples = [Float](repeating: 0, count: late.format.frames(seconds: 0.2)) + late.samples
        try SoundFile.write(late, to: folder + "/zero.wav")
        try SoundFile.write(Signals.voice(seconds: 0.6, amplitude: 0.14 * Self.quieter), to: folder + "/one.wav")
        return folder
    }

    private func named(_ name: String, in folder: String) throws -> NamedClip {
        let bank = try XCTUnwrap(Bank.loadReporting(from: folder).bank)
        return try XCTUnwrap(bank.clip(named: name))
    }

    func testALateVoiceStartsWithinFiveMillisecondsAndAQuietOneIsRaisedToTheTarget() throws {
        let folder = try bank()
        let levels = ClipLevels(folder: folder)
        let late = levels.shaping(for: try named("numbers.0", in: folder))
        XCTAssertEqual(late.start, 0.195, accuracy: 0.001)
        XCTAssertEqual(late.fadeIn, 0.005, accuracy: 0.001)
        let clip = try ClipCache().clip(at: folder + "/zero.wav", shaping: late)
        let onset = try XCTUnwrap((0..<clip.frameCount).first { abs(clip.samples[$0 * 2]) > 0.003 })
        XCTAssertLessThan(clip.format.seconds(frames: onset), 0.01, "the voice is heard at once")
        XCTAssertEqual(clip.duration, 0.605, accuracy: 0.002, "the lead kept, the rest of the sound whole")

        let quiet = try named("numbers.1", in: folder)
        let level = try XCTUnwrap(levels.level(at: quiet.clip.path))
        let gain = levels.shaping(for: quiet).gain
        XCTAssertEqual(gain, Levelling.voiceTarget - level.loudness!, accuracy: 0.01)
        let loud = levels.shaping(for: try named("praise.1", in: folder)).gain
        XCTAssertEqual(gain - loud, 9, accuracy: 0.2, "9 dB more than a voice 9 LU louder")
        let raised = try ClipCache().clip(at: quiet.clip.path, shaping: levels.shaping(for: quiet))
        let loudness = try XCTUnwrap(Loudness.integrated(PCMBuffer(samples: Array(raised.samples), format: raised.format)))
        // The engine's stereo from a mono file is 3 dB louder to EBU R128, the same for every mono clip.
        XCTAssertEqual(loudness - 3.01, Levelling.voiceTarget, accuracy: 0.5)
    }

    func testAVoiceShorterThanOneGatingBlockMeasuresAsLoudAsALongOneAtTheSameLevel() throws {
        let tone = { (seconds: Double, amplitude: Double) in
            PCMBuffer(samples: (0..<Int(seconds * 22_050)).map { Float(amplitude * sin(2 * .pi * 440 * Double($0) / 22_050)) },
                      format: AudioFormat(sampleRate: 22_050, channels: 1))
        }
        let long = try XCTUnwrap(Loudness.integrated(tone(1, 0.1)))
        for seconds in [0.15, 0.25, 0.39] {
            XCTAssertEqual(try XCTUnwrap(Loudness.integrated(tone(seconds, 0.1))), long, accuracy: 0.1, "\(seconds) s")
        }
        XCTAssertNil(Loudness.integrated(tone(0.2, 0)), "a short silence has no loudness")
    }

    func testEffectsKeepTheirLevelAndMusicItsWholeLength() throws {
        let folder = try bank()
        let level = try XCTUnwrap(ClipLevels(folder: folder).level(at: folder + "/zero.wav"))
        let effect = Levelling.shaping(role: .effect, fixed: nil, level: level)
        XCTAssertEqual(effect.gain, 0)
        XCTAssertEqual(effect.start, 0.195, accuracy: 0.001)
        XCTAssertEqual(Levelling.shaping(role: .music, fixed: nil, level: level), ClipShaping())
        XCTAssertEqual(Levelling.shaping(role: .music, fixed: -6, level: level), ClipShaping(gain: -6))
    }

    func testTheCacheIsWrittenOnceAndReadByTheNextLoad() throws {
        let folder = try bank()
        let clips = try XCTUnwrap(Bank.loadReporting(from: folder).bank).clips
        let first = ClipLevels(folder: folder)
        XCTAssertEqual(first.cachePath, folder + "/" + ClipLevels.fileName)
        let shapings = first.batch { clips.map(first.shaping) }
        XCTAssertEqual(first.measurements, 3, "good.wav and casa.wav hold the same bytes: measured once")
        let written = try FileManager.default.attributesOfItem(atPath: first.cachePath)[.modificationDate] as? Date

        let second = ClipLevels(folder: folder)
        XCTAssertEqual(clips.map(second.shaping), shapings)
        XCTAssertEqual(second.measurements, 0, "every level came from the cache")
        let after = try FileManager.default.attributesOfItem(atPath: first.cachePath)[.modificationDate] as? Date
        XCTAssertEqual(after, written, "nothing new to write")

        // Keyed by content: a file changed in place is measured again, the others are not.
        try SoundFile.write(Signals.voice(seconds: 0.6, amplitude: 0.05), to: folder + "/good.wav")
        let third = ClipLevels(folder: folder)
        XCTAssertNotEqual(third.shaping(for: clips.first { $0.name == "praise.1" }!).gain, 0, accuracy: 0.5)
        _ = clips.map(third.shaping)
        XCTAssertEqual(third.measurements, 1)
    }

    func testACorruptCacheIsIgnoredAndRewritten() throws {
        let folder = try bank()
        let clips = try XCTUnwrap(Bank.loadReporting(from: folder).bank).clips
        let expected = clips.map(ClipLevels(folder: folder).shaping)
        for damage in ["{\"version\": 1, \"clips\": {\"x\": 3", "", "{\"version\": 99, \"clips\": {}}", "\u{0}\u{1}garbage"] {
            try damage.write(toFile: folder + "/" + ClipLevels.fileName, atomically: true, encoding: .utf8)
            let levels = ClipLevels(folder: folder)
            XCTAssertEqual(clips.map(levels.shaping), expected, damage)
            XCTAssertEqual(levels.measurements, 3, damage)
            let reread = ClipLevels(folder: folder)
            _ = clips.map(reread.shaping)
            XCTAssertEqual(reread.measurements, 0, "rewritten whole: \(damage)")
        }
    }

    func testABankFolderThatCannotBeWrittenKeepsItsCacheInTheUserCacheFolder() throws {
        guard geteuid() != 0 else { throw XCTSkip("root writes into any folder") }
        let folder = try bank()
        let home = try BankFixtures.temporaryFolder(self)
        let clips = try XCTUnwrap(Bank.loadReporting(from: folder).bank).clips
        // Installed with the cache its folder had: read from there, not measured again.
        let installed = ClipLevels(folder: folder)
        _ = installed.batch { clips.map(installed.shaping) }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        addTeardownBlock { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        let reused = ClipLevels(folder: folder, cacheHome: home)
        XCTAssertTrue(reused.cachePath.hasPrefix(home + "/educat/levels-"), reused.cachePath)
        XCTAssertEqual(clips.map(reused.shaping), clips.map(installed.shaping))
        XCTAssertEqual(reused.measurements, 0)

        try SoundFile.write(Signals.voice(seconds: 0.6, amplitude: 0.05), to: folder + "/one.wav")
        let levels = ClipLevels(folder: folder, cacheHome: home)
        _ = levels.shaping(for: try named("numbers.1", in: folder))
        XCTAssertEqual(levels.measurements, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: levels.cachePath))
        XCTAssertEqual(ClipLevels(folder: folder, cacheHome: home).level(at: folder + "/one.wav"), levels.level(at: folder + "/one.wav"))
    }

    func testGainZeroPlaysAClipAsRecorded() throws {
        let folder = try bank { $0.replacingOccurrences(of: #"text = "one" }"#, with: #"text = "one", gain = 0 }"#) }
        let (loaded, problems) = Bank.loadReporting(from: folder)
        XCTAssertEqual(problems, [])
        let quiet = try XCTUnwrap(loaded?.clip(named: "numbers.1"))
        XCTAssertEqual(quiet.clip.gain, 0)
        XCTAssertEqual(ClipLevels(folder: folder).shaping(for: quiet).gain, 0)
        XCTAssertEqual(ClipLevels(folder: folder).shaping(for: try named("numbers.0", in: folder)).start, 0.195, accuracy: 0.001,
                       "still trimmed")

        let wrong = try bank { $0.replacingOccurrences(of: #"text = "one" }"#, with: #"text = "one", gain = 90 }"#) }
        XCTAssertEqual(Bank.loadReporting(from: wrong).problems.map { [$0.kind.rawValue, $0.key] },
                       [["invalidValue", "items.numbers.1.gain"]])
    }

    func testCheckSaysNothingOfTheSilenceAndLevelsThePlayerFixes() throws {
        let folder = try bank()
        let problems = BankChecker().check(folder: folder).problems.filter { $0.severity != .note }
        XCTAssertEqual(problems.filter { $0.file.hasSuffix("/zero.wav") || $0.file.hasSuffix("/one.wav") }.map(\.description), [],
                       "200 ms before a voice and a voice 9 LU quieter are trimmed and levelled as they load")
    }

    func testCheckWarnsOfAVoiceTooQuietToRaiseWithoutBeingHeardLimited() throws {
        let folder = try bank()
        // About −51 LUFS of voice under one peak at −1 dBFS, in silence: raising it to the target would limit that peak
        // some 30 dB deep.
        var whisper = Signals.voice(seconds: 0.6, amplitude: 0.005)
        let silence = [Float](repeating: 0, count: whisper.format.frames(seconds: 0.1))
        whisper.samples[whisper.frameCount / 2] = 0.89
        whisper.samples = silence + whisper.samples + silence
        try SoundFile.write(whisper, to: folder + "/one.wav")
        let level = try XCTUnwrap(ClipLevels(folder: folder).level(at: folder + "/one.wav"))
        let shaping = Levelling.shaping(role: .voice, fixed: nil, level: level)
        XCTAssertEqual(try XCTUnwrap(shaping.limit).overshoot, Levelling.deepestLimiting, accuracy: 0.01)
        let problems = BankChecker().check(folder: folder).problems.filter { $0.severity == .warning && $0.kind == .loudness }
        XCTAssertEqual(problems.map(\.file), [folder + "/one.wav"])
        XCTAssertTrue(problems.first?.message.contains("record it again louder") == true, "\(problems)")
    }

    func testCheckNamesAVoiceWhoseFixedGainKeepsItFromTheOthers() throws {
        let folder = try bank { $0.replacingOccurrences(of: #"text = "one" }"#, with: #"text = "one", gain = -3 }"#) }
        let problems = BankChecker().check(folder: folder).problems.filter { $0.kind == .loudness }
        XCTAssertEqual(problems.map(\.key), ["numbers.1"])
        XCTAssertTrue(problems.first?.message.contains("because its `gain = -3.0` replaces educat's levelling") == true, "\(problems)")
    }
}
