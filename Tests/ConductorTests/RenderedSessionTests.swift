import AudioEngine
@testable import Conductor
import Lessons
import XCTest

/// The cues of sessions' events played on a virtual clock and rendered offline; assertions are on the clip log and the
/// audio.
final class RenderedSessionTests: XCTestCase {
    private var library: TestLibrary!
    private var content: LessonContent!
    private var engine: Engine!
    private var renderer: FileRenderer!
    private var driver: LessonDriver!
    private var log: [LessonDriver.Record] = []

    override func setUp() {
        (library, content) = TestLibrary.standard()
        var configuration = EngineConfiguration()
        configuration.busGains = [.music: 0, .voice: 0, .effects: 0]
        engine = Engine(configuration: configuration)
        renderer = FileRenderer(mixer: engine.mixer, blockFrames: 480)
        // The events are played on the conductor directly, as a session would ask: the sessions are the kinds'.
        let navigator = Navigator(content: content, rules: ChallengeRules(), records: NoRecords(), seed: 7)
        driver = LessonDriver(conductor: Conductor(engine: engine, library: library), navigator: navigator,
                              exactFrames: true)
        log = []
    }

    /// Renders and advances the driver in 10 ms steps up to `time`.
    private func run(until time: Double) {
        while renderer.frame < Int64(engine.format.frames(seconds: time)) {
            renderer.render(until: renderer.frame + 480)
            log += driver.advance(to: engine.format.seconds(frames: Int(renderer.frame)))
        }
    }

    private var clipStarts: [(String, Bus, Double)] {
        log.compactMap {
            if case .clip(.clipStarted(let bus, let clip, let frame)) = $0.entry {
                return (clip, bus, engine.format.seconds(frames: Int(frame)))
            }
            return nil
        }
    }

    /// Renders to `time`, then plays `events` there as a numbers game asks for them.
    private func perform(_ events: [Event], at time: Double) {
        run(until: time)
        driver.conductor.perform(events, on: Screen(.numbers, .game), atFrame: Int64(engine.format.frames(seconds: time)))
    }

    /// The number `digit` as a game asks it.
    private func number(_ digit: Int) -> Question { .item(content.items[.numbers]![digit]) }

    func testPraiseStartsWithinMillisecondsOfARightAnswer() {
        perform([.questionAsked(number(7))], at: 0.2)
        perform([.answerRight(praise: 2, question: number(7))], at: 1.3)
        run(until: 3)
        let praise = clipStarts.first { $0.0.hasPrefix("praise.") }
        XCTAssertEqual(praise?.0, "praise.2", "the clip the session chose")
        XCTAssertEqual(praise?.2 ?? 0, 1.3, accuracy: 0.005)
    }

    func testNewQuestionCutsThePreviousOne() {
        perform([.questionAsked(number(3))], at: 0.2)
        perform([.questionAsked(number(4))], at: 0.3)
        run(until: 1.5)
        let ends = log.compactMap { if case .clip(.clipEnded(_, let clip, let frame)) = $0.entry { (clip, frame) } else { nil } }
        XCTAssertEqual(ends.first?.0, "numbers.3")
        let firstEnd = engine.format.seconds(frames: Int(ends.first?.1 ?? 0))
        XCTAssertEqual(firstEnd, 0.3 + 0.005, accuracy: 0.002, "the first question fades out 5 ms after the second is asked")
    }

    func testAWrongAnswerAndATimeoutPlayTheScoldClipChosenAndTheEndItsGroup() {
        perform([.questionAsked(number(1))], at: 0.2)
        perform([.answerWrong(scold: 1, pressed: "2", correct: number(1)), .lifeLost(livesLeft: 2)], at: 1)
        perform([.timeout(scold: 2, correct: number(1)), .lifeLost(livesLeft: 1)], at: 3)
        perform([.gameOver(hits: 0)], at: 5)
        run(until: 7)
        XCTAssertEqual(clipStarts.map(\.0), ["numbers.1", "scold.1", "scold.2", "game_over.0"])
        for (start, expected) in zip(clipStarts.map(\.2), [0.2, 1, 3, 5]) { XCTAssertEqual(start, expected, accuracy: 0.005) }
    }
}
