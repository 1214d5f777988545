import AudioEngine
import Lessons
import XCTest

/// A kiosk runs a game for hours: a long game through the navigator and the conductor leaves nothing behind (from
/// ConductorTests' LongRunTests, which now play the events alone).
final class QuizLongRunTests: XCTestCase {
    func testAHundredAndFiftyQuestionsAreAllCountedAndLeaveOnlyTheMusicPlaying() {
        let session = Fixtures.numbersGames(groups: ["praise": 2, "scold": 2], groupSeconds: 0.7)
        let music = Clip(name: "music", samples: [Float](repeating: 0.05, count: 2 * 48_000), format: .standard)
        session.engine.scheduler.play(music, on: .music, loop: LoopRange(start: 0, end: 48_000))
        session.open(Screen(.numbers, .game))
        var time = 0.0
        // Questions cut each other, answers come early and late: every path that schedules or cancels.
        for round in 0..<150 {
            time += 0.2
            session.press(.ask, at: time)
            time += round % 3 == 0 ? 0.1 : 0.5
            let key = session.driver.state.current?.answerKey ?? "0"
            session.press(.key(round % 4 == 0 ? (key == "1" ? "2" : "1") : key), at: time)
        }
        session.play(until: time + 3)
        XCTAssertEqual(session.driver.state.hits + session.driver.state.misses, 150)
        XCTAssertEqual(session.driver.state.misses, 38, "every fourth answer was wrong")
        XCTAssertEqual(session.engine.scheduler.activeCount, 1, "only the music is left playing")
        XCTAssertFalse(session.driver.conductor.isPlaying)
    }
}
