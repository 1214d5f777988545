import AudioEngine
import EducatTestSupport
import Foundation
import XCTest

/// The room's volume cap (`audio.max_level_db`) holds on every path to the speakers, measured on the sound written:
/// through a config with a syntax error, and for `play` and `bank preview` as well as `render`.
final class VolumeCapTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!
    /// −12 dBFS as a sample value, with room for rounding in the file.
    private let capped: Float = 0.2512 + 1e-4

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-cap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".config/educat"),
                                                withIntermediateDirectories: true)
        // The user config lives in this folder, as ~/.config/educat/config.toml does for a real user.
        educat = try EducatBinary(scratch: folder, environment: [
            "HOME": folder.path, "XDG_CONFIG_HOME": "", "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
        ])
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func userConfig(_ text: String) throws {
        try text.write(to: folder.appendingPathComponent(".config/educat/config.toml"), atomically: true, encoding: .utf8)
    }

    private func peak(_ path: String) throws -> Float {
        try SoundFile.read(path).samples.reduce(0) { max($0, abs($1)) }
    }

    /// A full-scale sine, one second long.
    private func loudFile() throws -> String {
        let path = folder.appendingPathComponent("loud.wav").path
        let frames = 48_000
        let samples = (0..<frames * 2).map { Float(sin(2 * Double.pi * 440 * Double($0 / 2) / 48_000)) }
        try SoundFile.write(PCMBuffer(samples: samples, format: AudioFormat(sampleRate: 48_000, channels: 2)), to: path)
        return path
    }

    /// Renders a lesson with loud music and a voice pushed into the limiter, with the user config as it is.
    private func renderPeak() throws -> (peak: Float, run: EducatBinary.Run) {
        let script = folder.appendingPathComponent("lesson.txt")
        try "0 open numbers/lesson\n0.5 key 7\n3 end\n".write(to: script, atomically: true, encoding: .utf8)
        let wav = folder.appendingPathComponent("lesson.wav").path
        let run = try educat.run("render", script.path, "-o", wav)
        XCTAssertEqual(run.status, 0, run.errors)
        return (try peak(wav), run)
    }

    private let loudSettings = "[audio]\nmax_level_db = -12\nvolume_db = 12\nmusic = true\nmusic_volume_db = 12\n"

    func testTheCapHoldsInARenderWhenTheConfigHasASyntaxErrorFurtherDown() throws {
        try userConfig(loudSettings + "\n[kiosk]\n# the operator's chord\noperator_chord = \"ctrl-o ctrl-p\n")
        let (peak, run) = try renderPeak()
        XCTAssertGreaterThan(peak, 0.2, "loud enough to reach the cap")
        XCTAssertLessThanOrEqual(peak, capped)
        XCTAssertTrue(run.errors.contains("config.toml line 9"), run.errors)
    }

    func testACapThatCannotBeReadFallsBackToAConservativeOneAndSaysSo() throws {
        try userConfig("[audio]\nvolume_db = 12\nmusic_volume_db = 12\nmax_level_db = -2 dB\n")
        let (peak, run) = try renderPeak()
        XCTAssertGreaterThan(peak, 0.2)
        XCTAssertLessThanOrEqual(peak, capped)
        XCTAssertTrue(run.errors.contains("audio.max_level_db") && run.errors.contains("-12 dB"), run.errors)
    }

    func testPlayToAFileKeepsTheUserConfigsCap() throws {
        let loud = try loudFile()
        try userConfig("[audio]\nmax_level_db = -12\n")
        let out = folder.appendingPathComponent("played.wav").path
        let run = try educat.run("play", loud, "-o", out)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertGreaterThan(try peak(out), 0.2)
        XCTAssertLessThanOrEqual(try peak(out), capped)

        // --max-level may lower the cap for a run, never raise it above the room's.
        XCTAssertEqual(try educat.run("play", loud, "-o", out, "--max-level=-1").status, 0)
        XCTAssertLessThanOrEqual(try peak(out), capped)
        XCTAssertEqual(try educat.run("play", loud, "-o", out, "--max-level=-20").status, 0)
        XCTAssertLessThanOrEqual(try peak(out), 0.1001)
    }

    func testPlayTakesAConfigFileAndItsSyntaxErrorsKeepTheCap() throws {
        let loud = try loudFile()
        let config = folder.appendingPathComponent("room.toml")
        try "[audio]\nmax_level_db = -12\nsink = \"unclosed\n".write(to: config, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("played.wav").path
        let run = try educat.run("play", loud, "-o", out, "--config", config.path)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertLessThanOrEqual(try peak(out), capped)
    }

    func testBankPreviewToAFileKeepsTheCap() throws {
        try userConfig("[audio]\nmax_level_db = -12\nvolume_db = 12\n")
        let out = folder.appendingPathComponent("preview.wav").path
        let run = try educat.run("bank", "preview", "--group", "praise", "-o", out)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertGreaterThan(try peak(out), 0.2)
        XCTAssertLessThanOrEqual(try peak(out), capped)
    }
}
