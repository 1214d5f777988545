@testable import Activities
@testable import Conductor
import EducatTestSupport
import Lessons
@testable import TerminalUI
import XCTest

/// The games' and challenges' screens, footers and keys: counters, the question, the answer's outcome and the
/// challenge's end, all from the session's own state (from TerminalUITests, which register no kinds).
final class QuizScreenTests: XCTestCase {
    private let renderer = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: true, texts: .english)
    private let keys = KeyMap(kiosk: true)

    override func setUp() { ActivityList.register() }

    private func text(_ state: SessionState) -> String { renderer.plainText(ScreenModel(state: state)).joined(separator: "\n") }

    private func challenge(record: Int = 5) -> Quiz<SplitMix64> {
        Fixtures.challenge(records: FakeRecords(best: [.numbers: record]))
    }

    /// Answers the challenge's questions wrong until it ends, `hits` right ones first.
    private func play(_ quiz: inout Quiz<SplitMix64>, hits: Int) {
        var time = 0.0
        for answer in 0..<(hits + ChallengeRules().lives) {
            _ = quiz.advance(to: time + 5)
            time += 5
            if quiz.state.phase == .idle { _ = quiz.handle(.ask, at: time) }
            _ = quiz.handle(.key(answer < hits ? quiz.rightKey : Fixtures.wrongKey(for: quiz.state.current!)), at: time)
        }
    }

    func testChallengeShowsLivesSecondsCountersAndRecord() {
        var quiz = challenge()
        _ = quiz.handle(.ask, at: 0)
        _ = quiz.advance(to: 2.5)
        let screen = text(quiz.state)
        XCTAssertTrue(screen.contains("lives ❤️ ❤️ ❤️"), screen)
        let console = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: false, texts: .english)
        let stars = console.plainText(ScreenModel(state: quiz.state)).joined(separator: "\n")
        XCTAssertTrue(stars.contains("lives * * *"), "stars where no emoji can be drawn:\n\(stars)")
        XCTAssertTrue(screen.contains("seconds 7"))
        XCTAssertTrue(screen.contains("hits 0"))
        XCTAssertTrue(screen.contains("misses 0"))
        XCTAssertTrue(screen.contains("record 5"))
        let seven = BlockFont.render("7", scale: 1)!
        XCTAssertTrue(seven.allSatisfy { screen.contains($0) }, "seconds drawn big")
        let pieces = QuizPieces(state: quiz.state, emoji: true, texts: .english).pieces
        XCTAssertTrue(pieces.contains(.gauge(left: 7.0 / 9.0, shape: .bar, text: "7", .good)),
                      "a window drains a bar over the challenge's 9 seconds: \(pieces)")
    }

    func testAMissShowsTwoHeartsAndTheRightAnswerUntilTheNextQuestion() {
        var quiz = challenge()
        _ = quiz.handle(.ask, at: 0)
        let right = quiz.rightKey
        _ = quiz.handle(.key(Fixtures.wrongKey(for: quiz.state.current!)), at: 1)
        let screen = text(quiz.state)
        XCTAssertTrue(screen.contains("lives ❤️ ❤️    "), screen)
        XCTAssertTrue(screen.contains("misses 1"))
        XCTAssertTrue(screen.contains("TRY AGAIN"), screen)
        XCTAssertTrue(screen.contains("it was \(right)"), screen)
        _ = quiz.advance(to: 10)
        XCTAssertEqual(quiz.state.phase, .awaitingAnswer, "the next question asked by itself")
        XCTAssertNil(quiz.state.quiz.feedback, "the next question clears the outcome")
    }

    func testTheSyllablesGamesOutcomeStaysUntilTheNextWordIsAsked() {
        var game = Fixtures.game(.syllables)
        _ = game.handle(.ask, at: 0)
        _ = game.handle(.key(Fixtures.wrongKey(for: game.state.current!)), at: 1)
        XCTAssertTrue(text(game.state).contains("TRY AGAIN"), "beside the word clapped again")
        _ = game.handle(.ask, at: 9)
        XCTAssertNotNil(game.state.current?.word)
        XCTAssertFalse(text(game.state).contains("TRY AGAIN"), "the word is drawn again, its outcome gone")
    }

    /// A scored answer starts a window's short animation, right or wrong, which is over in 0.4 s.
    func testAnAnswerPlaysItsAnimationForAMomentRightOrWrong() {
        var game = Fixtures.game()
        var presentation = Presentation(configuration: UIConfiguration())
        func show(_ events: [Event], at time: Double) {
            for event in events { _ = presentation.apply(.init(time: time, entry: .event(event, screen: game.state.screen))) }
        }
        show(game.handle(.ask, at: 0), at: 0)
        XCTAssertFalse(presentation.animates(at: 0.1), "asking is no answer")
        show(game.handle(.key(game.rightKey), at: 1), at: 1)
        let halfway = presentation.model(for: game.state, soundProblem: nil, status: nil, at: 1.2).reaction
        XCTAssertEqual(halfway?.right, true)
        XCTAssertEqual(halfway?.progress ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertTrue(presentation.animates(at: 1.39))
        XCTAssertFalse(presentation.animates(at: 1.41))
        XCTAssertNil(presentation.model(for: game.state, soundProblem: nil, status: nil, at: 1.5).reaction)
        show(game.handle(.ask, at: 2), at: 2)
        show(game.handle(.key(Fixtures.wrongKey(for: game.state.current!)), at: 3), at: 3)
        XCTAssertEqual(presentation.model(for: game.state, soundProblem: nil, status: nil, at: 3.1).reaction?.right, false)
    }

    func testARightAnswerIsPraisedInTheGame() {
        var game = Fixtures.game()
        XCTAssertTrue(text(game.state).contains("Enter: a question"), "before the first question, how to ask")
        _ = game.handle(.ask, at: 0)
        _ = game.handle(.key(game.rightKey), at: 1)
        let screen = text(game.state)
        XCTAssertTrue(screen.contains("hits 1"))
        XCTAssertTrue(screen.contains("RIGHT!"), screen)
        XCTAssertFalse(screen.contains("TRY AGAIN"))
    }

    func testTheChallengesEndStaysUpAfterTheGameStartsAfreshUntilTheNextQuestion() {
        var lost = challenge()
        play(&lost, hits: 0)
        XCTAssertTrue(text(lost.state).contains("GAME OVER - 0 hits"), text(lost.state))
        _ = lost.advance(to: 100)
        XCTAssertEqual(lost.state.hits, 0)
        XCTAssertEqual(lost.state.lives, 3, "a fresh game")
        XCTAssertTrue(text(lost.state).contains("GAME OVER"), "still up")
        _ = lost.handle(.ask, at: 101)
        XCTAssertFalse(text(lost.state).contains("GAME OVER"))

        var beaten = challenge(record: 1)
        play(&beaten, hits: 2)
        XCTAssertTrue(text(beaten.state).contains("NEW RECORD - 2 hits"), text(beaten.state))
        XCTAssertFalse(text(beaten.state).contains("hits 0"), "no counters beside the banner:\n\(text(beaten.state))")
    }

    func testTheSyllablesGameShowsTheWordClappedAgainAfterAnAnswer() {
        var game = Fixtures.game(.syllables)
        _ = game.handle(.ask, at: 0)
        let word = game.state.current!.word!
        _ = game.handle(.key(game.rightKey), at: 1)
        _ = game.handle(.syllableShown(0), at: 2)
        let screen = text(game.state)
        let big = BlockFont.render(word.text.uppercased()).map { rows in rows.allSatisfy { screen.contains($0) } } ?? false
        XCTAssertTrue(big || screen.contains(word.text.uppercased()), "the word, big:\n\(screen)")
        XCTAssertFalse(screen.contains(word.text), "the word is shown once, not again in small letters:\n\(screen)")
        XCTAssertTrue(BlockFont.render(word.syllables[0].uppercased())!.allSatisfy { text(game.state).contains($0) })
    }

    func testEveryGameAndChallengeFitsAnySize() {
        var asked = challenge()
        _ = asked.handle(.ask, at: 0)
        var ended = challenge(record: 0)
        play(&ended, hits: 1)
        var syllables = Fixtures.game(.syllables)
        _ = syllables.handle(.ask, at: 0)
        _ = syllables.handle(.key(syllables.rightKey), at: 1)
        _ = syllables.handle(.countShown, at: 2)
        XCTAssertTrue(syllables.state.reveal.countShown)
        let fresh = Subject.allCases.flatMap { [Fixtures.game($0).state, Fixtures.challenge($0).state] }
        ScreenFit.assertFits((fresh + [asked.state, ended.state, syllables.state]).map(ScreenModel.init(state:)))
    }

    func testTheFooterSaysEnterAsksAndTheSubjectsKeysAnswer() {
        let footer = KeyHints.hints(for: Screen(.alphabet, .game), operatorMenu: false, switchesLanguage: false)
        XCTAssertEqual(footer.map(\.0), ["key.enter", "a-z", "key.esc", "?", "*", "+/-", "key.tab", "key.up", "key.right"])
        XCTAssertEqual(footer.map(\.1).prefix(2), ["hint.ask", "hint.answer"])
        let challenge = KeyHints.hints(for: Screen(.numbers, .challenge), operatorMenu: false, switchesLanguage: false)
        XCTAssertEqual(challenge.map(\.0), ["key.enter", "0-9", "key.esc", "?", "m", "+/-", "key.up"], "no challenge of a challenge")
        let line = renderer.plainText(ScreenModel(state: SessionState(screen: Screen(.alphabet, .game)))).last!
        XCTAssertTrue(line.contains("a-z answer"), line)
    }

    func testKeysAskRepeatAnswerAndRightOpensTheChallenge() {
        let game = Screen(.numbers, .game)
        XCTAssertEqual(keys.action(for: .enter, on: game), .input(.ask))
        XCTAssertEqual(keys.action(for: .character(" "), on: game), .input(.ask))
        XCTAssertEqual(keys.action(for: .up, on: game), .input(.repeat))
        XCTAssertEqual(keys.action(for: .character("7"), on: game), .input(.key("7")))
        XCTAssertEqual(keys.action(for: .right, on: game), .open(Screen(.numbers, .challenge)))
        XCTAssertEqual(keys.action(for: .right, on: Screen(.numbers, .challenge)), UIAction.none)
        XCTAssertEqual(keys.action(for: .character("m"), on: Screen(.alphabet, .game)), .input(.key("m")), "m answers there")
        XCTAssertEqual(keys.action(for: .character("M"), on: Screen(.alphabet, .challenge)), .input(.key("m")))
    }
}
