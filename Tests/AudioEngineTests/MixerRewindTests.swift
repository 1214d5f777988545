@testable import AudioEngine
import XCTest

/// Going back over audio already mixed, as a live output does when something is due while its buffer is deep: what is
/// mixed again is exactly what was, plus what was asked for since, so music goes on without a seam.
final class MixerRewindTests: XCTestCase {
    private let block = 1_000

    /// The default engine (limiter, gains, ducking), music looping, points kept.
    private func musicEngine() -> Engine {
        let engine = Engine()
        let music = Clip(name: "music", samples: Signals.sine(220, seconds: 0.5, rate: 48_000, channels: 2, amplitude: 0.9).samples,
                         format: .standard)
        engine.scheduler.play(music, on: .music, loop: LoopRange(start: 0, end: music.frameCount))
        engine.mixer.keepsRewindPoints = true
        return engine
    }

    private func render(_ mixer: Mixer, frames: Int) -> [Float] {
        var out = [Float](repeating: 0, count: 2 * frames)
        out.withUnsafeMutableBufferPointer { buffer in
            var done = 0
            while done < frames {
                let n = min(block, frames - done)
                mixer.render(into: buffer.baseAddress! + 2 * done, frames: n)
                done += n
            }
        }
        return out
    }

    func testWhatIsMixedAgainIsWhatWasMixed() {
        let engine = musicEngine()
        let first = render(engine.mixer, frames: 48_000)
        let back = engine.mixer.rewind(by: 9_000)
        // Points lie every `interval` frames: it goes back to the first one within reach.
        XCTAssertGreaterThanOrEqual(back, 9_000 - RewindPoints.interval)
        XCTAssertLessThanOrEqual(back, 9_000)
        XCTAssertEqual(engine.mixer.renderedFrames, Int64(48_000 - back))
        let again = render(engine.mixer, frames: back)
        XCTAssertEqual(again, Array(first[(2 * (48_000 - back))...]))
    }

    func testAVoiceAskedForAfterTheRewindStartsWhereItWentBack() {
        let engine = musicEngine()
        _ = render(engine.mixer, frames: 48_000)
        engine.scheduler.play(Signals.dc(0.5, frames: 4_800, name: "voice"))
        XCTAssertTrue(engine.mixer.hasPendingCommands)
        let back = engine.mixer.rewind(by: 4_800)
        XCTAssertGreaterThan(back, 0)
        _ = render(engine.mixer, frames: back)
        let started = engine.scheduler.pollEvents().first { $0.label == "voice" && $0.kind == .started }
        XCTAssertEqual(started?.frame, Int64(48_000 - back))
    }

    func testNoRewindPastAReport() {
        let engine = musicEngine()
        _ = render(engine.mixer, frames: 24_000)
        engine.scheduler.play(Signals.dc(0.5, frames: 480, name: "short"))
        _ = render(engine.mixer, frames: 8_000)
        // The short clip started at 24000 and ended at 24480: going back stops after its end.
        let back = engine.mixer.rewind(by: 12_000)
        XCTAssertLessThanOrEqual(back, 8_000 - 480)
        XCTAssertGreaterThan(back, 8_000 - 480 - 2 * RewindPoints.interval)
    }

    func testWithoutPointsThereIsNoRewind() {
        let engine = musicEngine()
        engine.mixer.keepsRewindPoints = false
        _ = render(engine.mixer, frames: 48_000)
        XCTAssertEqual(engine.mixer.rewind(by: 4_800), 0)
        XCTAssertEqual(engine.mixer.renderedFrames, 48_000)
    }

    func testOnlyLoopsCountAsQuiet() {
        let engine = musicEngine()
        _ = render(engine.mixer, frames: 4_800)
        XCTAssertEqual(engine.mixer.framesSinceOneShot, 4_800)
        engine.scheduler.play(Signals.dc(0.5, frames: 480, name: "short"))
        _ = render(engine.mixer, frames: 4_800)
        XCTAssertLessThan(engine.mixer.framesSinceOneShot, 4_800)
    }
}
