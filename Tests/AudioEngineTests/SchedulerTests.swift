@testable import AudioEngine
import XCTest

final class SchedulerTests: XCTestCase {
    private func engine() -> Engine { Engine(configuration: Signals.flatConfiguration()) }

    func testEveryOnsetLandsOnItsExactSample() {
        let engine = engine()
        // word → 1.5 s → syllable + clap → 0.6 s → syllable + clap, as one timeline.
        var timeline = Timeline()
        let word = Signals.dc(0.2, frames: 30_011, name: "word")
        let syllable = Signals.dc(0.2, frames: 9_973, name: "syllable")
        let clap = Signals.dc(0.3, frames: 2_000, name: "clap")
        timeline.append(word)
        timeline.moveCursor(toAtLeast: 1.5)
        let first = timeline.cursor
        timeline.add(clap, on: .effects, atFrame: first)
        timeline.append(syllable)
        timeline.pause(0.6)
        let second = timeline.cursor
        timeline.add(clap, on: .effects, atFrame: second)
        timeline.append(syllable)
        XCTAssertEqual(first, 72_000)
        XCTAssertEqual(second, 72_000 + 9_973 + 28_800)

        let renderer = FileRenderer(mixer: engine.mixer)
        renderer.render(until: 1_237)
        engine.scheduler.schedule(timeline)
        renderer.render(seconds: 3)
        let out = renderer.buffer.samples
        let base = 1_237
        let onsets = [0, first, second].map { base + $0 }
        var from = 0
        for expected in onsets {
            let found = Signals.onset(out, threshold: 0, from: from)
            XCTAssertEqual(found, expected)
            from = expected + 2_100
            // Silence until the next onset: nothing leaks between items.
            if let found { from = found + (found == base ? 30_011 : 9_973) + 480 }
        }
        let starts = engine.scheduler.pollEvents().filter { $0.kind == .started }
        XCTAssertEqual(starts.map(\.frame), [0, first, first, second, second].map { Int64(base + $0) })
        XCTAssertEqual(starts.map(\.bus), [.voice, .effects, .voice, .effects, .voice])
    }

    func testCancellingDropsEverythingQueuedAtOnce() {
        let engine = engine()
        var timeline = Timeline()
        for k in 0..<4 { timeline.add(Signals.dc(0.2, frames: 4_800, name: "item\(k)"), on: .voice, at: Double(k) * 0.5) }
        let handle = engine.scheduler.schedule(timeline)!
        let renderer = FileRenderer(mixer: engine.mixer)
        renderer.render(seconds: 0.7)
        engine.scheduler.cancel(handle)
        renderer.render(seconds: 2)
        let out = renderer.buffer.samples
        XCTAssertNil(Signals.onset(out, threshold: 0, from: Int(0.75 * 48_000)), "nothing after the cancel")
        let events = engine.scheduler.pollEvents()
        XCTAssertEqual(events.filter { $0.kind == .cancelled }.map(\.label), ["item2", "item3"])
        XCTAssertFalse(engine.scheduler.isActive(handle))
        XCTAssertEqual(engine.scheduler.activeCount, 0)
    }

    func testEventsReportStartAndEndOfEachEntry() {
        let engine = engine()
        var timeline = Timeline()
        timeline.append(Signals.dc(0.1, frames: 1_000, name: "a"))
        timeline.pause(0.01)
        timeline.append(Signals.dc(0.1, frames: 2_000, name: "b"))
        let handle = engine.scheduler.schedule(timeline)!
        FileRenderer(mixer: engine.mixer).render(seconds: 0.2)
        let events = engine.scheduler.pollEvents().map { "\($0.kind) \($0.label) \($0.frame)" }
        XCTAssertEqual(events, ["started a 0", "ended a 1000", "started b 1480", "ended b 3480"])
        XCTAssertFalse(engine.scheduler.isActive(handle))
    }

    func testScheduleAtAnExactFrame() {
        let engine = engine()
        let renderer = FileRenderer(mixer: engine.mixer)
        engine.scheduler.schedule({ var t = Timeline(); t.append(Signals.dc(0.1, frames: 100)); return t }(), atFrame: 10_007)
        renderer.render(seconds: 0.5)
        XCTAssertEqual(Signals.onset(renderer.buffer.samples, threshold: 0), 10_007)
    }

    func testFullVoicePoolDropsWithAnEventNotACrash() {
        var configuration = EngineConfiguration()
        configuration.voiceCapacity = 4
        let engine = Engine(configuration: configuration)
        var timeline = Timeline()
        for k in 0..<6 { timeline.add(Signals.dc(0.1, frames: 100, name: "c\(k)"), on: .effects, atFrame: k * 10_000) }
        engine.scheduler.schedule(timeline)
        FileRenderer(mixer: engine.mixer).render(seconds: 2)
        let events = engine.scheduler.pollEvents()
        XCTAssertEqual(events.filter { $0.kind == .dropped }.count, 2)
        XCTAssertEqual(events.filter { $0.kind == .ended }.count, 4)
    }
}
