@testable import AudioEngine
import XCTest

final class MixerTests: XCTestCase {
    private func flatConfiguration() -> EngineConfiguration { Signals.flatConfiguration() }

    private func render(_ engine: Engine, seconds: Double) -> [Float] {
        let renderer = FileRenderer(mixer: engine.mixer)
        renderer.render(seconds: seconds)
        return renderer.buffer.samples
    }

    func testOverlappingEffectsSum() {
        let engine = Engine(configuration: flatConfiguration())
        var timeline = Timeline()
        timeline.add(Signals.dc(0.1, frames: 4_800), on: .effects, atFrame: 0)
        timeline.add(Signals.dc(0.2, frames: 4_800), on: .effects, atFrame: 1_000)
        engine.scheduler.schedule(timeline)
        let out = render(engine, seconds: 0.2)
        XCTAssertEqual(out[2 * (500)], 0.1, accuracy: 1e-6)
        XCTAssertEqual(out[2 * (2_000)], 0.3, accuracy: 1e-6)
        XCTAssertEqual(out[2 * (5_000)], 0.2, accuracy: 1e-6)
        XCTAssertEqual(out[2 * (7_000)], 0, accuracy: 1e-6)
    }

    func testNewVoiceCutsTheOldOneWithoutAClick() {
        let engine = Engine(configuration: flatConfiguration())
        let tone = Clip(name: "tone", samples: Signals.sine(440, seconds: 1, rate: 48_000, channels: 2, amplitude: 0.8).samples,
                        format: .standard)
        let other = Clip(name: "other", samples: Signals.sine(660, seconds: 1, rate: 48_000, channels: 2, amplitude: 0.8).samples,
                         format: .standard)
        engine.scheduler.play(tone)
        let renderer = FileRenderer(mixer: engine.mixer)
        renderer.render(seconds: 0.3)
        engine.scheduler.play(other)
        renderer.render(seconds: 0.3)
        let out = renderer.buffer.samples
        // A full-scale sine at 660 Hz steps at most 2π·660/48000·0.8 ≈ 0.07 per frame; a click would be far larger.
        XCTAssertLessThan(Signals.largestStep(out), 0.08)
        // The old voice is gone within 10 ms: only the new tone remains.
        let events = engine.scheduler.pollEvents()
        let ended = events.first { $0.label == "tone" && $0.kind == .ended }
        let started = events.first { $0.label == "other" && $0.kind == .started }
        XCTAssertNotNil(ended)
        XCTAssertNotNil(started)
        if let ended, let started {
            XCTAssertLessThanOrEqual(ended.frame - started.frame, 480)
            XCTAssertGreaterThan(ended.frame - started.frame, 0)
        }
    }

    func testCancelFadesOutWithoutAClick() {
        let engine = Engine(configuration: flatConfiguration())
        let loud = Signals.dc(0.9, frames: 48_000)
        let handle = engine.scheduler.play(loud)!
        let renderer = FileRenderer(mixer: engine.mixer)
        renderer.render(seconds: 0.2)
        engine.scheduler.cancel(handle)
        renderer.render(seconds: 0.2)
        let out = renderer.buffer.samples
        // Past the 2 ms start fade, the only movement is the 5 ms cut fade: at most 0.9/240 per frame.
        XCTAssertLessThan(Signals.largestStep(Array(out[9_600...])), 0.9 / 200)
        XCTAssertEqual(out[out.count - 2], 0)
        XCTAssertFalse(engine.scheduler.isActive(handle) && engine.scheduler.pollEvents().isEmpty)
    }

    func testLoopWrapIsSampleContinuous() {
        let engine = Engine(configuration: flatConfiguration())
        // 100 Hz at 48 kHz is exactly 480 frames per period; ten periods loop seamlessly.
        let sine = Signals.sine(100, seconds: 0.1, rate: 48_000, channels: 2, amplitude: 0.5)
        let music = Clip(name: "music", samples: sine.samples, format: .standard)
        engine.scheduler.play(music, on: .music, loop: LoopRange(start: 0, end: music.frameCount))
        let out = render(engine, seconds: 1)
        let fade = Int(engine.configuration.startFade * 48_000)
        var worst: Float = 0
        for i in fade..<(48_000 - 64) {
            let expected = 0.5 * Float(sin(2 * Double.pi * 100 * Double(i) / 48_000))
            worst = max(worst, abs(out[2 * i] - expected))
        }
        XCTAssertLessThan(worst, 1e-5, "ten wraps reproduce the continuous sine")
    }

    func testLoopPointsInsideTheClip() {
        let engine = Engine(configuration: flatConfiguration())
        var samples = [Float](repeating: 0.1, count: 2 * 1_000)
        for i in 500..<1_000 { samples[2 * i] = 0.3; samples[2 * i + 1] = 0.3 }
        let clip = Clip(name: "intro-and-loop", samples: samples, format: .standard)
        engine.scheduler.play(clip, on: .music, loop: LoopRange(start: 500, end: 1_000))
        let out = render(engine, seconds: 0.1)
        XCTAssertEqual(out[2 * (200)], 0.1, accuracy: 1e-6)
        XCTAssertEqual(out[2 * (3_000)], 0.3, accuracy: 1e-6, "after the intro, only the loop repeats")
    }

    func testMusicDucksUnderVoiceAndRecovers() {
        var configuration = flatConfiguration()
        configuration.duckDepth = -12
        let engine = Engine(configuration: configuration)
        let music = Signals.dc(0.2, frames: 48_000)
        engine.scheduler.play(music, on: .music, loop: LoopRange(start: 0, end: 48_000))
        var timeline = Timeline()
        timeline.add(Signals.dc(0.0001, frames: 48_000), on: .voice, at: 1.0)
        engine.scheduler.schedule(timeline)
        let out = render(engine, seconds: 3)
        let level = { (second: Double) in out[2 * Int(second * 48_000)] }
        XCTAssertEqual(level(0.9), 0.2, accuracy: 1e-4)
        XCTAssertEqual(level(1.5), 0.2 * pow(10, -12.0 / 20) + 0.0001, accuracy: 1e-4, "ducked by 12 dB")
        XCTAssertEqual(level(2.9), 0.2, accuracy: 1e-4, "recovered after the voice")
        // The ramp takes the attack time: half-way through it, the level is in between.
        let midAttack = level(1.0 + configuration.duckAttack / 2)
        XCTAssertTrue(midAttack < 0.19 && midAttack > 0.06, "\(midAttack)")
    }

    func testMutedBusIsSilentAndUnmutes() {
        let engine = Engine(configuration: flatConfiguration())
        engine.scheduler.play(Signals.dc(0.3, frames: 96_000), on: .effects)
        let renderer = FileRenderer(mixer: engine.mixer)
        renderer.render(seconds: 0.1)
        engine.scheduler.setMuted(true, bus: .effects)
        renderer.render(seconds: 0.4)
        engine.scheduler.setMuted(false, bus: .effects)
        renderer.render(seconds: 0.4)
        let out = renderer.buffer.samples
        XCTAssertEqual(out[2 * Int(0.05 * 48_000)], 0.3, accuracy: 1e-5)
        XCTAssertEqual(out[2 * Int(0.45 * 48_000)], 0, accuracy: 1e-5)
        XCTAssertEqual(out[2 * Int(0.85 * 48_000)], 0.3, accuracy: 1e-5)
        XCTAssertLessThan(Signals.largestStep(out), 0.05, "mute ramps, no step")
    }

    /// A bus muted before anything plays on it takes the mute at once: no ramp lets the first blocks of music through.
    func testBusMutedBeforeItPlaysIsSilentFromTheFirstFrame() {
        let engine = Engine(configuration: flatConfiguration())
        engine.scheduler.setMuted(true, bus: .music)
        engine.scheduler.play(Signals.dc(0.3, frames: 48_000), on: .music)
        XCTAssertEqual(render(engine, seconds: 0.2).map(abs).max(), 0)
    }

    /// Every command is a cue that starts a waiting stream: a mute that changes nothing must not be one, or a kiosk's
    /// music, scheduled just after its "music on", would queue behind the silence that cue let out.
    func testAMuteThatChangesNothingSendsNoCommand() {
        let engine = Engine(configuration: flatConfiguration())
        engine.scheduler.setMuted(false, bus: .music)
        XCTAssertFalse(engine.mixer.hasPendingCommands, "unmuting an unmuted bus")
        engine.scheduler.setMuted(true, bus: .music)
        XCTAssertTrue(engine.mixer.hasPendingCommands, "muting")
        _ = render(engine, seconds: 0.01)
        engine.scheduler.setMuted(true, bus: .music)
        XCTAssertFalse(engine.mixer.hasPendingCommands, "muting a muted bus")
    }

    func testLimiterHoldsTheCeilingWithEightLoudVoices() {
        var configuration = EngineConfiguration()
        configuration.maxLevel = -6
        configuration.busGains = [.music: 0, .voice: 0, .effects: 0]
        let engine = Engine(configuration: configuration)
        var timeline = Timeline()
        for k in 0..<8 {
            let tone = Signals.sine(220 * Double(k + 1), seconds: 0.5, rate: 48_000, channels: 2, amplitude: 0.9)
            timeline.add(Clip(name: "loud\(k)", samples: tone.samples, format: .standard), on: .effects,
                         atFrame: k * 480)
        }
        engine.scheduler.schedule(timeline)
        let out = render(engine, seconds: 0.7)
        let ceiling = Float(pow(10, -6.0 / 20))
        XCTAssertLessThanOrEqual(Signals.peak(out[...]), ceiling)
        XCTAssertGreaterThan(Signals.peak(out[...]), ceiling * 0.9, "limited, not silenced")
    }

    func testLimiterLeavesQuietSoundUntouched() {
        let engine = Engine()
        let quiet = Signals.sine(440, seconds: 0.2, rate: 48_000, channels: 2, amplitude: 0.1)
        engine.scheduler.play(Clip(name: "quiet", samples: quiet.samples, format: .standard))
        let out = render(engine, seconds: 0.3)
        for i in stride(from: 1_000, to: 9_000, by: 7) {
            XCTAssertEqual(out[2 * i], quiet.samples[2 * i], accuracy: 1e-6)
        }
    }

    func testEffectsPolyphonyLimitCutsTheOldest() {
        var configuration = flatConfiguration()
        configuration.effectsPolyphony = 2
        let engine = Engine(configuration: configuration)
        var timeline = Timeline()
        for k in 0..<3 { timeline.add(Signals.dc(0.1, frames: 48_000, name: "fx\(k)"), on: .effects, atFrame: k * 4_800) }
        engine.scheduler.schedule(timeline)
        let out = render(engine, seconds: 0.5)
        XCTAssertEqual(out[2 * (7_000)], 0.2, accuracy: 1e-5)
        XCTAssertEqual(out[2 * (12_000)], 0.2, accuracy: 1e-5, "the third cut the first: still two")
        let ended = engine.scheduler.pollEvents().filter { $0.kind == .ended }.map(\.label)
        XCTAssertEqual(ended, ["fx0"])
    }
}
