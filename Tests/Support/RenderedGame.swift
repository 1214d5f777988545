import AudioEngine
import Foundation
import XCTest

/// `educat render` of one script with the bundled bank (music off unless asked): the event log as lines and the sound as samples,
/// with the look-ups the game tests share (clips started and ended, events at a time, the level of a stretch).
public struct RenderedGame {
    /// One line of the event log.
    public struct Line: Decodable {
        public var t: Double
        public var event: String
        public var bus: String?
        public var clip: String?
        public var item: String?
        public var key: String?
        public var index: Int?
        public var count: Int?
        public var text: String?
        public var lives_left: Int?
        public var seconds_left: Int?
    }

    public let lines: [Line]
    public let audio: PCMBuffer

    /// Renders `script` with `seed` into `folder`, under `name`, with `settings` added to the configuration, keeping
    /// its play in the records file `store` if one is given; fails the test when `educat` does not exit 0.
    public init(_ script: String, seed: Int, music: Bool = false, settings: String = "", store: String? = nil, name: String,
                in folder: URL, with educat: EducatBinary, file: StaticString = #filePath, line: UInt = #line) throws {
        let scriptFile = folder.appendingPathComponent("\(name).txt")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let wav = folder.appendingPathComponent("\(name).wav").path
        let events = folder.appendingPathComponent("\(name).jsonl").path
        let config = folder.appendingPathComponent("\(name).toml")
        try "[audio]\nmusic = \(music)\n\(settings)".write(to: config, atomically: true, encoding: .utf8)
        let run = try educat.run(arguments: ["render", scriptFile.path, "-o", wav, "--events", events,
                                             "--seed", "\(seed)", "--config", config.path] + (store.map { ["--store", $0] } ?? []))
        XCTAssertEqual(run.status, 0, run.errors, file: file, line: line)
        lines = try Self.lines(of: String(contentsOfFile: events, encoding: .utf8))
        audio = try SoundFile.read(wav)
    }

    /// The lines of an event log's text (a live kiosk's `--event-log` as much as a render's).
    public static func lines(of text: String) throws -> [Line] {
        let decoder = JSONDecoder()
        return try text.split(separator: "\n").map { try decoder.decode(Line.self, from: Data($0.utf8)) }
    }

    /// The clips started, in order.
    public var starts: [Line] { lines.filter { $0.event == "clip_start" } }

    /// The events named `name`, in order.
    public func events(_ name: String) -> [Line] { lines.filter { $0.event == name } }

    /// The events at `time` (to the microsecond the log is written to), in log order.
    public func events(at time: Double) -> [Line] {
        lines.filter { abs($0.t - time) < 1e-6 && !$0.event.hasPrefix("clip_") }
    }

    /// The first start of `clip` at or after `time`.
    public func start(of clip: String, from time: Double = 0) -> Line? {
        starts.first { $0.clip == clip && $0.t >= time - 1e-6 }
    }

    /// The first start of a clip whose name begins with `prefix`, at or after `time`.
    public func start(prefix: String, from time: Double = 0) -> Line? {
        starts.first { $0.clip?.hasPrefix(prefix) == true && $0.t >= time - 1e-6 }
    }

    /// When the playing of `clip` that started at `start` ended (or was cut): plays of one clip end in the order they
    /// started, so the n-th start's end is the n-th end, even when the clip is played again as it is cut.
    public func end(of clip: String, startedAt start: Double) -> Double? {
        let earlier = starts.filter { $0.clip == clip && $0.t < start - 1e-6 }.count
        let ends = lines.filter { $0.event == "clip_end" && $0.clip == clip }
        return ends.indices.contains(earlier) ? ends[earlier].t : nil
    }

    /// Checks the game's closing voice: `clip` is the last clip started, 0.3 s (the pause between a batch's cues) after
    /// the clip before it ended at `previousEnd`, with silence between them, heard for `seconds` and played to its end.
    public func checkEnding(with clip: String, after previousEnd: Double, heardFor seconds: Double,
                     file: StaticString = #filePath, line: UInt = #line) throws {
        let ending = try XCTUnwrap(starts.last, file: file, line: line)
        XCTAssertEqual(ending.clip, clip, file: file, line: line)
        XCTAssertEqual(ending.t, previousEnd + 0.3, accuracy: 1e-3, file: file, line: line)
        XCTAssertNotNil(end(of: clip, startedAt: ending.t), "\(clip) plays out", file: file, line: line)
        XCTAssertLessThan(rms(from: previousEnd + 0.05, seconds: 0.2), 0.001, "silence before \(clip)", file: file, line: line)
        XCTAssertGreaterThan(rms(from: ending.t + 0.05, seconds: seconds), 0.01, "\(clip) is heard", file: file, line: line)
    }

    /// The level (RMS of the left channel) of `seconds` of the file from `start`.
    public func rms(from start: Double, seconds: Double) -> Float {
        Self.rms(audio, from: start, seconds: seconds)
    }

    /// The level (RMS of the left channel) of `seconds` of `audio` from `start`.
    public static func rms(_ audio: PCMBuffer, from start: Double, seconds: Double) -> Float {
        let first = max(0, Int(start * 48_000)), last = min(audio.frameCount, first + Int(seconds * 48_000))
        guard last > first else { return 0 }
        var sum: Float = 0
        for frame in first..<last { sum += audio.samples[2 * frame] * audio.samples[2 * frame] }
        return (sum / Float(last - first)).squareRoot()
    }
}

extension Double {
    /// A script time: seconds with three decimals.
    public var script: String { String(format: "%.3f", self) }

    /// To the millisecond, as a script line gives it, so it equals the time the log writes for it.
    public var milliseconds: Double { (self * 1000).rounded() / 1000 }
}
