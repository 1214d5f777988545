import AudioEngine
import EducatTestSupport
import Foundation
import XCTest

/// Renders stream to their file in blocks: memory stays the same however long the render, and a render longer than
/// its file can hold is refused before any work.
final class RenderLengthTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!
    private var environment: [String: String]!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-length-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        environment = ["EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path, "XDG_CONFIG_HOME": folder.path]
        educat = try EducatBinary(scratch: folder, environment: environment)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func testAStreamedRenderUsesTheSameMemoryWhateverItsLength() throws {
        let config = path("quiet.toml")
        try "[audio]\nmusic = false\n".write(toFile: config, atomically: true, encoding: .utf8)
        var peaks: [Int] = []
        for seconds in [1, 120] {
            let script = path("menu\(seconds).txt")
            try "0 open main\n\(seconds) end\n".write(toFile: script, atomically: true, encoding: .utf8)
            let run = try educat.peakMemory(["render", script, "-o", path("menu\(seconds).flac"), "--config", config])
            XCTAssertEqual(run.status, 0)
            peaks.append(run.bytes)
        }
        print("peak RSS: \(peaks[0] >> 20) MiB for 1 s, \(peaks[1] >> 20) MiB for 120 s")
        // Kept in memory, two minutes of the mix were 46 MB and the array grew to twice that.
        XCTAssertLessThan(peaks[1] - peaks[0], 16 << 20, "memory grows with the length of the render")
        XCTAssertEqual(try SoundFile.read(path("menu120.flac")).frameCount, 120 * 48_000, "every frame written")
    }

    func testPlayingATenMinuteFileToAFileRunsInConstantMemory() throws {
        // At 44.1 kHz, so the clip is resampled as most recordings are; made by sox, as a person's file would be.
        let file = path("ten.wav")
        let sox = try educat.runTool("/usr/bin/sox", ["-n", "-r", "44100", "-c", "2", "-b", "16", file,
                                                      "synth", "600", "sine", "300", "sine", "500", "gain", "-6"])
        XCTAssertEqual(sox.status, 0, sox.errors)
        let run = try educat.peakMemory(["play", file, "-o", path("ten.flac")])
        XCTAssertEqual(run.status, 0)
        print("peak RSS of play -o of a 10-minute file: \(run.bytes >> 20) MiB")
        // Decoded whole, the clip alone was 220 MiB and the process peaked at 479 MB.
        XCTAssertLessThan(run.bytes, 100 << 20)
        // Ten minutes and the tail are more than a clip may hold, so sox gives the length and cuts the last second.
        let length = try educat.runTool("/usr/bin/soxi", ["-D", path("ten.flac")])
        XCTAssertEqual(Double(length.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0, 600.4, accuracy: 0.05,
                       "the whole file and the tail")
        XCTAssertEqual(try educat.runTool("/usr/bin/sox", [path("ten.flac"), path("last.wav"), "trim", "599", "1"]).status, 0)
        let last = try SoundFile.read(path("last.wav")).samples
        XCTAssertEqual(last.count, 2 * 48_000)
        XCTAssertEqual(last.reduce(0) { max($0, abs($1)) }, 0.5, accuracy: 0.02, "it still sounds at its end")
    }

    func testPlayingALongFileToAFileGivesTheSamplesOfAWholeDecode() throws {
        let file = path("two.wav")
        let sox = try educat.runTool("/usr/bin/sox", ["-n", "-r", "22050", "-c", "1", file, "synth", "120", "sine", "200-3000", "gain", "-3"])
        XCTAssertEqual(sox.status, 0, sox.errors)
        XCTAssertEqual(try educat.run("play", file, "-o", path("two-played.wav")).status, 0)
        let played = try SoundFile.read(path("two-played.wav"))
        // What the engine made of the file decoded whole, as every player did before long files were streamed.
        let clip = try SoundFile.decode(file)
        XCTAssertFalse(clip.isStreamed)
        let engine = Engine()
        engine.scheduler.play(clip)
        let renderer = FileRenderer(mixer: engine.mixer)
        renderer.render(seconds: 120.5)
        let whole = renderer.buffer.samples
        // It ends on a 10 ms step of the player and its 0.4 s tail follows.
        XCTAssertEqual(played.duration, clip.duration + 0.4 + 0.005, accuracy: 0.006)
        XCTAssertTrue(played.samples[..<(2 * clip.frameCount)].elementsEqual(whole[..<(2 * clip.frameCount)]), "not the same samples")
    }

    func testAFileCutShortWhileItPlaysIsReportedAndEndsThere() throws {
        let file = path("cut.wav")
        let sox = try educat.runTool("/usr/bin/sox", ["-n", "-r", "48000", "-c", "2", "-b", "16", file, "synth", "600", "sine", "440"])
        XCTAssertEqual(sox.status, 0, sox.errors)
        let output = path("cut.wav.flac")
        let cutter = Thread {
            // Once a few seconds are written, the file loses all but its first 5 minutes (16-bit stereo: 4 bytes a frame).
            while ((try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0) < 1 << 20 {
                Thread.sleep(forTimeInterval: 0.005)
            }
            truncate(file, 44 + 300 * 48_000 * 4)
        }
        cutter.start()
        let run = try educat.run("play", file, "-o", output)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.errors.contains("\(file): is truncated: its header promises 28800000 frames but only "), run.errors)
        XCTAssertEqual(try SoundFile.read(output).duration, 300.4, accuracy: 0.5, "it ends where the file does")
    }

    func testARenderLongerThanItsFileHoldsIsRefusedAtOnce() throws {
        let script = path("long.txt")
        try "0 open main\n12000 end\n".write(toFile: script, atomically: true, encoding: .utf8)
        let started = Date()
        let run = try educat.run("render", script, "-o", path("long.wav"))
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("long.txt line 2: \(path("long.wav")): cannot hold 3 h 20 min of sound: "
                                          + "this file type holds at most 3 h 6 min; a .flac holds up to 24 h"), run.errors)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "refused before rendering")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("long.wav")))

        let clips = Array(repeating: "numbers.3", count: 150)
        let play = try educat.run(arguments: ["play", "--gap", "600"] + clips + ["-o", path("long.flac")])
        XCTAssertEqual(play.status, 1)
        XCTAssertNotNil(play.errors.range(of: #"long\.flac: cannot hold 24 h 5\d min of sound: a render is at most 24 h"#,
                                          options: .regularExpression), play.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("long.flac")))
    }
}
