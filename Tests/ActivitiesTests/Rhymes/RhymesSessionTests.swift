@testable import Activities
import Lessons
import XCTest

/// The rhymes game, pure: what each key brings and what the screen shows, with a fixed random source.
final class RhymesSessionTests: XCTestCase {
    private let sets = [
        RhymesContent.RhymeSet(word: "gat", rhyme: "plat", others: ["sol", "mar"]),
        RhymesContent.RhymeSet(word: "lluna", rhyme: "duna", others: ["peix", "casa"]),
    ]

    override func setUp() { ActivityList.register() }

    private func session(sets: [RhymesContent.RhymeSet]? = nil, leadIn: Bool = false) -> RhymesSession {
        RhymesSession(screen: Screen(path: Rhymes.id)!, content: RhymesContent(sets: sets ?? self.sets, hasLeadIn: leadIn),
                      praiseClips: 3, scoldClips: 2, random: SplitMix64(seed: 7))
    }

    private func activityEvents(_ events: [Event]) -> [ActivityEvent] {
        events.compactMap { if case .activity(let event) = $0 { event } else { nil } }
    }

    func testAskingSaysTheWordThenEachNumberedChoiceWithTheRhymeAmongThem() throws {
        var rhymes = session(leadIn: true)
        let asked = try XCTUnwrap(activityEvents(rhymes.handle(.ask, at: 0)).first)
        let view = try XCTUnwrap(rhymes.state.activity?.value(as: RhymesView.self))
        let set = try XCTUnwrap(sets.first { $0.word == view.word })
        XCTAssertEqual(asked.name, "rhyme_asked")
        XCTAssertEqual(Set(view.options), Set([set.rhyme] + set.others))
        XCTAssertEqual(view.options[view.answer], set.rhyme)
        XCTAssertEqual(asked.clips, ["rhymes.lead_in", "rhymes.\(set.word)"]
            + view.options.enumerated().flatMap { ["numbers.\($0.offset + 1)", "rhymes.\($0.element)"] })
        XCTAssertGreaterThan(asked.gap, 0, "each choice is heard on its own")
        XCTAssertEqual(rhymes.state.phase, .awaitingAnswer)
    }

    func testAWrongKeyScoldsAndLeavesTheQuestionOpenAndTheRightKeyPraisesAndCloses() throws {
        var rhymes = session()
        _ = rhymes.handle(.ask, at: 0)
        let answer = try XCTUnwrap(rhymes.state.activity?.value(as: RhymesView.self)?.answer)
        let wrongKey = String((answer + 1) % 3 + 1)
        let wrong = activityEvents(rhymes.handle(.key(wrongKey), at: 1))
        XCTAssertEqual(wrong.map(\.name), ["rhyme_wrong"])
        XCTAssertEqual(wrong.first?.log[.key], .words(wrongKey))
        XCTAssertEqual(rhymes.state.misses, 1)
        XCTAssertEqual(rhymes.state.activity?.value(as: RhymesView.self)?.pressedRight, false)
        XCTAssertEqual(rhymes.state.phase, .awaitingAnswer, "a wrong answer lets the child try again")

        let right = activityEvents(rhymes.handle(.key(String(answer + 1)), at: 2))
        XCTAssertEqual(right.map(\.name), ["rhyme_right"])
        XCTAssertEqual(rhymes.state.hits, 1)
        XCTAssertEqual(rhymes.state.activity?.value(as: RhymesView.self)?.pressedRight, true)
        XCTAssertTrue(activityEvents(rhymes.handle(.key(String(answer + 1)), at: 3)).isEmpty,
                      "once answered, keys wait for the next question")
    }

    func testKeysOutsideTheChoicesAndAnswersBeforeAQuestionAreIgnored() {
        var rhymes = session()
        XCTAssertEqual(rhymes.handle(.key("1"), at: 0), [.ignored(.key("1"))])
        _ = rhymes.handle(.ask, at: 0.5)
        XCTAssertEqual(rhymes.handle(.key("4"), at: 1), [.ignored(.key("4"))])
        XCTAssertEqual(rhymes.handle(.key("x"), at: 1), [.ignored(.key("x"))])
        XCTAssertEqual(rhymes.state.misses, 0)
    }

    func testRepeatSaysTheSameQuestionInTheSameOrder() throws {
        var rhymes = session()
        let first = activityEvents(rhymes.handle(.ask, at: 0))
        XCTAssertEqual(activityEvents(rhymes.handle(.repeat, at: 1)), first)
    }

    func testTheSameSetIsNeverAskedTwiceRunning() throws {
        var rhymes = session()
        var previous: String?
        for step in 0..<20 {
            _ = rhymes.handle(.ask, at: Double(step))
            let word = try XCTUnwrap(rhymes.state.activity?.value(as: RhymesView.self)?.word)
            XCTAssertNotEqual(word, previous)
            previous = word
        }
    }

    func testABankWithoutRhymesAsksNothing() {
        var rhymes = session(sets: [])
        XCTAssertEqual(rhymes.handle(.ask, at: 0), [.ignored(.ask)])
        XCTAssertNil(rhymes.state.activity)
    }
}
