@testable import Activities
import Lessons
import XCTest

/// The story's naming game (Sabatilles' "Jugar", made audible).
final class StoryNamesTests: XCTestCase {
    /// The key (from 1) whose name is the character whose voice `event` plays.
    private func key(for event: Event?, in game: StoryNames<SplitMix64>) -> Int? {
        guard let voice = event?.story, voice.event == .characterVoice, let clip = voice.clip else { return nil }
        let name = String(clip.dropFirst("ca.".count))
        return game.state.story?.names.firstIndex { $0.text == name }.map { $0 + 1 }
    }

    func testAVoicePlaysOnEntryAndFourNamesWaitOnKeysOneToFour() {
        var game = StoryFixtures.names()
        let events = game.start()
        XCTAssertEqual(events.count, 1)
        XCTAssertNotNil(key(for: events.first, in: game))
        XCTAssertEqual(Set(game.state.story?.names.map(\.text) ?? []), ["Pruna", "Bru", "Lola", "Tito"])
        XCTAssertEqual(game.state.phase, .awaitingAnswer)
    }

    func testTheRightNameIsLockedWithPraiseAndTheNextVoiceFollows() throws {
        var game = StoryFixtures.names()
        let first = try XCTUnwrap(key(for: game.start().first, in: game))
        let events = game.handle(.key(String(first)), at: 1)
        guard events.first?.story?.event == .nameRight, events.last?.story?.event == .characterVoice, events.count == 2 else {
            return XCTFail("expected praise, then the next voice: \(events)")
        }
        XCTAssertEqual(game.state.story?.names[first - 1].locked, true)
        XCTAssertEqual(game.state.hits, 1)
        XCTAssertEqual(game.handle(.key(String(first)), at: 2), [.ignored(.key(String(first)))], "a locked name takes no answer")
    }

    func testAWrongNameIsScoldedAndTheSameVoicePlaysAgain() throws {
        var game = StoryFixtures.names()
        let voice = try XCTUnwrap(game.start().first)
        let right = try XCTUnwrap(key(for: voice, in: game))
        let wrong = right == 1 ? 2 : 1
        let events = game.handle(.key(String(wrong)), at: 1)
        guard events.first?.story?.event == .nameWrong, events.last == voice, events.count == 2 else {
            return XCTFail("expected a scold, then the same voice: \(events)")
        }
        XCTAssertEqual(game.state.misses, 1)
        XCTAssertEqual(game.state.story?.names.filter(\.locked).count, 0)
        XCTAssertEqual(game.handle(.key("5"), at: 2), [.ignored(.key("5"))], "only keys 1-4 name")
        XCTAssertEqual(game.handle(.repeat, at: 3), [voice])
    }

    func testAllFourFoundEndsWithACongratulationAndEnterPlaysAgain() throws {
        var game = StoryFixtures.names()
        var voice = game.start().first
        var last: [Event] = []
        for _ in 0..<4 {
            let right = try XCTUnwrap(key(for: voice, in: game))
            last = game.handle(.key(String(right)), at: 1)
            voice = last.last
        }
        XCTAssertEqual(last.last, .namesFound)
        XCTAssertEqual(game.state.story?.won, true)
        XCTAssertEqual(game.state.hits, 4)
        XCTAssertFalse(game.awaitsTime, "a won game waits for Enter alone")
        XCTAssertEqual(game.handle(.key("1"), at: 2), [.ignored(.key("1"))])
        let again = game.handle(.ask, at: 3)
        XCTAssertNotNil(key(for: again.first, in: game), "a new game starts with a voice")
        XCTAssertEqual(game.state.story?.won, false)
        XCTAssertEqual(game.state.story?.names.filter(\.locked).count, 0)
    }

    func testNamesAndVoicesAreShuffledEveryRun() {
        let orders = Set((UInt64(1)...12).map { seed -> [String] in
            var game = StoryFixtures.names(seed: seed)
            _ = game.start()
            return game.state.story?.names.map(\.text) ?? []
        })
        XCTAssertGreaterThan(orders.count, 3)
        let firstVoices = Set((UInt64(1)...12).map { seed -> Event? in
            var game = StoryFixtures.names(seed: seed)
            return game.start().first
        })
        XCTAssertGreaterThan(firstVoices.count, 1)
    }
}
