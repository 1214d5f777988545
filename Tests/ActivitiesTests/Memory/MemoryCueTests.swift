@testable import Activities
import Conductor
import Lessons
import XCTest

/// Memory's cues, rendered offline: which clips each batch of its events plays, in order.
final class MemoryCueTests: XCTestCase {
    private let gat = LessonItem(key: "gat", id: "memory.animals.1")
    private let screen = Screen.memory("animals")!

    /// The clips started by rendering `events` on a memory game, with a card, the clap and the end voices.
    private func clips(for events: [Event]) -> [String] {
        CueRender.clips(for: events, on: screen, names: ["memory.animals.1", "clap", "games.celebration", "games.consolation"])
    }

    func testMemoryCardsPlayTheirClipsAndAPairClaps() {
        XCTAssertEqual(clips(for: [MemoryEvent.shown(gat, position: 0)]), ["memory.animals.1"])
        XCTAssertEqual(clips(for: [MemoryEvent.revealed(gat, position: 5), MemoryEvent.matched(pairsLeft: 3)]),
                       ["memory.animals.1", "clap"])
    }

    func testMemoryEndsWithTheCelebrationOrTheConsolation() {
        XCTAssertEqual(clips(for: [MemoryEvent.revealed(gat, position: 1), MemoryEvent.matched(pairsLeft: 0),
                                   MemoryEvent.ended(.won)]),
                       ["memory.animals.1", "clap", "games.celebration"])
        XCTAssertEqual(clips(for: [MemoryEvent.revealed(gat, position: 1), MemoryEvent.missed(mistakesLeft: 0),
                                   MemoryEvent.ended(.lost)]),
                       ["memory.animals.1", "games.consolation"])
    }

    /// A kind's cue step `item` plays the card its event is about, as it plays a question's item.
    func testACueStepOfItemPlaysTheCardTheEventIsAbout() {
        let overrides = [CueKey(activity: MemoryEvent.cardRevealed.name): [CueStep.clip(.clap), .item]]
        XCTAssertEqual(CueRender.clips(for: [MemoryEvent.revealed(gat, position: 2)], on: screen,
                                       names: ["memory.animals.1", "clap"], overrides: overrides),
                       ["clap", "memory.animals.1"])
        XCTAssertEqual(CueRender.clips(for: [MemoryEvent.matched(pairsLeft: 2)], on: screen, names: ["memory.animals.1", "clap"],
                                       overrides: [CueKey(activity: MemoryEvent.pairMatched.name): [.item, .clip(.clap)]]),
                       ["clap"], "an event about no card has no item to play")
    }

    /// The log and the record take what they need from the events' fields, as they did from the shared events'.
    func testTheEventsKeepTheirNamesAndWhatTheLogAndTheRecordTakeFromThem() {
        guard case .activity(let shown) = MemoryEvent.shown(gat, position: 4),
              case .activity(let missed) = MemoryEvent.missed(mistakesLeft: 2),
              case .activity(let matched) = MemoryEvent.matched(pairsLeft: 7),
              case .activity(let won) = MemoryEvent.ended(.won), case .activity(let lost) = MemoryEvent.ended(.lost),
              case .activity(let memorized) = MemoryEvent.memorized
        else { return XCTFail("memory's events are a registered kind's") }
        XCTAssertEqual([shown, memorized, matched, missed, won, lost].map(\.name),
                       ["memory_card_shown", "memorize_ended", "pair_matched", "pair_missed", "memory_won", "memory_lost"])
        XCTAssertEqual(MemoryEvent.revealed(gat, position: 0).name, "card_revealed")
        XCTAssertEqual(shown.log, [.index: .number(4)])
        XCTAssertEqual(shown.item, "memory.animals.1")
        XCTAssertEqual([matched.log, missed.log], [[.count: .number(7)], [.livesLeft: .number(2)]])
        XCTAssertEqual([shown.isCounted, memorized.isCounted, matched.isCounted, missed.isCounted], [false, false, true, true])
        XCTAssertEqual([matched, missed, won, lost].map(\.measure), ["pairs found", "mistakes", "won", "lost"])
        XCTAssertEqual([matched, missed, won, lost].map(\.endsGame), [false, false, true, true])
    }
}
