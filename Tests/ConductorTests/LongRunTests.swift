import AudioEngine
@testable import Conductor
import Lessons
import XCTest

/// A kiosk runs for days: state that grows with every question would end it sooner or later.
final class LongRunTests: XCTestCase {
    func testManyQuestionsLeaveNothingBehind() {
        let (library, content) = TestLibrary.standard()
        let engine = Engine()
        let music = Clip(name: "music", samples: [Float](repeating: 0.05, count: 2 * 48_000), format: .standard)
        engine.scheduler.play(music, on: .music, loop: LoopRange(start: 0, end: 48_000))
        let navigator = Navigator(content: content, rules: ChallengeRules(), records: MemoryRecords(), seed: 3)
        let driver = LessonDriver(conductor: Conductor(engine: engine, library: library), navigator: navigator,
                                  exactFrames: true)
        let renderer = Renderer(engine: engine)
        driver.open(Screen(.numbers, .game), at: 0)
        var time = 0.0
        // Questions cut each other, answers come early and late: every path that schedules or cancels.
        for round in 0..<150 {
            time += 0.2
            renderer.run(until: time, driver: driver)
            driver.handle(.ask, at: time)
            time += round % 3 == 0 ? 0.1 : 0.5
            renderer.run(until: time, driver: driver)
            let key = driver.state.current?.answerKey ?? "0"
            driver.handle(.key(round % 4 == 0 ? (key == "1" ? "2" : "1") : key), at: time)
        }
        renderer.run(until: time + 3, driver: driver)
        XCTAssertEqual(driver.state.hits + driver.state.misses, 150)
        XCTAssertEqual(engine.scheduler.activeCount, 1, "only the music is left playing")
        XCTAssertFalse(driver.conductor.isPlaying)
        XCTAssertLessThanOrEqual(engine.clips.count, 0, "the test library decodes nothing through the cache")
    }

    /// Renders in 10 ms steps without keeping the audio, advancing the driver as a live loop would.
    private final class Renderer {
        let engine: Engine
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: 2 * 480)

        init(engine: Engine) { self.engine = engine }

        deinit { buffer.deallocate() }

        func run(until time: Double, driver: LessonDriver) {
            while engine.mixer.renderedFrames < Int64(engine.format.frames(seconds: time)) {
                engine.mixer.render(into: buffer, frames: 480)
                driver.advance(to: engine.format.seconds(frames: Int(engine.mixer.renderedFrames)))
            }
        }
    }
}
