@testable import AudioEngine
import EducatTestSupport
import Foundation
@testable import SoundBank
import XCTest

/// Where a recording's sound starts when the room's noise lies above the silence threshold, as in GCompris's voices.
final class SoundBoundsTests: XCTestCase {
    private static let rate = 44_100

    /// A word: a soft consonant (noise 20 dB under the vowel) for `consonant` seconds, then a vowel at `amplitude`.
    private static func word(consonant: Double, vowel: Double, amplitude: Float = 0.3) -> [Float] {
        let hiss = RoomNoise.samples(Int(consonant * Double(rate)), level: 20 * log10(Double(amplitude)) - 23, seed: 7)
        let tone = (0..<Int(vowel * Double(rate))).map { amplitude * Float(sin(2 * .pi * 220 * Double($0) / Double(rate))) }
        return hiss + tone
    }

    /// `speech` after `lead` seconds and before `tail` seconds, with room noise at `noise` dBFS under all of it.
    private static func recording(_ speech: [Float], lead: Double, tail: Double, noise level: Double) -> PCMBuffer {
        let silence = { (seconds: Double) in [Float](repeating: 0, count: Int(seconds * Double(rate))) }
        let clean = silence(lead) + speech + silence(tail)
        let room = RoomNoise.samples(clean.count, level: level, seed: 42)
        return PCMBuffer(samples: zip(clean, room).map(+), format: AudioFormat(sampleRate: rate, channels: 1))
    }

    func testSpeechStartsWhereItRisesOutOfRoomNoiseAtMinus48DBFSWithItsSoftConsonantKept() throws {
        for lead in [0.08, 0.26] {
            let buffer = Self.recording(Self.word(consonant: 0.04, vowel: 0.4), lead: lead, tail: 0.3, noise: -48)
            let bounds = SoundBounds(buffer, silenceThreshold: -50)
            XCTAssertEqual(try XCTUnwrap(bounds.noiseFloor), -48, accuracy: 1)
            XCTAssertTrue(bounds.standsOut)
            let first = buffer.format.seconds(frames: bounds.first)
            XCTAssertGreaterThan(first, lead - 0.010, "not in the noise long before the speech")
            XCTAssertLessThanOrEqual(first, lead + 0.005, "the consonant, 23 dB under the vowel, is kept")
            XCTAssertEqual(buffer.format.seconds(frames: bounds.end), lead + 0.44, accuracy: 0.015)
            let fixedThreshold = try XCTUnwrap(buffer.samples.firstIndex { abs($0) > Float(pow(10, -50.0 / 20)) })
            XCTAssertLessThan(buffer.format.seconds(frames: fixedThreshold), 0.01, "a fixed −50 dBFS took the noise for sound")
        }
    }

    func testACleanRecordingStartsAtItsFirstSampleOverTheThresholdAsBefore() {
        let buffer = Self.recording(Self.word(consonant: 0, vowel: 0.3), lead: 0.2, tail: 0.2, noise: -90)
        let bounds = SoundBounds(buffer, silenceThreshold: -50)
        XCTAssertNil(bounds.noiseFloor)
        let expected = buffer.samples.firstIndex { abs($0) > Float(pow(10, -50.0 / 20)) }
        XCTAssertEqual(bounds.first, expected)
        let trimmed = PCMBuffer(samples: Self.word(consonant: 0.02, vowel: 0.3), format: AudioFormat(sampleRate: Self.rate, channels: 1))
        XCTAssertNil(SoundBounds(trimmed, silenceThreshold: -50).noiseFloor, "a clip cut close has no noise to measure")
    }

    func testTheShippedVoicesAreCleanRecordingsWhoseStartIsTheirFirstSampleOverTheThreshold() throws {
        let sounds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("sounds").path
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: sounds)).filter { $0.hasSuffix(".ogg") }
        XCTAssertGreaterThan(files.count, 500)
        let noisy = try files.filter { SoundBounds(try SoundFile.read(sounds + "/" + $0), silenceThreshold: -50).noiseFloor != nil }
        XCTAssertEqual(noisy, [], "synthesized and trimmed: no noise floor to measure, so their start stays where it was")
    }

    func testSpeechThatNeverRisesOutOfItsNoiseIsPlayedWholeAndBankCheckSaysSo() throws {
        let buffer = Self.recording(Self.word(consonant: 0, vowel: 0.4, amplitude: 0.025), lead: 0.2, tail: 0.2, noise: -48)
        let bounds = SoundBounds(buffer, silenceThreshold: -50)
        XCTAssertFalse(bounds.standsOut)
        XCTAssertEqual(bounds.first, 0)
        XCTAssertEqual(bounds.end, buffer.frameCount)

        let folder = try BankFixtures.smallBank(self)
        try SoundFile.write(buffer, to: folder + "/zero.wav")
        let problems = BankChecker().check(folder: folder).problems.filter { $0.kind == .unclearStart }
        XCTAssertEqual(problems.map(\.file), [folder + "/zero.wav"])
        XCTAssertTrue(problems.first?.message.contains("where it starts cannot be found") == true, "\(problems)")
    }

    func testAQuietVoiceWithOneSharpPeakIsRaisedToTheTargetWithThePeakLimited() throws {
        // −29 LUFS of vowel with one click at −1 dBFS: the gain alone would put the click 9 dB over full scale.
        var samples = Self.word(consonant: 0, vowel: 0.8, amplitude: 0.035)
        samples[Self.rate / 2] = 0.89
        let buffer = PCMBuffer(samples: samples, format: AudioFormat(sampleRate: Self.rate, channels: 1))
        let level = ClipLevel(ClipAnalysis(buffer))
        let shaping = Levelling.shaping(role: .voice, fixed: nil, level: level)
        XCTAssertGreaterThan(level.limitingLoss, 0.2, "the click's energy, counted in the measure, is limited away")
        XCTAssertEqual(shaping.gain, Levelling.voiceTarget - level.loudness! + level.limitingLoss, accuracy: 0.001,
                       "the whole gain and what the limiting takes, not the peak's")
        let limit = try XCTUnwrap(shaping.limit)
        XCTAssertEqual(limit.ceiling, Levelling.peakCeiling)
        XCTAssertGreaterThan(limit.overshoot, 5)

        let folder = try BankFixtures.temporaryFolder(self)
        try SoundFile.write(buffer, to: folder + "/peaky.wav")
        let clip = try ClipCache().clip(at: folder + "/peaky.wav", shaping: shaping)
        let played = PCMBuffer(samples: Array(clip.samples), format: clip.format)
        let peak = played.samples.map(abs).max() ?? 0
        XCTAssertLessThanOrEqual(20 * log10(Double(peak)), Levelling.peakCeiling + 0.01)
        // The engine's stereo from a mono file is 3 dB louder to EBU R128.
        XCTAssertEqual(try XCTUnwrap(Loudness.integrated(played)) - 3.01, Levelling.voiceTarget, accuracy: 0.3)

        let streamedShaping = ClipShaping(gain: shaping.gain, limit: limit)
        XCTAssertEqual(Double(streamedShaping.plan(frames: 100, rate: 44_100).scale), pow(10, (shaping.gain - limit.overshoot) / 20),
                       accuracy: 1e-4, "a stream, which cannot look ahead, stops its gain short of the peak")
    }
}
