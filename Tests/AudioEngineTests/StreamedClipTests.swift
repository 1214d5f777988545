@testable import AudioEngine
import Foundation
import XCTest

/// A clip too long to hold in memory is read from its file as it plays: the mix carries exactly the samples a whole
/// decode would give, loops included, and a file that fails while it plays ends its voice without a crash.
final class StreamedClipTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws { folder = try Signals.temporaryFolder() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    /// A 30 s file (over the streaming threshold once converted) of two tones and a sweep, so every frame differs.
    private func longFile(_ name: String, rate: Int, channels: Int, seconds: Int = 30) throws -> String {
        let frames = seconds * rate
        var samples = [Float](repeating: 0, count: frames * channels)
        for i in 0..<frames {
            let t = Double(i) / Double(rate)
            for c in 0..<channels {
                samples[i * channels + c] = Float(0.4 * sin(2 * .pi * (220 + 30 * Double(c)) * t) + 0.2 * sin(2 * .pi * (50 + 40 * t) * t))
            }
        }
        let path = folder + "/" + name
        try SoundFile.write(PCMBuffer(samples: samples, format: AudioFormat(sampleRate: rate, channels: channels)), to: path)
        return path
    }

    /// The mix of `clip` placed at frame 1 234 (looping over `loop` on the music bus if given), rendered offline.
    private func render(_ clip: Clip, loop: LoopRange? = nil, seconds: Double, inline: Bool = true) -> (samples: [Float], events: [EngineEvent]) {
        let engine = Engine()
        var timeline = Timeline()
        timeline.add(clip, on: loop == nil ? .voice : .music, atFrame: 1_234, loop: loop)
        engine.scheduler.schedule(timeline)
        let renderer = FileRenderer(mixer: engine.mixer)
        engine.mixer.decodesStreamsInline = inline
        if inline {
            renderer.render(seconds: seconds)
        } else {
            // As a live output pulls it, a little faster than real time, with the feeder decoding ahead.
            while renderer.frame < Int64(seconds * 48_000) {
                renderer.render(seconds: 0.01)
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        return (renderer.buffer.samples, engine.scheduler.pollEvents())
    }

    func testOnlyClipsTooLongToHoldAreStreamed() throws {
        let cache = ClipCache()
        XCTAssertFalse(try cache.clip(at: longFile("short.wav", rate: 48_000, channels: 2, seconds: 20)).isStreamed)
        let long = try cache.clip(at: longFile("long.wav", rate: 48_000, channels: 2))
        XCTAssertTrue(long.isStreamed)
        XCTAssertEqual(long.frameCount, 30 * 48_000)
        XCTAssertEqual(long.samples.count, 0, "nothing of it is held")
        XCTAssertEqual(cache.byteCount, 20 * 48_000 * 2 * 4, "the streamed clip takes nothing of the cache's budget")
    }

    func testAStreamedClipThatNeedsConvertingIsKeptDecodedAndPlaysTheSameFromThere() throws {
        let disk = DecodedFileCache(folder: folder + "/decoded")
        let path = try longFile("music.wav", rate: 44_100, channels: 2)
        let whole = try SoundFile.decode(path)
        let loop = LoopRange(start: 48_000, end: 29 * 48_000)
        let expected = render(whole, loop: loop, seconds: 32).samples
        let first = ClipCache()
        first.keepLongClips(in: disk)
        let streamed = try first.clip(at: path, loops: true)
        let file = try XCTUnwrap(streamed.streaming?.decodedCopy?.file)
        // Whether the copy is written before this render starts or during it (then taken at the next lap), the same.
        XCTAssertEqual(render(streamed, loop: loop, seconds: 32).samples, expected)
        disk.waitForFills()
        let reader = try DecodedStreamReader(file: file, format: .standard)
        XCTAssertEqual(reader.frames, whole.frameCount)
        let later = ClipCache()
        later.keepLongClips(in: disk)
        XCTAssertEqual(render(try later.clip(at: path, loops: true), loop: loop, seconds: 32).samples, expected)
        // A file already at the output rate is read as it is: nothing to keep.
        XCTAssertNil(try later.clip(at: try longFile("native.wav", rate: 48_000, channels: 2)).streaming?.decodedCopy?.file)
        // Nor is one heard once (a long story), however much converting it needs: only what loops all day pays.
        let story = try later.clip(at: try longFile("story.wav", rate: 44_100, channels: 2), loops: false)
        XCTAssertTrue(story.isStreamed)
        XCTAssertNil(story.streaming?.decodedCopy?.file)
    }

    func testACopyDamagedMidStreamIsPlayedAroundAFillAtATime() throws {
        let disk = DecodedFileCache(folder: folder + "/decoded", fillsInBackground: false)
        let cache = ClipCache()
        cache.keepLongClips(in: disk)
        let path = try longFile("music.wav", rate: 44_100, channels: 2)
        let streamed = try cache.clip(at: path, loops: true)
        disk.waitForFills()
        let file = try XCTUnwrap(streamed.streaming?.decodedCopy?.file)
        // Chunk 50 of the copy, 17 s in: going on from there reads the file again from its start.
        let broken = 50 * DecodedStream.chunkFrames
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: file))
        try handle.seek(toOffset: UInt64(DecodedStream.headerBytes + broken * 8 + 1_000))
        try handle.write(contentsOf: Data(repeating: 0x7f, count: 16))
        try handle.close()

        let stream = ClipStream(clip: streamed, loop: nil)
        var played: [Float] = []
        var works: [Int] = []
        var idle = 0
        while true {
            let work = stream.fill()
            guard work > 0 else { break }
            works.append(work)
            if stream.decodedFrames == played.count / 2 { idle += 1 }
            for index in (played.count / 2)..<stream.decodedFrames {
                played.append(stream.frame(index)[0])
                played.append(stream.frame(index)[1])
            }
            stream.moved(to: stream.decodedFrames)
        }
        let whole = try SoundFile.decode(path)
        XCTAssertEqual(played, Array(whole.samples), "the samples of a whole decode, past the damage too")
        // A fill may finish the block of the file it stops in: the converter hands out more or less than 17 834
        // frames (16 384 at 44.1 kHz) as it holds input back.
        let decoder = try StreamDecoder(path: path, format: .standard)
        var block = 0
        while case let next = try decoder.next(), !next.isEmpty { block = max(block, next.count / 2) }
        XCTAssertLessThanOrEqual(works.max() ?? 0, ClipStream.fillWorkFrames + block, "one fill's work is bounded: \(works)")
        XCTAssertGreaterThanOrEqual(idle, broken / (ClipStream.fillWorkFrames + block),
                                    "the way back to the damage is spread over fills: \(works)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file), "removed, to be written anew")
    }

    func testAVoiceIsPrimedSoItsFirstFramesAreHeardBeforeTheFeederRuns() throws {
        let path = try longFile("primed.wav", rate: 44_100, channels: 2)
        let streamed = try ClipCache().clip(at: path)
        let expected = render(try SoundFile.decode(path), seconds: 0.25).samples
        // As a live output's first request comes, at once: only what was decoded before the voice was scheduled plays.
        let engine = Engine()
        let renderer = FileRenderer(mixer: engine.mixer)
        engine.mixer.decodesStreamsInline = false
        var timeline = Timeline()
        timeline.add(streamed, on: .voice, atFrame: 1_234)
        engine.scheduler.schedule(timeline)
        renderer.render(seconds: 0.25)
        let played = renderer.buffer.samples
        // Its first frame is a zero crossing of both tones: sound from the next one or two.
        let onset = try XCTUnwrap(Signals.onset(played, threshold: 1e-6))
        XCTAssertTrue((1_234...1_236).contains(onset), "heard from the frame it was placed at, not \(onset)")
        XCTAssertEqual(played, expected, "the clip's first \(ClipStream.primeFrames) frames, none lost to the feeder")
    }

    func testAStreamedClipPlaysTheSamplesOfAWholeDecode() throws {
        let shaping = ClipShaping(start: 0.5, end: 27.3, fadeIn: 0.05, fadeOut: 0.2, gain: -4)
        for (rate, channels) in [(44_100, 2), (22_050, 1), (48_000, 2), (32_000, 3)] {
            let path = try longFile("tone\(rate)x\(channels).wav", rate: rate, channels: channels)
            let streamed = try ClipCache().clip(at: path, shaping: shaping)
            let whole = try SoundFile.decode(path, shaping: shaping)
            XCTAssertTrue(streamed.isStreamed)
            XCTAssertEqual(streamed.frameCount, whole.frameCount, "\(rate) Hz × \(channels)")
            let (played, events) = render(streamed, seconds: 28)
            XCTAssertEqual(played, render(whole, seconds: 28).samples, "\(rate) Hz × \(channels): not the same samples")
            XCTAssertEqual(events.last?.kind, .ended)
            XCTAssertEqual(events.last?.frame, Int64(1_234 + whole.frameCount))
        }
    }

    func testALoopedStreamIsSeamlessAtItsLoopPoints() throws {
        let path = try longFile("music.flac", rate: 44_100, channels: 2)
        let shaping = ClipShaping(gain: -2)
        let streamed = try ClipCache().clip(at: path, shaping: shaping)
        let whole = try SoundFile.decode(path, shaping: shaping)
        let loop = LoopRange(start: 3 * 48_000 + 7, end: 14 * 48_000 + 11)
        // Three laps and a bit: each seam joins the loop's end to its start exactly as the clip held whole does.
        let played = render(streamed, loop: loop, seconds: 48).samples
        XCTAssertEqual(played, render(whole, loop: loop, seconds: 48).samples)
    }

    func testMusicLoopsFromItsFileWithoutBeingReadThroughFirst() throws {
        // Ogg's header length is not trusted: a clip that loops to its end takes a bound and goes round at the real end.
        let path = try longFile("music.ogg", rate: 44_100, channels: 2)
        let shaping = ClipShaping(gain: -5)
        let streamed = try ClipCache().clip(at: path, shaping: shaping, loops: true)
        let whole = try SoundFile.decode(path, shaping: shaping)
        XCTAssertTrue(streamed.isStreamed)
        XCTAssertGreaterThanOrEqual(streamed.frameCount, whole.frameCount)
        let start = 3 * 48_000 + 5
        let played = render(streamed, loop: LoopRange(start: start, end: streamed.frameCount), seconds: 70).samples
        XCTAssertEqual(played, render(whole, loop: LoopRange(start: start, end: whole.frameCount), seconds: 70).samples)
        let once = render(streamed, seconds: 31).events
        XCTAssertEqual(once.last?.kind, .ended)
        XCTAssertEqual(once.last?.frame, Int64(1_234 + whole.frameCount), "played once, it ends where the file does")
    }

    func testTheFeederKeepsALiveStreamAheadOfTheMix() throws {
        let path = try longFile("live.wav", rate: 44_100, channels: 2)
        let streamed = try ClipCache().clip(at: path)
        let whole = try SoundFile.decode(path)
        let loop = LoopRange(start: 48_000, end: 29 * 48_000)
        // Past the ring's length and over a seam, read while the feeder's thread writes.
        XCTAssertEqual(render(streamed, loop: loop, seconds: 32, inline: false).samples,
                       render(whole, loop: loop, seconds: 32).samples)
    }

    func testAFileDeletedWhileItPlaysPlaysOnAndLoops() throws {
        let path = try longFile("deleted.wav", rate: 48_000, channels: 2)
        let streamed = try ClipCache().clip(at: path)
        let whole = try SoundFile.decode(path)
        let loop = LoopRange(start: 0, end: 10 * 48_000)
        let engine = Engine()
        engine.scheduler.play(streamed, on: .music, loop: loop)
        let renderer = FileRenderer(mixer: engine.mixer)
        renderer.render(seconds: 1)
        try FileManager.default.removeItem(atPath: path)
        renderer.render(seconds: 24)
        let reference = Engine()
        reference.scheduler.play(whole, on: .music, loop: loop)
        let expected = FileRenderer(mixer: reference.mixer)
        expected.render(seconds: 25)
        XCTAssertEqual(renderer.buffer.samples, expected.buffer.samples)
    }

    func testAFileCutShortWhileItPlaysEndsItsVoiceThere() throws {
        let path = try longFile("cut.wav", rate: 48_000, channels: 2)
        let engine = Engine()
        engine.scheduler.play(try ClipCache().clip(at: path))
        let renderer = FileRenderer(mixer: engine.mixer)
        renderer.render(seconds: 1)
        // A WAV of 32-bit float stereo holds 8 bytes a frame after its header: about 10 s is left.
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        XCTAssertEqual(truncate(path, off_t(size - 20 * 48_000 * 8)), 0)
        renderer.render(seconds: 29)
        let played = renderer.buffer.samples
        let ended = try XCTUnwrap(engine.scheduler.pollEvents().first { $0.kind == .ended })
        XCTAssertEqual(Double(ended.frame), 10 * 48_000, accuracy: 16_384, "ends where the file does")
        XCTAssertGreaterThan(Signals.rms(played[(2 * 48_000)..<(2 * 9 * 48_000)]), 0.1, "what the file still holds plays")
        XCTAssertEqual(Signals.peak(played[(2 * Int(ended.frame + 100))...]), 0, "silence after")
    }
}
