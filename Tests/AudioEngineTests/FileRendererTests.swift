@testable import AudioEngine
import Foundation
import XCTest

final class FileRendererTests: XCTestCase {
    func testWavFileHoldsExactlyTheMixAlignedToMixFrames() throws {
        let folder = try Signals.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let engine = Engine()
        var timeline = Timeline()
        timeline.add(Signals.dc(0.3, frames: 12_000), on: .voice, atFrame: 4_321)
        let renderer = FileRenderer(mixer: engine.mixer)
        engine.scheduler.schedule(timeline)
        renderer.render(seconds: 0.5)
        try renderer.write(to: "\(folder)/mix.wav")
        let file = try SoundFile.read("\(folder)/mix.wav")
        XCTAssertEqual(file.frameCount, 24_000, "exactly the frames mixed")
        XCTAssertEqual(Signals.onset(file.samples, threshold: 0), 4_321, "onset on its mix frame")
        XCTAssertEqual(Array(file.samples[0..<(2 * 23_000)]), Array(renderer.buffer.samples[0..<(2 * 23_000)]),
                       "bit for bit what was rendered")
    }
}

final class StreamingRendererTests: XCTestCase {
    /// The same timeline, rendered by a fresh engine into `renderer`'s kind, in uneven steps as a script runner does.
    private func render(into make: (Mixer) throws -> FileRenderer) throws -> FileRenderer {
        let engine = Engine()
        var timeline = Timeline()
        timeline.add(Signals.dc(0.3, frames: 12_000), on: .voice, atFrame: 4_321)
        timeline.add(Signals.dc(-0.2, frames: 30_000), on: .effects, atFrame: 7)
        let renderer = try make(engine.mixer)
        engine.scheduler.schedule(timeline)
        for step in [0.013, 0.25, 0.0001, 0.6] { renderer.render(seconds: step) }
        return renderer
    }

    func testAStreamedFileHoldsExactlyWhatTheMixKeptInMemoryWrites() throws {
        let folder = try Signals.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for type in ["wav", "flac"] {
            try render { FileRenderer(mixer: $0) }.write(to: "\(folder)/memory.\(type)")
            let streamed = try render { try FileRenderer(mixer: $0, streamingTo: "\(folder)/streamed.\(type)") }
            XCTAssertTrue(streamed.buffer.samples.isEmpty, "nothing kept in memory")
            let frames = try streamed.finish()
            let memory = try SoundFile.read("\(folder)/memory.\(type)")
            XCTAssertEqual(frames, Int64(memory.frameCount))
            XCTAssertEqual(try SoundFile.read("\(folder)/streamed.\(type)"), memory, "\(type): sample for sample")
            XCTAssertEqual(Signals.onset(memory.samples, threshold: 0), 7, "sample n is mix frame n")
        }
    }

    func testALengthPastWhatTheFileHoldsIsRefusedBeforeRendering() throws {
        let format = AudioFormat.standard
        let hour = Int64(3_600 * format.sampleRate)
        XCTAssertNoThrow(try FileRenderer.checkLength(24 * hour, of: "/nowhere/day.flac", format: format))
        XCTAssertThrowsError(try FileRenderer.checkLength(24 * hour + 1, of: "/nowhere/day.flac", format: format)) {
            XCTAssertEqual("\($0)", "/nowhere/day.flac: cannot hold 24 h of sound: a render is at most 24 h")
        }
        // A WAV keeps its sizes in 32 bits: 8 bytes a frame fill 4 GiB in 3 h 6 min.
        XCTAssertEqual(try SoundFileWriter.capacity(of: "x.wav", format: format), (Int64(UInt32.max) - 4_096) / 8)
        XCTAssertNoThrow(try FileRenderer.checkLength(3 * hour, of: "/nowhere/long.wav", format: format))
        XCTAssertThrowsError(try FileRenderer.checkLength(4 * hour, of: "/nowhere/long.wav", format: format)) {
            XCTAssertEqual("\($0)", "/nowhere/long.wav: cannot hold 4 h of sound: this file type holds at most 3 h 6 min; "
                           + "a .flac holds up to 24 h")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/nowhere"))
        let engine = Engine()
        XCTAssertEqual(FileRenderer(mixer: engine.mixer).capacity, 24 * hour, "in memory, the longest render")
    }
}

final class OutputLatencyTests: XCTestCase {
    func testAnOutputLatencyIsAlwaysWithinWhatTheOutputAccepts() {
        let range = PulseOutput.Configuration.latencyRange
        for asked in [-5.0, 0, .nan, .infinity, -.infinity, 1e12, 0.0001, 0.02, 3] {
            let latency = PulseOutput.Configuration(targetLatency: asked).targetLatency
            XCTAssertTrue(range.contains(latency), "\(asked) gave \(latency)")
        }
        XCTAssertEqual(PulseOutput.Configuration(targetLatency: 0.02).targetLatency, 0.02)
        XCTAssertEqual(PulseOutput.Configuration(targetLatency: .nan).targetLatency, PulseOutput.Configuration.defaultLatency)
        var configuration = PulseOutput.Configuration()
        configuration.targetLatency = -1
        XCTAssertEqual(configuration.targetLatency, range.lowerBound)
    }
}
