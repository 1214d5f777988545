import AudioEngine
import EducatTestSupport
import Foundation
import SoundBank
import XCTest

/// A bank's clips as every player hears them: trimmed to an instant onset and at one loudness, measured on what
/// `educat play -o` rendered.
final class LevellingRenderTests: XCTestCase {
    private var folder: URL!
    private var bank: String!
    private var educat: EducatBinary!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-levels-\(UUID().uuidString)")
        bank = folder.appendingPathComponent("bank").path
        try FileManager.default.createDirectory(atPath: bank, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path, "XDG_CACHE_HOME": folder.path])
        // `late` speaks after 200 ms of silence; `quiet` is 9 LU below the others.
        try write("late.wav", silence: 0.2, amplitude: 0.15)
        try write("quiet.wav", silence: 0, amplitude: 0.15 * 0.355)
        try write("loud.wav", silence: 0, amplitude: 0.15)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// A 440 Hz tone with a slow wobble, 0.6 s, after `silence` seconds of digital silence.
    private func write(_ name: String, silence: Double, amplitude: Double) throws {
        let rate = 22_050.0
        let samples = [Float](repeating: 0, count: Int(silence * rate)) + (0..<Int(0.6 * rate)).map {
            let t = Double($0) / rate
            return Float(amplitude * sin(2 * .pi * 440 * t) * (0.75 + 0.25 * sin(2 * .pi * 3 * t)))
        }
        try SoundFile.write(PCMBuffer(samples: samples, format: AudioFormat(sampleRate: 22_050, channels: 1)), to: bank + "/" + name)
    }

    private func manifest(quietGain: String = "") throws {
        try """
            language = "xx"
            name = "levels"
            [items]
            numbers = [
              { key = "0", clip = "late.wav", text = "zero" },
              { key = "1", clip = "quiet.wav", text = "one"\(quietGain) },
              { key = "2", clip = "loud.wav", text = "two" },
            ]
            """.write(toFile: bank + "/bank.toml", atomically: true, encoding: .utf8)
    }

    /// Renders `clips` one after another, 1 s apart; returns the audio and each clip's start in seconds.
    private func play(_ clips: String...) throws -> (audio: PCMBuffer, starts: [Double]) {
        let output = folder.appendingPathComponent("out.wav").path
        let run = try educat.run(arguments: ["play", "--bank", bank, "--gap", "1", "-o", output] + clips)
        XCTAssertEqual(run.status, 0, run.errors)
        let starts = run.output.split(separator: "\n").compactMap { line in
            line.split(separator: " ", omittingEmptySubsequences: true).dropLast().last.flatMap { Double($0) }
        }
        return (try SoundFile.read(output), starts)
    }

    private func loudness(_ audio: PCMBuffer, from start: Double, seconds: Double) throws -> Double {
        let first = audio.format.frames(seconds: start) * audio.format.channels
        let count = audio.format.frames(seconds: seconds) * audio.format.channels
        let part = PCMBuffer(samples: Array(audio.samples[first..<min(audio.samples.count, first + count)]), format: audio.format)
        return try XCTUnwrap(Loudness.integrated(part))
    }

    func testAClipAfterTwoHundredMillisecondsOfSilenceIsHeardWithinTenMilliseconds() throws {
        try manifest()
        let (audio, starts) = try play("numbers.0")
        XCTAssertEqual(starts, [0])
        let onset = try XCTUnwrap((0..<audio.frameCount).first { abs(audio.samples[$0 * audio.format.channels]) > 0.001 })
        XCTAssertLessThan(audio.format.seconds(frames: onset), 0.01, "onset at \(audio.format.seconds(frames: onset)) s")
        let end = try XCTUnwrap((0..<audio.frameCount).last { abs(audio.samples[$0 * audio.format.channels]) > 0.001 })
        XCTAssertEqual(audio.format.seconds(frames: end), 0.605, accuracy: 0.005, "the lead cut, all of the sound kept")
    }

    func testClipsNineLoudnessUnitsApartPlayWithinOneOfEachOther() throws {
        try manifest()
        let (audio, starts) = try play("numbers.1", "numbers.2")
        XCTAssertEqual(starts.count, 2)
        let quiet = try loudness(audio, from: starts[0], seconds: 0.6)
        let loud = try loudness(audio, from: starts[1], seconds: 0.6)
        XCTAssertEqual(quiet, loud, accuracy: 1, "\(quiet) against \(loud) LUFS")
        XCTAssertTrue(FileManager.default.fileExists(atPath: bank + "/" + ClipLevels.fileName), "the levels are kept beside the bank")

        try manifest(quietGain: ", gain = 0")
        let (fixed, fixedStarts) = try play("numbers.1", "numbers.2")
        let recorded = try XCTUnwrap(Loudness.integrated(try SoundFile.read(bank + "/quiet.wav")))
        XCTAssertEqual(try loudness(fixed, from: fixedStarts[1], seconds: 0.6) - loudness(fixed, from: fixedStarts[0], seconds: 0.6),
                       Levelling.voiceTarget - recorded, accuracy: 0.5, "gain = 0 plays it as recorded, the other at the target")
    }

    func testListShowsTheGainEachClipPlaysAtAndCheckLeavesTheLateOneToThePlayer() throws {
        try manifest(quietGain: ", gain = 0")
        let list = try educat.run("bank", "list", bank)
        XCTAssertEqual(list.status, 0, list.errors)
        let rows = Dictionary(uniqueKeysWithValues: list.output.split(separator: "\n").dropFirst().map {
            let columns = $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            return (columns[0], columns)
        })
        let loud = try XCTUnwrap(rows["numbers.2"])
        XCTAssertEqual(Double(loud[9]) ?? .nan, Levelling.voiceTarget - (Double(loud[8]) ?? 0), accuracy: 0.11)
        XCTAssertEqual(rows["numbers.1"]?[9], "+0.0", "gain = 0 is shown as applied")

        let check = try educat.run("bank", "check", bank)
        XCTAssertEqual(check.status, 0, check.output)
        // The 200 ms before numbers.0 are trimmed as it loads: only noted, for its maker.
        let late = check.output.split(separator: "\n").filter { $0.contains("late.wav") }
        XCTAssertEqual(late.map { $0.hasPrefix("note: ") && $0.hasSuffix("starts with 200 ms of silence: educat trims it to 5 ms as it loads") },
                       [true], check.output)
    }
}
