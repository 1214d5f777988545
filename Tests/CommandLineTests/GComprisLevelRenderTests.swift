import AudioEngine
import EducatTestSupport
import Foundation
import SoundBank
import XCTest

/// A bank imported from GCompris voices over the synthesized `ca` bank, rendered through lessons and a game: every voice
/// clip, GCompris's or the fallback's, loud or quiet, long or a short letter, is heard at the voice target, measured on
/// the rendered file.
final class GComprisLevelRenderTests: XCTestCase {
    private static let catalan = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("sounds/ca").path
    private var folder: URL!
    private var educat: EducatBinary!
    private var bank: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-gcompris-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        bank = folder.appendingPathComponent("gcompris-ca").path
        educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path, "XDG_CONFIG_HOME": folder.path, "EDUCAT_BANK": bank,
        ])
        for tool in ["/usr/bin/espeak-ng", "/usr/bin/sox"] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw XCTSkip("\(tool) is needed to make the GCompris voices")
        }
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// One GCompris file: what it says, how loud it is, the silence its recording has before and after the speech,
    /// and its rate (GCompris's are 44.1 kHz; some here stay at espeak-ng's 22.05 kHz).
    private struct Recording {
        var file: String, text: String, loudness: Double, lead: Double, tail: Double, rate: Int
    }

    /// espeak-ng's speech saturated by `drive` (tanh, as a compressed studio recording is) with its peak at −1 dBFS.
    private static func saturated(_ speech: [Float], drive: Float) -> [Float] {
        let peak = speech.map(abs).max() ?? 1
        let shaped = speech.map { tanh(drive * $0 / peak) }
        let top = shaped.map(abs).max() ?? 1
        return shaped.map { $0 / top * 0.891 }
    }

    /// Writes `recording` into the locale folder `locale`; returns its loudness as written.
    private func write(_ recording: Recording, in locale: String) throws -> Double {
        let raw = folder.appendingPathComponent("espeak-\(UUID().uuidString).wav").path
        let spoken = try educat.runTool("/usr/bin/espeak-ng", ["-v", "ca", "-w", raw, recording.text])
        XCTAssertEqual(spoken.status, 0, spoken.errors)
        let said = Self.sound(of: try SoundFile.read(raw))
        let format = said.format
        let silence = { (seconds: Double) in [Float](repeating: 0, count: format.frames(seconds: seconds)) }
        let recorded = { (speech: [Float]) in silence(recording.lead) + speech + silence(recording.tail) }
        let loudness = { (speech: [Float]) in ClipAnalysis(PCMBuffer(samples: recorded(speech), format: format)).loudness ?? -.infinity }
        // As loud as real GCompris voices (8–10 LU over the synthesized bank) only with its peaks squeezed: the least
        // drive that lets it reach its loudness with its peak at −1 dBFS.
        var drive: Float = 1, speech = Self.saturated(said.samples, drive: 1)
        while loudness(speech) < recording.loudness + 0.5, drive < 64 {
            drive *= 1.25
            speech = Self.saturated(said.samples, drive: drive)
        }
        let scale = Float(pow(10, (recording.loudness - loudness(speech)) / 20))
        let samples = recorded(speech.map { $0 * scale })
        let wav = folder.appendingPathComponent("shaped-\(UUID().uuidString).wav").path
        try SoundFile.write(PCMBuffer(samples: samples, format: format), to: wav)
        let path = locale + "/" + recording.file
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let encoded = try educat.runTool("/usr/bin/sox", ["-R", wav, "-r", "\(recording.rate)", path])
        XCTAssertEqual(encoded.status, 0, encoded.errors)
        return try XCTUnwrap(ClipAnalysis(try SoundFile.read(path)).loudness)
    }

    /// `buffer` without the silence before and after its sound.
    private static func sound(of buffer: PCMBuffer) -> PCMBuffer {
        let analysis = ClipAnalysis(buffer)
        let first = buffer.format.frames(seconds: analysis.leadingSilence) * buffer.format.channels
        let last = buffer.samples.count - buffer.format.frames(seconds: analysis.trailingSilence) * buffer.format.channels
        return PCMBuffer(samples: Array(buffer.samples[first..<max(first, last)]), format: buffer.format)
    }

    /// The GCompris voices folder: digits and letters in `alphabet/`, praise in `misc/`, most far louder than the
    /// synthesized bank, some quieter, each with its own silence around it; returns each file's loudness.
    private func voices(at root: String) throws -> [String: Double] {
        let numbers = ["zero", "u", "dos", "tres", "quatre", "cinc", "sis", "set", "vuit", "nou"]
        var recordings = numbers.enumerated().map { index, text in
            Recording(file: String(format: "alphabet/U%04X.ogg", 0x30 + index), text: text, loudness: [-11, -10, -12, -27][index % 4],
                      lead: 0.04 * Double(index % 5), tail: 0.1 + 0.05 * Double(index % 4), rate: 22_050)
        }
        let letters = ["a", "be", "ce", "de", "e", "efa", "ge", "hac", "i", "jota", "ca", "ela", "ema", "ena", "o", "pe", "cu", "erra",
                       "essa", "te", "u", "ve baixa", "ve doble", "ics", "i grega", "zeta"]
        recordings += letters.enumerated().map { index, text in
            Recording(file: String(format: "alphabet/U%04X.ogg", 0x61 + index), text: text, loudness: [-10, -11, -28, -12, -11][index % 5],
                      lead: 0.03 * Double(index % 7), tail: 0.05 + 0.04 * Double(index % 6), rate: 44_100)
        }
        let praise = [("awesome", "Fantàstic!"), ("congratulation", "Felicitats!"), ("fantastic", "Increïble!"), ("good", "Molt bé!"),
                      ("great", "Genial!"), ("perfect", "Perfecte!"), ("super", "Súper!"), ("waytogo", "Així es fa!")]
        for (index, (name, text)) in praise.enumerated() {
            recordings.append(Recording(file: "misc/\(name).ogg", text: text, loudness: [-11, -26, -10, -30][index % 4],
                                        lead: 0.25 - 0.03 * Double(index), tail: 0.3, rate: 44_100))
        }
        var levels: [String: Double] = [:]
        for recording in recordings {
            let level = try write(recording, in: root + "/ca")
            XCTAssertEqual(level, recording.loudness, accuracy: 1, "\(recording.file) as recorded")
            levels[recording.file] = level
        }
        return levels
    }

    /// The loudness of the first channel of `audio` from `start` to `end` seconds (a clip as the log times it), by the
    /// rule levelling measures a file by: EBU R128 integrated loudness, and under 400 ms (one gating block) the mean
    /// K-weighted power over the clip's own length. The engine plays a mono clip on both channels alike, so one channel
    /// measures as the mono file does.
    private func loudness(_ audio: PCMBuffer, from start: Double, to end: Double) throws -> Double {
        let channels = audio.format.channels
        let frames = audio.format.frames(seconds: start)..<min(audio.frameCount, audio.format.frames(seconds: end))
        let mono = frames.map { audio.samples[$0 * channels] }
        let format = AudioFormat(sampleRate: audio.format.sampleRate, channels: 1)
        return try XCTUnwrap(Loudness.integrated(PCMBuffer(samples: mono, format: format)), "sound from \(start) to \(end) s")
    }

    func testEveryVoiceOfALessonOnAGComprisBankIsRenderedWithinOneLoudnessUnitOfTheTarget() throws {
        let root = folder.appendingPathComponent("GCompris-voices").path
        let recorded = try voices(at: root)
        print("GCompris files (LUFS): " + recorded.sorted { $0.key < $1.key }
            .map { String(format: "%@ %.1f", $0.key, $0.value) }.joined(separator: ", "))
        let imported = try educat.run("bank", "import-gcompris", root, "--lang", "ca", "-o", bank, "--fallback", Self.catalan)
        XCTAssertEqual(imported.status, 0, imported.errors)
        // `bank list` shows each GCompris number as measured and the gain it plays at: the loud ones 8–10 dB down, the
        // quiet ones 6–8 dB up.
        let list = try educat.run("bank", "list", bank)
        XCTAssertEqual(list.status, 0, list.errors)
        let rows = Dictionary(list.output.split(separator: "\n").dropFirst().map {
            let columns = $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            return (columns[0], columns)
        }) { first, _ in first }
        for digit in 0...9 {
            let row = try XCTUnwrap(rows["numbers.\(digit)"], list.output)
            let measured = try XCTUnwrap(Double(row[8]), row.joined(separator: " "))
            XCTAssertEqual(measured, try XCTUnwrap(recorded[String(format: "alphabet/U%04X.ogg", 0x30 + digit)]), accuracy: 0.051)
            XCTAssertEqual(Double(row[9]) ?? .nan, Levelling.voiceTarget - measured, accuracy: 0.11, row.joined(separator: " "))
        }

        // Numbers, letters and praise come from GCompris; help and scold from the synthesized fallback. The room's
        // cap stays at its default: the limiter must leave a single levelled voice alone.
        var script = ["0 open numbers/lesson"] + (0...9).map { "\(1 + 1.2 * Double($0)) key \($0)" }
        script += ["13 open alphabet/lesson"] + "abcdefghijklmnopqrstuvwxyz".enumerated().map { "\(14 + 1.2 * Double($0)) key \($1)" }
        script += ["46 open numbers/game", "46.5 help", "53 ask", "55 right", "57 ask", "59 wrong", "62 ask", "64 right",
                   "66 ask", "68 right", "70 ask", "72 right", "74 ask", "76 right", "78 end"]
        let game = try RenderedGame(script.joined(separator: "\n") + "\n", seed: 5, name: "gcompris", in: folder, with: educat)
        var figures: [String] = []
        var missed: [String] = []
        for start in game.starts where start.bus == "voice" {
            let clip = try XCTUnwrap(start.clip)
            let end = try XCTUnwrap(game.end(of: clip, startedAt: start.t), "\(clip) ends")
            let level = try loudness(game.audio, from: start.t, to: end)
            figures.append(String(format: "%@@%.1f %.2f", clip, start.t, level))
            if abs(level - Levelling.voiceTarget) > 1 { missed.append(figures.last!) }
        }
        print("rendered voices (LUFS): " + figures.joined(separator: ", "))
        XCTAssertEqual(missed, [], "voices more than 1 LU from \(Levelling.voiceTarget) LUFS")
        let clips = game.starts.compactMap(\.clip)
        for prefix in ["numbers.", "alphabet.", "praise.", "scold.", "help."] {
            XCTAssertTrue(clips.contains { $0.hasPrefix(prefix) }, "\(prefix) played: \(clips)")
        }
    }
}
