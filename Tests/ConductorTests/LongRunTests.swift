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
        let conductor = Conductor(engine: engine, library: library)
        let renderer = Renderer(engine: engine)
        let screen = Screen(.numbers, .game)
        let numbers = content.items[.numbers]!.map(Question.item)
        var time = 0.0
        var answered = 0
        // Questions cut each other, answers come early and late: every path that schedules or cancels.
        for round in 0..<150 {
            time += 0.2
            answered += renderer.run(until: time, conductor: conductor)
            let question = numbers[round % numbers.count]
            conductor.perform([.questionAsked(question)], on: screen)
            time += round % 3 == 0 ? 0.1 : 0.5
            answered += renderer.run(until: time, conductor: conductor)
            let answer: Event = round % 4 == 0
                ? .answerWrong(scold: round % 3, pressed: "x", correct: question) : .answerRight(praise: round % 4, question: question)
            conductor.perform([answer], on: screen)
        }
        answered += renderer.run(until: time + 3, conductor: conductor)
        XCTAssertEqual(answered, 150, "every answer's clip started")
        XCTAssertEqual(engine.scheduler.activeCount, 1, "only the music is left playing")
        XCTAssertFalse(conductor.isPlaying)
        XCTAssertLessThanOrEqual(engine.clips.count, 0, "the test library decodes nothing through the cache")
    }

    /// Renders in 10 ms steps without keeping the audio, collecting the conductor's reports as a live loop would.
    private final class Renderer {
        let engine: Engine
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: 2 * 480)

        init(engine: Engine) { self.engine = engine }

        deinit { buffer.deallocate() }

        /// Renders to `time`, collecting the conductor's reports as a live loop would; returns how many praise or scold
        /// clips started.
        func run(until time: Double, conductor: Conductor) -> Int {
            var feedback = 0
            while engine.mixer.renderedFrames < Int64(engine.format.frames(seconds: time)) {
                engine.mixer.render(into: buffer, frames: 480)
                feedback += conductor.collect().filter { report in
                    guard case .clipStarted(_, let clip, _) = report else { return false }
                    return clip.hasPrefix("praise.") || clip.hasPrefix("scold.")
                }.count
            }
            return feedback
        }
    }
}
