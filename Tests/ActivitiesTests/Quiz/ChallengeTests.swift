@testable import Activities
import Lessons
import XCTest

final class ChallengeTests: XCTestCase {
    /// Lets time run from `start` to `end` in `step`s (computed, not summed, so the test itself does not drift).
    private func run(_ quiz: inout Quiz<SplitMix64>, from start: Double, to end: Double, step: Double = 0.37)
        -> [(time: Double, event: Event)]
    {
        var timed: [(time: Double, event: Event)] = []
        var index = 1
        while start + Double(index) * step <= end {
            let now = start + Double(index) * step
            timed += quiz.advance(to: now).map { (now, $0) }
            index += 1
        }
        return timed
    }

    /// Answers wrong until the game ends, skipping feedback; returns the last answer's events.
    private func missUntilGameEnds(_ quiz: inout Quiz<SplitMix64>, at now: Double) -> [Event] {
        var events: [Event] = []
        while quiz.state.phase != .announcement {
            if quiz.state.phase != .awaitingAnswer { _ = quiz.handle(quiz.state.phase == .idle ? .ask : .cueFinished, at: now) }
            events = quiz.handle(.key(Fixtures.wrongKey(for: quiz.state.current!)), at: now)
        }
        return events
    }

    /// Answers `hits` questions right, skipping feedback.
    private func hit(_ quiz: inout Quiz<SplitMix64>, times hits: Int, at now: Double) {
        for _ in 0..<hits {
            _ = quiz.handle(quiz.state.phase == .idle ? .ask : .cueFinished, at: now)
            _ = quiz.handle(.key(quiz.rightKey), at: now)
        }
    }

    func testChallengeStartsWithTheStoredRecordAllLivesAndAFullClock() {
        let quiz = Fixtures.challenge(records: FakeRecords(best: [.numbers: 4]))
        XCTAssertEqual(quiz.state.record, 4)
        XCTAssertEqual(quiz.state.lives, 3)
        XCTAssertEqual(quiz.state.secondsLeft, 9)
        XCTAssertEqual(quiz.state.screen.path, "numbers/challenge")
    }

    func testCountdownTicksEachWholeSecondOnceThenTimesOut() throws {
        var quiz = Fixtures.challenge()
        _ = quiz.handle(.ask, at: 0)
        let asked = try XCTUnwrap(quiz.state.current)
        let timed = run(&quiz, from: 0, to: 9.5)
        let ticks = timed.compactMap { item -> (Double, Int)? in
            if case .tick(let left) = item.event.quiz { (item.time, left) } else { nil }
        }
        XCTAssertEqual(ticks.map(\.1), [8, 7, 6, 5, 4, 3, 2, 1])
        for (time, left) in ticks {
            let due = Double(9 - left)
            XCTAssertTrue(time >= due && time < due + 0.37, "tick \(left) at \(time)")
        }
        guard case .timeout(_, asked) = timed[8].event.quiz else { return XCTFail("\(timed[8])") }
        XCTAssertTrue(timed[8].time >= 9 && timed[8].time < 9.37)
        XCTAssertEqual(timed.count, 10, "the timeout and the life lost, nothing twice")
        XCTAssertEqual(quiz.state.secondsLeft, 0)
    }

    func testTimeoutCostsALifeAndAMiss() {
        var quiz = Fixtures.challenge()
        _ = quiz.handle(.ask, at: 0)
        let events = quiz.advance(to: 9)
        XCTAssertEqual(events.map(\.name), ["tick", "tick", "tick", "tick", "tick", "tick", "tick", "tick", "timeout", "life_lost"])
        XCTAssertEqual(events.last, .lifeLost(livesLeft: 2))
        XCTAssertEqual(quiz.state.lives, 2)
        XCTAssertEqual(quiz.state.misses, 1)
        XCTAssertEqual(quiz.state.phase, .feedback)
    }

    func testTimeoutEndsTheGameAtOnceWhenSwitchedOn() {
        var rules = ChallengeRules()
        rules.timeoutEndsGame = true
        var quiz = Fixtures.challenge(rules: rules, records: FakeRecords(best: [.numbers: 5]))
        _ = quiz.handle(.ask, at: 0)
        _ = quiz.handle(.key(quiz.rightKey), at: 1)
        _ = quiz.handle(.cueFinished, at: 2)
        let events = quiz.advance(to: 11)
        XCTAssertEqual(events.suffix(2).map(\.name), ["timeout", "game_over"])
        XCTAssertEqual(events.last, .gameOver(hits: 1))
        XCTAssertFalse(events.contains(.lifeLost(livesLeft: 2)))
        XCTAssertEqual(quiz.state.phase, .announcement)
    }

    func testAKeyAfterTheDeadlineLosesToTheTimeout() {
        var quiz = Fixtures.challenge()
        _ = quiz.handle(.ask, at: 0)
        let key = quiz.rightKey
        let events = quiz.handle(.key(key), at: 9.2)
        XCTAssertEqual(events.suffix(3).map(\.name), ["timeout", "life_lost", "ignored"])
        XCTAssertEqual(quiz.state.hits, 0)
    }

    func testWrongAnswerCostsALifeAndTheThirdEndsTheGame() {
        var quiz = Fixtures.challenge()
        _ = quiz.handle(.ask, at: 0)
        let first = quiz.handle(.key(Fixtures.wrongKey(for: quiz.state.current!)), at: 0.5)
        XCTAssertEqual(first.map(\.name), ["answer_wrong", "life_lost"])
        XCTAssertEqual(first.last, .lifeLost(livesLeft: 2))
        let last = missUntilGameEnds(&quiz, at: 2)
        XCTAssertEqual(last.map(\.name), ["answer_wrong", "life_lost", "game_over"])
        XCTAssertEqual(last.last, .gameOver(hits: 0))
        XCTAssertEqual(quiz.state.lives, 0)
        XCTAssertEqual(quiz.state.misses, 3)
    }

    func testBeatingTheRecordSavesItBeforeAnnouncingIt() {
        let records = FakeRecords(best: [.numbers: 1])
        var quiz = Fixtures.challenge(records: records)
        hit(&quiz, times: 2, at: 0)
        let last = missUntilGameEnds(&quiz, at: 1)
        XCTAssertEqual(last.last, .newRecord(subject: .numbers, hits: 2))
        XCTAssertFalse(last.contains(.gameOver(hits: 2)))
        XCTAssertEqual(records.best(for: .numbers), 2, "saved by the time the announcement is emitted")
        XCTAssertEqual(records.saves, 1)
        XCTAssertEqual(quiz.state.record, 2)
    }

    func testEqualingTheRecordIsGameOver() {
        let records = FakeRecords(best: [.numbers: 2])
        var quiz = Fixtures.challenge(records: records)
        hit(&quiz, times: 2, at: 0)
        XCTAssertEqual(missUntilGameEnds(&quiz, at: 1).last, .gameOver(hits: 2))
        XCTAssertEqual(records.saves, 0)
    }

    func testAFailedSaveAnnouncesNoRecord() {
        let records = FakeRecords(failing: true)
        var quiz = Fixtures.challenge(records: records)
        hit(&quiz, times: 2, at: 0)
        let last = missUntilGameEnds(&quiz, at: 1)
        XCTAssertEqual(last.map(\.name), ["answer_wrong", "life_lost", "record_not_saved", "game_over"])
        XCTAssertEqual(last.last, .gameOver(hits: 2))
        XCTAssertEqual(quiz.state.record, 0)
    }

    func testKeysDuringTheAnnouncementAreIgnoredNotQueued() {
        var quiz = Fixtures.challenge()
        _ = missUntilGameEnds(&quiz, at: 0)
        for input: Input in [.ask, .key("1"), .repeat, .help, .toggleCase] {
            XCTAssertEqual(quiz.handle(input, at: 1), [.ignored(input)])
        }
        XCTAssertEqual(quiz.handle(.cueFinished, at: 2), [])
        XCTAssertEqual(quiz.state.phase, .idle)
        XCTAssertEqual(quiz.advance(to: 20), [], "nothing was queued during the announcement")
        XCTAssertEqual(quiz.handle(.ask, at: 21).map(\.name), ["question_asked"])
    }

    func testAnnouncementEndsAfterItsDurationAndCountersReset() {
        var quiz = Fixtures.challenge()
        hit(&quiz, times: 3, at: 0)
        _ = missUntilGameEnds(&quiz, at: 1)
        XCTAssertEqual(quiz.state.hits, 3)
        XCTAssertEqual(quiz.advance(to: 5.9), [])
        XCTAssertEqual(quiz.state.phase, .announcement)
        XCTAssertTrue(quiz.awaitsTime)
        _ = quiz.advance(to: 6)
        XCTAssertEqual(quiz.state.phase, .idle)
        XCTAssertFalse(quiz.awaitsTime, "idle, the challenge waits for Enter")
        XCTAssertEqual(quiz.state.hits, 0)
        XCTAssertEqual(quiz.state.misses, 0)
        XCTAssertEqual(quiz.state.lives, 3)
        XCTAssertEqual(quiz.state.secondsLeft, 9)
        XCTAssertEqual(quiz.state.record, 3)
        XCTAssertNil(quiz.state.current)
    }

    func testNextQuestionIsAskedByItselfAfterFeedback() {
        var quiz = Fixtures.challenge()
        _ = quiz.handle(.ask, at: 0)
        let first = quiz.state.current
        XCTAssertTrue(quiz.awaitsTime, "the clock runs")
        _ = quiz.handle(.key(quiz.rightKey), at: 1)
        XCTAssertEqual(quiz.state.phase, .feedback)
        XCTAssertTrue(quiz.awaitsTime, "the next question comes by itself")
        XCTAssertEqual(quiz.handle(.key("1"), at: 2), [.ignored(.key("1"))], "no answering during feedback")
        XCTAssertEqual(quiz.advance(to: 3.4), [])
        let events = quiz.advance(to: 3.5)
        XCTAssertEqual(events.map(\.name), ["question_asked"])
        XCTAssertNotEqual(quiz.state.current, first)
        XCTAssertEqual(quiz.state.phase, .awaitingAnswer)
    }

    func testTheConductorCanEndFeedbackEarly() {
        var quiz = Fixtures.challenge()
        _ = quiz.handle(.ask, at: 0)
        _ = quiz.handle(.key(quiz.rightKey), at: 1)
        XCTAssertEqual(quiz.handle(.cueFinished, at: 1.8).map(\.name), ["question_asked"])
    }

    func testCountdownRestartsAtFullForEveryQuestion() {
        var quiz = Fixtures.challenge()
        _ = quiz.handle(.ask, at: 0)
        _ = run(&quiz, from: 0, to: 4.1)
        XCTAssertEqual(quiz.state.secondsLeft, 5)
        _ = quiz.handle(.key(quiz.rightKey), at: 4.2)
        _ = quiz.handle(.cueFinished, at: 5)
        XCTAssertEqual(quiz.state.secondsLeft, 9)
        XCTAssertEqual(quiz.advance(to: 5.99), [])
        XCTAssertEqual(quiz.advance(to: 6), [.tick(secondsLeft: 8)])
    }

    func testAskAndRepeatDuringAQuestionDoNotRestartTheClock() throws {
        var quiz = Fixtures.challenge()
        _ = quiz.handle(.ask, at: 0)
        let asked = try XCTUnwrap(quiz.state.current)
        XCTAssertEqual(quiz.handle(.ask, at: 3.5).last, .ignored(.ask))
        XCTAssertEqual(quiz.handle(.repeat, at: 3.6), [.questionAsked(asked)])
        XCTAssertEqual(quiz.state.secondsLeft, 6)
        XCTAssertEqual(quiz.advance(to: 4), [.tick(secondsLeft: 5)])
    }

    func testNoDriftOverAThousandQuestions() {
        var rules = ChallengeRules()
        rules.lives = 10_000
        var quiz = Fixtures.challenge(rules: rules, seed: 99)
        var random = SplitMix64(seed: 1234)
        let step = 0.37
        var askedAt = 0.0
        var answerAt = Double.infinity
        var ticksThisQuestion: [Int] = []
        var questions = 0
        var timeouts = 0
        var index = 0
        var events = quiz.handle(.ask, at: 0)
        while true {
            let now = Double(index) * step
            for event in events {
                switch event.quiz {
                case .questionAsked:
                    questions += 1
                    askedAt = now
                    ticksThisQuestion = []
                    // Every seventh question is left to time out; the others are answered well before the deadline.
                    answerAt = questions % 7 == 0 ? .infinity : now + Double.random(in: 0..<8.5, using: &random)
                case .tick(let left):
                    let due = askedAt + Double(9 - left)
                    XCTAssertTrue(now >= due - 1e-9 && now < due + step + 1e-9, "tick \(left) at \(now), asked \(askedAt)")
                    XCTAssertFalse(ticksThisQuestion.contains(left), "tick \(left) twice")
                    ticksThisQuestion.append(left)
                case .timeout:
                    timeouts += 1
                    XCTAssertEqual(ticksThisQuestion, [8, 7, 6, 5, 4, 3, 2, 1])
                    XCTAssertTrue(now >= askedAt + 9 - 1e-9 && now < askedAt + 9 + step + 1e-9, "timeout at \(now)")
                default:
                    break
                }
            }
            if questions == 1000 { break }
            index += 1
            let next = Double(index) * step
            let answering = quiz.state.phase == .awaitingAnswer && next >= answerAt
            events = answering ? quiz.handle(.key(quiz.rightKey), at: next) : quiz.advance(to: next)
        }
        XCTAssertEqual(timeouts, 142, "exactly the questions left alone time out")
        XCTAssertEqual(quiz.state.misses, timeouts)
        XCTAssertEqual(quiz.state.hits, 999 - timeouts)
        XCTAssertGreaterThan(Double(index) * step, 5000, "a long game, well past where drift would show")
    }

    func testSyllableMissReplaysTheWordAndWaitsForIt() throws {
        var quiz = Fixtures.challenge(.syllables)
        _ = quiz.handle(.ask, at: 0)
        let word = try XCTUnwrap(quiz.state.current?.word)
        let events = quiz.handle(.key(Fixtures.wrongKey(for: .word(word))), at: 0.5)
        XCTAssertEqual(events.map(\.name), ["answer_wrong", "syllable_sequence", "life_lost"])
        XCTAssertEqual(events[1], .syllableSequence(word))
        XCTAssertEqual(quiz.advance(to: 0.5 + 2.5 + 7 - 0.01), [], "feedback waits for the replay")
        XCTAssertEqual(quiz.advance(to: 0.5 + 2.5 + 7).map(\.name), ["question_asked"])
    }

    func testSyllableHitReplaysTheWordAndWaitsForIt() throws {
        var quiz = Fixtures.challenge(.syllables)
        _ = quiz.handle(.ask, at: 0)
        let word = try XCTUnwrap(quiz.state.current?.word)
        let events = quiz.handle(.key(quiz.rightKey), at: 0.5)
        XCTAssertEqual(events.map(\.name), ["answer_right", "syllable_sequence"])
        XCTAssertEqual(events[1], .syllableSequence(word))
        XCTAssertEqual(quiz.state.lives, 3, "a hit costs no life")
        XCTAssertEqual(quiz.advance(to: 0.5 + 2.5 + 7 - 0.01), [], "feedback waits for the replay")
        XCTAssertEqual(quiz.advance(to: 0.5 + 2.5 + 7).map(\.name), ["question_asked"])
    }

    func testSyllableTimeoutReplaysTheWordToo() {
        var quiz = Fixtures.challenge(.syllables)
        _ = quiz.handle(.ask, at: 0)
        let word = quiz.state.current!.word!
        XCTAssertEqual(quiz.advance(to: 9).suffix(3).map(\.name), ["timeout", "syllable_sequence", "life_lost"])
        XCTAssertEqual(quiz.handle(.syllableShown(0), at: 9.5), [.syllableShown(index: 0)])
        XCTAssertEqual(quiz.state.current?.word, word)
    }

    func testBackAbandonsTheGameWithoutARecord() {
        let records = FakeRecords()
        var quiz = Fixtures.challenge(records: records)
        hit(&quiz, times: 4, at: 0)
        XCTAssertEqual(quiz.handle(.back, at: 1), [.screenLeft(Screen(.numbers, .challenge))])
        XCTAssertEqual(quiz.advance(to: 100), [], "no clock after leaving")
        XCTAssertEqual(records.saves, 0)
    }

    func testAGameAfterAnAnnouncementStartsFromZero() {
        var quiz = Fixtures.challenge()
        hit(&quiz, times: 2, at: 0)
        _ = missUntilGameEnds(&quiz, at: 1)
        _ = quiz.handle(.cueFinished, at: 2)
        _ = quiz.handle(.ask, at: 3)
        _ = quiz.handle(.key(quiz.rightKey), at: 4)
        XCTAssertEqual(quiz.state.hits, 1)
        XCTAssertEqual(quiz.state.lives, 3)
    }
}
