@testable import Activities
import Lessons
import XCTest

/// The syllables lesson's session: a word at random, never twice in a row, revealed as the conductor reports it.
final class SyllableLessonTests: XCTestCase {
    private func lesson(seed: UInt64 = 3) -> SyllableLesson<SplitMix64> {
        SyllableLesson(words: Fixtures.words, random: SplitMix64(seed: seed))
    }

    func testAskRequestsTheClappedSequenceOfARandomWord() throws {
        var lesson = lesson()
        let events = lesson.handle(.ask, at: 0)
        let word = try XCTUnwrap(lesson.state.current?.word)
        XCTAssertEqual(events, [.syllableSequence(word)])
        XCTAssertEqual(lesson.state.phase, .presenting)
        XCTAssertEqual(lesson.state.reveal, SyllableReveal())
    }

    func testAskNeverGivesTheSameWordTwiceInARow() {
        var lesson = lesson()
        var previous: Question?
        for step in 0..<3000 {
            _ = lesson.handle(.ask, at: Double(step))
            XCTAssertNotEqual(lesson.state.current, previous)
            previous = lesson.state.current
        }
    }

    func testSyllablesAndCountAreRevealedAsTheConductorReportsThem() throws {
        var lesson = lesson()
        _ = lesson.handle(.ask, at: 0)
        let word = try XCTUnwrap(lesson.state.current?.word)
        XCTAssertEqual(lesson.handle(.syllableShown(0), at: 1.5), [.syllableShown(index: 0)])
        XCTAssertEqual(lesson.state.reveal.revealed, 1)
        XCTAssertEqual(lesson.handle(.syllableShown(word.count), at: 1.6), [], "past the last syllable")
        XCTAssertEqual(lesson.handle(.countShown, at: 4.5), [.countShown(count: word.count)])
        XCTAssertEqual(lesson.state.reveal.revealed, word.count)
        XCTAssertTrue(lesson.state.reveal.countShown)
    }

    func testALateReportNeverHidesWhatWasShown() throws {
        var lesson = SyllableLesson(words: [Fixtures.words[3]], random: SplitMix64(seed: 1))
        _ = lesson.handle(.ask, at: 0)
        _ = lesson.handle(.syllableShown(2), at: 1)
        _ = lesson.handle(.syllableShown(1), at: 1)
        XCTAssertEqual(lesson.state.reveal.revealed, 3)
    }

    func testRepeatAndNewAskStartTheRevealAgain() throws {
        var lesson = lesson()
        XCTAssertEqual(lesson.handle(.repeat, at: 0), [.ignored(.repeat)])
        _ = lesson.handle(.ask, at: 0)
        let word = try XCTUnwrap(lesson.state.current?.word)
        _ = lesson.handle(.countShown, at: 5)
        XCTAssertEqual(lesson.handle(.repeat, at: 6), [.syllableSequence(word)])
        XCTAssertEqual(lesson.state.reveal, SyllableReveal())
    }

    func testAnswerKeysDoNothingInTheLesson() {
        var lesson = lesson()
        XCTAssertEqual(lesson.handle(.key("2"), at: 0), [.ignored(.key("2"))])
        XCTAssertEqual(lesson.handle(.toggleCase, at: 0), [.ignored(.toggleCase)])
        XCTAssertEqual(lesson.handle(.syllableShown(0), at: 0), [], "no word yet")
    }
}
