@testable import Activities
import Lessons
import XCTest

final class GameTests: XCTestCase {
    func testAskNeverRepeatsTheLastQuestionOverThousandsOfAsks() {
        for subject in Subject.allCases {
            var game = Fixtures.game(subject, seed: 11)
            var previous: Question?
            for step in 0..<4000 {
                XCTAssertEqual(game.handle(.ask, at: Double(step)).count, 1)
                XCTAssertNotEqual(game.state.current, previous, "\(subject) repeated at ask \(step)")
                previous = game.state.current
            }
        }
    }

    func testRightAnswerCountsAHitAndPicksAPraise() throws {
        var game = Fixtures.game()
        let question = try XCTUnwrap(game.handle(.ask, at: 0).first)
        guard case .questionAsked(let asked) = question.quiz else { return XCTFail("\(question)") }
        let events = game.handle(.key(game.rightKey), at: 1)
        guard case .answerRight(let praise, asked) = events.first?.quiz else { return XCTFail("\(events)") }
        XCTAssertTrue((0..<8).contains(praise))
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(game.state.hits, 1)
        XCTAssertEqual(game.state.misses, 0)
    }

    func testWrongAnswerCountsAMissAndNamesTheCorrectItem() throws {
        var game = Fixtures.game()
        _ = game.handle(.ask, at: 0)
        let asked = try XCTUnwrap(game.state.current)
        let wrong = Fixtures.wrongKey(for: asked)
        let events = game.handle(.key(wrong), at: 1)
        guard case .answerWrong(let scold, wrong, asked) = events.first?.quiz else { return XCTFail("\(events)") }
        XCTAssertTrue((0..<4).contains(scold))
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(game.state.hits, 0)
        XCTAssertEqual(game.state.misses, 1)
    }

    func testPraiseAndScoldNeverRepeatTheirPreviousClip() {
        var game = Fixtures.game(seed: 5)
        var lastPraise = -1
        var lastScold = -1
        for step in 0..<3000 {
            _ = game.handle(.ask, at: Double(step))
            let right = step % 3 != 0
            let key = right ? game.rightKey : Fixtures.wrongKey(for: game.state.current!)
            switch game.handle(.key(key), at: Double(step) + 0.5).first?.quiz {
            case .answerRight(let praise, _):
                XCTAssertNotEqual(praise, lastPraise)
                lastPraise = praise
            case .answerWrong(let scold, _, _):
                XCTAssertNotEqual(scold, lastScold)
                lastScold = scold
            case let other:
                XCTFail("unexpected \(String(describing: other))")
            }
        }
        XCTAssertEqual(game.state.hits, 2000)
        XCTAssertEqual(game.state.misses, 1000)
    }

    func testCountersStartAtZeroInEveryGame() {
        var first = Fixtures.game()
        _ = first.handle(.ask, at: 0)
        _ = first.handle(.key(first.rightKey), at: 1)
        XCTAssertEqual(first.state.hits, 1)
        let second = Fixtures.game()
        XCTAssertEqual(second.state.hits, 0)
        XCTAssertEqual(second.state.misses, 0)
        XCTAssertNil(second.state.lives, "the plain game has no lives")
        XCTAssertNil(second.state.secondsLeft, "nor a clock")
    }

    func testRepeatReEmitsTheCurrentQuestion() throws {
        var game = Fixtures.game()
        XCTAssertEqual(game.handle(.repeat, at: 0), [.ignored(.repeat)])
        _ = game.handle(.ask, at: 0)
        let asked = try XCTUnwrap(game.state.current)
        XCTAssertEqual(game.handle(.repeat, at: 1), [.questionAsked(asked)])
        XCTAssertEqual(game.handle(.repeat, at: 2), [.questionAsked(asked)])
        XCTAssertEqual(game.state.current, asked)
    }

    func testKeysWithNoQuestionPendingAreIgnored() {
        var game = Fixtures.game()
        XCTAssertEqual(game.handle(.key("3"), at: 0), [.ignored(.key("3"))])
        _ = game.handle(.ask, at: 1)
        _ = game.handle(.key(game.rightKey), at: 2)
        XCTAssertEqual(game.handle(.key("3"), at: 3), [.ignored(.key("3"))], "the question was answered already")
        XCTAssertEqual(game.state.hits + game.state.misses, 1)
    }

    func testKeysOutsideTheSubjectDoNotCountAsAnswers() {
        var game = Fixtures.game(.vowels)
        _ = game.handle(.ask, at: 0)
        XCTAssertEqual(game.handle(.key("7"), at: 1), [.ignored(.key("7"))])
        XCTAssertEqual(game.state.misses, 0)
        XCTAssertEqual(game.state.phase, .awaitingAnswer)
        guard case .answerRight = game.handle(.key(game.rightKey.uppercased()), at: 2).first?.quiz else {
            return XCTFail("an upper-case key answers a letter")
        }
    }

    func testSyllableMissAsksForTheWordReplayedClapped() throws {
        var game = Fixtures.game(.syllables)
        _ = game.handle(.ask, at: 0)
        let word = try XCTUnwrap(game.state.current?.word)
        let wrong = Fixtures.wrongKey(for: .word(word))
        let events = game.handle(.key(wrong), at: 1)
        guard events.count == 2, case .answerWrong(_, wrong, .word(word)) = events[0].quiz else { return XCTFail("\(events)") }
        XCTAssertEqual(events[1], .syllableSequence(word))
        XCTAssertEqual(game.handle(.syllableShown(0), at: 3), [.syllableShown(index: 0)], "the replay is revealed too")
        XCTAssertEqual(game.handle(.countShown, at: 5), [.countShown(count: word.count)])
    }

    func testSyllableHitAsksForTheWordReplayedClappedToo() throws {
        var game = Fixtures.game(.syllables)
        _ = game.handle(.ask, at: 0)
        let word = try XCTUnwrap(game.state.current?.word)
        let events = game.handle(.key(game.rightKey), at: 1)
        guard events.count == 2, case .answerRight(_, .word(word)) = events[0].quiz else { return XCTFail("\(events)") }
        XCTAssertEqual(events[1], .syllableSequence(word))
        XCTAssertEqual(game.handle(.syllableShown(0), at: 3), [.syllableShown(index: 0)], "the replay is revealed too")
        XCTAssertEqual(game.handle(.countShown, at: 5), [.countShown(count: word.count)])
    }

    func testItemHitHasNoReplay() {
        var game = Fixtures.game(.numbers)
        _ = game.handle(.ask, at: 0)
        XCTAssertEqual(game.handle(.key(game.rightKey), at: 1).map(\.name), ["answer_right"])
    }

    func testAskDuringAQuestionSkipsToANewOne() {
        var game = Fixtures.game()
        _ = game.handle(.ask, at: 0)
        let first = game.state.current
        _ = game.handle(.ask, at: 1)
        XCTAssertNotEqual(game.state.current, first)
        XCTAssertEqual(game.state.misses, 0, "skipping is not a miss")
    }
}
