import AudioEngine
import EducatTestSupport
import Foundation
import SoundBank
import XCTest

/// A bank imported from GCompris voices, far louder than the synthesized bank it falls back on, rendered in a game:
/// every voice clip, GCompris's or the fallback's, is heard at the voice target, measured on the rendered file.
final class GComprisLevelRenderTests: XCTestCase {
    private var folder: URL!
    private let catalan = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("sounds/ca").path

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-gcompris-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// espeak-ng saying `text` in Catalan, brought to `loudness` LUFS (its peak kept under 0 dBFS), as a GCompris file.
    private func recording(_ text: String, loudness: Double, to path: String) throws -> Double {
        let wav = folder.appendingPathComponent("espeak-\(UUID().uuidString).wav").path
        let process = try Process.run(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["espeak-ng", "-v", "ca", "-w", wav, text])
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "espeak-ng \(text)")
        let said = try SoundFile.read(wav)
        let measured = try XCTUnwrap(Loudness.integrated(said)), peak = try XCTUnwrap(Loudness.truePeak(said))
        let gain = min(loudness - measured, -0.5 - peak)
        let scale = Float(pow(10, gain / 20))
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try SoundFile.write(PCMBuffer(samples: said.samples.map { $0 * scale }, format: said.format), to: path)
        return try XCTUnwrap(Loudness.integrated(try SoundFile.read(path)))
    }

    /// The loudness of the first channel of `audio` from `start` to `end` seconds.
    private func loudness(_ audio: PCMBuffer, from start: Double, to end: Double) throws -> Double {
        let channels = audio.format.channels
        let frames = audio.format.frames(seconds: start)..<min(audio.frameCount, audio.format.frames(seconds: end))
        let mono = frames.map { audio.samples[$0 * channels] }
        return try XCTUnwrap(Loudness.integrated(PCMBuffer(samples: mono, format: AudioFormat(sampleRate: audio.format.sampleRate, channels: 1))))
    }

    func testAGameOnAGComprisBankPlaysEveryVoiceAtTheTargetWhateverBankItComesFrom() throws {
        let digits = ["zero", "u", "dos", "tres", "quatre", "cinc", "sis", "set", "vuit", "nou"]
        let voices = folder.appendingPathComponent("GCompris-voices").path
        var source: [Double] = []
        for (digit, text) in digits.enumerated() {
            source.append(try recording(text, loudness: -12, to: voices + String(format: "/ca/alphabet/U%04X.ogg", 0x30 + digit)))
        }
        for (name, text) in zip(["good", "great", "super", "perfect"], ["Molt bé!", "Genial!", "Súper!", "Perfecte!"]) {
            source.append(try recording(text, loudness: -12, to: voices + "/ca/misc/\(name).ogg"))
        }
        print(String(format: "GCompris files: %.1f to %.1f LUFS", source.min() ?? 0, source.max() ?? 0))
        XCTAssertGreaterThan(source.min() ?? 0, Levelling.voiceTarget + 5, "the recordings are far louder than the target")
        let bank = folder.appendingPathComponent("gcompris-ca").path
        let educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path, "XDG_CONFIG_HOME": folder.path, "EDUCAT_BANK": bank,
        ])
        let imported = try educat.run("bank", "import-gcompris", voices, "--lang", "ca", "-o", bank, "--fallback", catalan)
        XCTAssertEqual(imported.status, 0, imported.errors)

        // Help and scold come from the synthesized fallback, the numbers and praise from GCompris. The room's cap is
        // lifted so the limiter leaves the voices as levelled.
        let script = "0 open numbers/game\n0.2 help\n9 ask\n11 right\n14 ask\n16 wrong\n21 ask\n23 right\n26 end\n"
        let game = try RenderedGame(script, seed: 5, settings: "max_level_db = 0", name: "gcompris", in: folder, with: educat)
        let voiceStarts = game.starts.filter { $0.bus == "voice" }
        var measured: [String: Double] = [:]
        for start in voiceStarts {
            let clip = try XCTUnwrap(start.clip)
            let end = try XCTUnwrap(game.end(of: clip, startedAt: start.t), "\(clip) ends")
            let level = try loudness(game.audio, from: start.t, to: end)
            measured["\(clip)@\(start.t)"] = level
            XCTAssertEqual(level, Levelling.voiceTarget, accuracy: 1, "\(clip) at \(start.t) s")
        }
        print("rendered voices (LUFS): " + measured.sorted { $0.key < $1.key }
            .map { String(format: "%@ %.2f", $0.key, $0.value) }.joined(separator: ", "))
        let clips = voiceStarts.compactMap(\.clip)
        XCTAssertTrue(clips.contains { $0.hasPrefix("numbers.") }, "GCompris's numbers: \(clips)")
        XCTAssertTrue(clips.contains { $0.hasPrefix("praise.") }, "GCompris's praise: \(clips)")
        XCTAssertTrue(clips.contains { $0.hasPrefix("scold.") }, "the fallback's scold: \(clips)")
        XCTAssertTrue(clips.contains { $0.hasPrefix("help.") }, "the fallback's help: \(clips)")
    }
}
