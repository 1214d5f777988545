import AudioEngine
import EducatTestSupport
import Foundation
import XCTest

/// A teacher's bank over Catalan whose `[cues]` gives count-along's numbers and the rhymes game's praise a tone of its
/// own: rendered, the tone plays in place of the kind's default cue and the kinds' other events sound as before, and
/// `bank check` and `bank info` show the overrides as they show the frame's.
final class ActivityCueOverrideTests: XCTestCase {
    /// The tones' pitches: count-along's numbers play `tick`, a rhyme found plays `tock`.
    private static let tick = 1_000.0, tock = 600.0
    private var folder: URL!
    /// The teacher's bank, over the shipped Catalan one.
    private var bank: String { folder.appendingPathComponent("teacher").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-cues-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: bank, withIntermediateDirectories: true)
        for (name, pitch) in [("tick", Self.tick), ("tock", Self.tock)] {
            let samples = (0..<Int(0.3 * 22_050)).map { Float(0.2 * sin(2 * .pi * pitch * Double($0) / 22_050)) }
            try SoundFile.write(PCMBuffer(samples: samples, format: AudioFormat(sampleRate: 22_050, channels: 1)), to: "\(bank)/\(name).wav")
        }
        try TeacherBank.write(to: bank, groups: [("tick", "tick.wav"), ("tock", "tock.wav")],
                              cues: "count_number = \"group:tick\"\nrhyme_right = \"group:tock\"")
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func render(_ script: String, name: String) throws -> RenderedGame {
        let educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("\(name).sqlite").path,
            "XDG_CONFIG_HOME": folder.path,
            "EDUCAT_BANK": bank,
        ])
        return try RenderedGame(script, seed: 5, name: name, in: folder, with: educat)
    }

    /// Checks that the tone of `pitch` starts at `time`, heard from its first 10 ms at its pitch.
    private func checkTone(_ clip: String, pitch: Double, at time: Double, in game: RenderedGame,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        let start = try XCTUnwrap(game.start(of: clip, from: time), "\(clip) plays at \(time)", file: file, line: line)
        XCTAssertEqual(start.t, time, accuracy: 1e-6, file: file, line: line)
        let audio = game.audio
        let frames = Int(time * 48_000)..<Int((time + 0.25) * 48_000)
        let onset = try XCTUnwrap(frames.first { abs(audio.samples[2 * $0]) > 0.01 }, "heard after \(time)", file: file, line: line)
        XCTAssertLessThan(Double(onset) / 48_000 - time, 0.01, "onset", file: file, line: line)
        let pitched = frames.dropFirst(2_400)
        let crossings = zip(pitched, pitched.dropFirst()).filter { (audio.samples[2 * $0] < 0) != (audio.samples[2 * $1] < 0) }.count
        XCTAssertEqual(Double(crossings) / 2 / (Double(pitched.count) / 48_000), pitch, accuracy: pitch * 0.03,
                       "the tone's pitch at \(time)", file: file, line: line)
    }

    func testCountAlongPlaysTheBanksCueForEachNumberAndItsOwnHint() throws {
        let game = try render("0 open count\n1 key 1\n2 key 2\n3 key 5\n6 key 3\n8 end\n", name: "count")
        XCTAssertEqual(game.events("count_number").map(\.t), [1, 2, 6])
        for time in [1.0, 2, 6] { try checkTone("tick.1", pitch: Self.tick, at: time, in: game) }
        // The numbers' own clips play only in the hint, which the bank leaves as it was.
        XCTAssertEqual(game.starts.filter { $0.clip?.hasPrefix("count.") == true }.map(\.clip), ["count.hint", "count.3"])
        XCTAssertEqual(game.start(of: "count.hint")?.t ?? -1, 3, accuracy: 1e-6)
    }

    func testTheRhymesGamePlaysTheBanksCueForARhymeFoundAndAsksAsBefore() throws {
        let game = try render("0 open rhymes\n0.5 ask\n12 right\n14 end\n", name: "rhymes")
        XCTAssertEqual(game.start(of: "rhymes.lead_in")?.t ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(game.events("rhyme_right").map(\.t), [12])
        try checkTone("tock.1", pitch: Self.tock, at: 12, in: game)
        XCTAssertNil(game.start(prefix: "praise.", from: 0), "the praise the bank's cue replaces")
    }

    func testBankCheckAndInfoShowTheKindsCuesAsTheSharedOnes() throws {
        let educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path])
        let check = try educat.run("bank", "check", bank)
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        XCTAssertTrue(check.output.split(separator: "\n").contains(
            "note: \(bank)/bank.toml: cues: adds rhyme_right, count_number; 5 still from the fallback"), check.output)
        let info = try educat.run("bank", "info", bank)
        let layer = info.output.split(separator: "\n").first { $0.hasPrefix("layer:     cues ") }
        XCTAssertEqual(layer?.hasSuffix("  0 overridden, 2 added, 0 removed, 5 from fallback"), true, info.output)
    }
}
