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
    /// and its rate (GCompris's are 44.1 kHz; some here stay at espeak-ng's 22.05 kHz); with `noise`, the room's
    /// noise at that RMS level (dBFS) under all of it, and with `click`, one sample at −1 dBFS amid the speech (a
    /// plosive too close to the microphone), the peak that keeps a quiet recording from being raised by a gain alone.
    private struct Recording {
        var file: String, text: String, loudness: Double, lead: Double, tail: Double, rate: Int
        var noise: Double? = nil, click = false
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
        var samples = recorded(speech.map { $0 * scale })
        if recording.click { samples[format.frames(seconds: recording.lead) + speech.count / 2] = 0.89 }
        if let noise = recording.noise {
            samples = zip(samples, RoomNoise.samples(samples.count, level: noise, seed: UInt64(recording.file.utf8.count))).map(+)
        }
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
    private func voices(at root: String, noise: Double? = nil) throws -> [String: Double] {
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
        for index in recordings.indices where noise != nil {
            recordings[index].noise = noise
            // Noise before every voice, as GCompris's have (80 to 260 ms); the quiet ones' stretched to a quarter
            // second and more, and every third quiet one with a click in its speech.
            recordings[index].lead = max(0.08, recordings[index].lead)
            if recordings[index].loudness < -20 {
                recordings[index].lead = 0.26
                recordings[index].click = index % 3 == 0
            }
        }
        for recording in recordings {
            let level = try write(recording, in: root + "/ca")
            if recording.noise == nil { XCTAssertEqual(level, recording.loudness, accuracy: 1, "\(recording.file) as recorded") }
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

    /// `bank list` of the imported bank, each row's columns by clip name: 7 the peak, 8 the loudness, 9 the gain, 11 the
    /// file (relative to the bank).
    private func listed() throws -> [String: [String]] {
        let list = try educat.run("bank", "list", bank)
        XCTAssertEqual(list.status, 0, list.errors)
        return Dictionary(list.output.split(separator: "\n").dropFirst().map {
            let columns = $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            return (columns[0], columns)
        }) { first, _ in first }
    }

    /// The digits' lesson, the alphabet's, and a numbers game: numbers, letters and praise come from GCompris; help and
    /// scold from the synthesized fallback. The room's cap stays at its default: the limiter must leave a single
    /// levelled voice alone.
    private func renderedLessonsAndGame() throws -> RenderedGame {
        var script = ["0 open numbers/lesson"] + (0...9).map { "\(1 + 1.2 * Double($0)) key \($0)" }
        script += ["13 open alphabet/lesson"] + "abcdefghijklmnopqrstuvwxyz".enumerated().map { "\(14 + 1.2 * Double($0)) key \($1)" }
        script += ["46 open numbers/game", "46.5 help", "53 ask", "55 right", "57 ask", "59 wrong", "62 ask", "64 right",
                   "66 ask", "68 right", "70 ask", "72 right", "74 ask", "76 right", "78 end"]
        return try RenderedGame(script.joined(separator: "\n") + "\n", seed: 5, name: "gcompris", in: folder, with: educat)
    }

    /// The first channel of `audio` from `start` seconds for `seconds`, as a mono buffer.
    private static func mono(_ audio: PCMBuffer, from start: Double, seconds: Double) -> [Float] {
        let frames = audio.format.frames(seconds: start)..<min(audio.frameCount, audio.format.frames(seconds: start + seconds))
        return frames.map { audio.samples[$0 * audio.format.channels] }
    }

    /// The power in dB of each 1 ms of `samples`.
    private static func envelope(_ samples: [Float], rate: Int) -> [Double] {
        let size = rate / 1000
        return stride(from: 0, to: samples.count - size, by: size).map { start in
            10 * log10(max(1e-9, Double(samples[start..<(start + size)].reduce(0) { $0 + $1 * $1 }) / Double(size)))
        }
    }

    /// A speech detector: the first millisecond of `envelope` `margin` dB over `noise` (dBFS); noise's own 1 ms slices
    /// pass 4 times its power about once in 10^13.
    private static func speechStart(_ envelope: [Double], noise: Double, margin: Double = 6) -> Int? {
        envelope.firstIndex { $0 >= noise + margin }
    }

    /// The millisecond of `file` that the start of `played` is: the offset at which their envelopes match best past
    /// the fade-in, the played one brought back by the clip's gain.
    private static func offset(of played: [Double], in file: [Double]) -> Int {
        let span = 6..<min(played.count, 150)
        let cost = { (offset: Int) in span.reduce(0.0) { sum, k in sum + pow(played[k] - file[offset + k], 2) } }
        return (0..<max(1, file.count - span.upperBound)).min { cost($0) < cost($1) } ?? 0
    }

    /// The power in dB of `milliseconds` of `envelope` from millisecond `start`, what lies before its first counting as
    /// silence.
    private static func power(_ envelope: [Double], from start: Int, milliseconds: Int) -> Double {
        let sum = (start..<(start + milliseconds)).reduce(0.0) { sum, k in
            sum + (envelope.indices.contains(k) ? pow(10, envelope[k] / 10) : 0)
        }
        return 10 * log10(max(1e-12, sum / Double(milliseconds)))
    }

    func testANoisyGComprisRecordingIsHeardFromItsFirstSoundOnItsKeyWithNoConsonantLost() throws {
        let root = folder.appendingPathComponent("GCompris-voices").path
        let noise = -48.0
        _ = try voices(at: root, noise: noise)
        let imported = try educat.run("bank", "import-gcompris", root, "--lang", "ca", "-o", bank, "--fallback", Self.catalan)
        XCTAssertEqual(imported.status, 0, imported.errors)
        let rows = try listed()
        let game = try renderedLessonsAndGame()
        var late: [String] = [], cut: [String] = [], levels: [String] = [], figures: [String] = []
        for start in game.starts where start.bus == "voice" {
            let clip = try XCTUnwrap(start.clip)
            let row = try XCTUnwrap(rows[clip], clip)
            guard row[11].contains("GCompris-voices/") else { continue }
            let file = try SoundFile.read(bank + "/" + row[11])
            let recorded = file.samples.enumerated().filter { $0.offset % file.format.channels == 0 }.map(\.element)
            let gain = try XCTUnwrap(Double(row[9]))
            let end = try XCTUnwrap(game.end(of: clip, startedAt: start.t), "\(clip) ends")
            let played = Self.envelope(Self.mono(game.audio, from: start.t, seconds: end - start.t), rate: game.audio.format.sampleRate)
                .map { $0 - gain }
            let filed = Self.envelope(recorded, rate: file.format.sampleRate)
            // Heard: the render's own first sound. Kept: the recording's first 30 ms of speech found in the render.
            let heard = try XCTUnwrap(Self.speechStart(played, noise: noise), "\(clip) heard")
            let said = try XCTUnwrap(Self.speechStart(filed, noise: noise), "\(clip) in its file")
            let inRender = said - Self.offset(of: played, in: filed)
            let kept = Self.power(played, from: inRender, milliseconds: 30) - Self.power(filed, from: said, milliseconds: 30)
            let level = try loudness(game.audio, from: start.t, to: end)
            figures.append(String(format: "%@ %d ms (speech at %d ms) %+.1f dB %.1f LUFS", clip, heard, inRender, kept, level))
            if heard > 15 || inRender > 15 { late.append(figures.last!) }
            if abs(kept) > 1 { cut.append(figures.last!) }
            if abs(level - Levelling.voiceTarget) > 1 { levels.append(figures.last!) }
        }
        print("noisy GCompris voices (first sound after the clip's start, the file's speech in the render, its first 30 ms "
              + "against the file's, loudness): "
              + figures.joined(separator: ", "))
        XCTAssertGreaterThan(figures.count, 40, "the lessons' numbers and letters and the game's praise")
        XCTAssertEqual(late, [], "voices heard more than 15 ms after their clip starts")
        XCTAssertEqual(cut, [], "voices whose first 30 ms are more than 1 dB from their recording's")
        XCTAssertEqual(levels, [], "voices more than 1 LU from \(Levelling.voiceTarget) LUFS")

        let check = try educat.run("bank", "check", bank)
        XCTAssertEqual(check.status, 0, check.errors)
        let told = (check.output + check.errors).split(separator: "\n").filter { !$0.hasPrefix("note: ") }
        XCTAssertEqual(told, ["no problems"], "nothing for a teacher to do about what the player trims and levels")
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
        let rows = try listed()
        for digit in 0...9 {
            let row = try XCTUnwrap(rows["numbers.\(digit)"])
            let measured = try XCTUnwrap(Double(row[8]), row.joined(separator: " "))
            XCTAssertEqual(measured, try XCTUnwrap(recorded[String(format: "alphabet/U%04X.ogg", 0x30 + digit)]), accuracy: 0.051)
            XCTAssertEqual(Double(row[9]) ?? .nan, Levelling.voiceTarget - measured, accuracy: 0.11, row.joined(separator: " "))
        }

        let game = try renderedLessonsAndGame()
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
