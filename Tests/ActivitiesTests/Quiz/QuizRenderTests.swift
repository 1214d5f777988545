import AudioEngine
import Lessons
import XCTest

/// Games and challenges rendered offline through the navigator and the conductor (from ConductorTests'
/// RenderedSessionTests, which register no kinds): the feedback's timing, the clock and the lives as heard.
final class QuizRenderTests: XCTestCase {
    private let records = FakeRecords(best: [.numbers: 5])

    /// The numbers' games over clips 0.4 s long, praise ×4, scold ×3 and the game-over clip.
    private func session() -> RenderedDriver {
        Fixtures.numbersGames(groups: ["praise": 4, "scold": 3, "game_over": 1], groupSeconds: 0.8, records: records)
    }

    func testPraiseStartsWithinMillisecondsOfARightAnswer() {
        let game = session()
        game.open(Screen(.numbers, .game))
        game.press(.ask, at: 0.2)
        guard let answer = game.driver.state.current?.answerKey else { return XCTFail("no question") }
        game.press(.key(answer), at: 1.3)
        game.play(until: 3)
        let praise = game.started.first { $0.clip.hasPrefix("praise.") }
        XCTAssertNotNil(praise)
        XCTAssertEqual(praise?.at ?? 0, 1.3, accuracy: 0.005)
        XCTAssertEqual(game.driver.state.hits, 1)
    }

    func testChallengeEndsAfterThirdMissWithGameOverAndKeysIgnoredDuringIt() {
        let challenge = session()
        challenge.open(Screen(.numbers, .challenge))
        challenge.press(.ask, at: 0.2)
        var time = 0.5
        for _ in 0..<3 {
            guard let answer = challenge.driver.state.current?.answerKey else { return XCTFail("no question at \(time)") }
            challenge.press(.key(answer == "1" ? "2" : "1"), at: time)
            time += 4
            challenge.play(until: time)
        }
        XCTAssertEqual(challenge.eventNames.filter { $0 == "life_lost" }.count, 3)
        XCTAssertTrue(challenge.eventNames.contains("game_over"))
        XCTAssertFalse(challenge.eventNames.contains("new_record"))
        XCTAssertTrue(challenge.started.contains { $0.clip == "game_over.0" })
        XCTAssertEqual(records.saves, 0)
        XCTAssertEqual(records.best(for: .numbers), 5)
    }

    func testChallengeTimeoutCostsALifeAfterNineSeconds() {
        let challenge = session()
        challenge.open(Screen(.numbers, .challenge))
        challenge.press(.ask, at: 1)
        challenge.play(until: 10.5)
        let timeout = challenge.log.first { if case .event(let event, _) = $0.entry, case .timeout? = event.quiz { true } else { false } }
        XCTAssertEqual(timeout?.time ?? 0, 10, accuracy: 0.011)
        XCTAssertEqual(challenge.driver.state.lives, 2)
        XCTAssertTrue(challenge.started.contains { $0.clip.hasPrefix("scold.") && abs($0.at - (timeout?.time ?? 0)) < 0.011 })
    }
}
