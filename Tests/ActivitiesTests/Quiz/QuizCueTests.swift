import Activities
import AudioEngine
@testable import Conductor
import Lessons
import XCTest

/// The games' events played on the conductor directly, as a session would ask, on a virtual clock and rendered
/// offline with the kind's default cues; assertions are on the clip log and the audio (from ConductorTests'
/// RenderedSessionTests and LongRunTests, moved with the events).
final class QuizCueTests: XCTestCase {
    private var content: LessonContent!
    private var engine: Engine!
    private var renderer: FileRenderer!
    private var driver: LessonDriver!
    private var log: [LessonDriver.Record] = []

    override func setUp() {
        ActivityList.register()
        content = Self.content
        var configuration = EngineConfiguration()
        configuration.busGains = [.music: 0, .voice: 0, .effects: 0]
        engine = Engine(configuration: configuration)
        renderer = FileRenderer(mixer: engine.mixer, blockFrames: 480)
        let navigator = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 7)
        driver = LessonDriver(conductor: Conductor(engine: engine, library: Self.library), navigator: navigator,
                              exactFrames: true)
        log = []
    }

    /// Numbers 0–9 of 0.4 s, praise ×4 of 0.7 s, scold ×3 of 0.9 s and a game-over clip of 1.2 s.
    private static var library: CueRender.Library {
        Fixtures.numbersLibrary(groups: ["praise": (4, 0.7), "scold": (3, 0.9), "game_over": (1, 1.2)])
    }

    private static var content: LessonContent {
        LessonContent(items: [.numbers: Fixtures.bankDigits], words: [], praiseClips: 4, scoldClips: 3)
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

    /// A kiosk runs for days: state that grows with every question would end it sooner or later.
    func testManyQuestionsLeaveNothingBehind() {
        let engine = Engine()
        let music = Clip(name: "music", samples: [Float](repeating: 0.05, count: 2 * 48_000), format: .standard)
        engine.scheduler.play(music, on: .music, loop: LoopRange(start: 0, end: 48_000))
        let conductor = Conductor(engine: engine, library: Self.library)
        let renderer = LongRenderer(engine: engine)
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
    private final class LongRenderer {
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
