@testable import Activities
import Lessons
import XCTest

final class MemoryGameTests: XCTestCase {
    private let cards = (1...8).map { LessonItem(key: "card\($0)", id: "memory.animals.\($0)") }

    private func game(seed: UInt64 = 1, rules: MemoryRules = MemoryRules()) -> MemoryGame<SplitMix64> {
        MemoryGame(screen: .memory("animals")!, cards: cards, rules: rules, random: SplitMix64(seed: seed))
    }

    /// A game past its memorize phase, started at time 0, its cards' clips each 0.3 s long.
    private func playing(seed: UInt64 = 1) -> MemoryGame<SplitMix64> {
        var memory = game(seed: seed)
        _ = memorize(&memory, from: 0, clipSeconds: 0.3)
        return memory
    }

    /// Runs the memorize phase from `from` in 10 ms steps; each card's clip reports its end `clipSeconds` after it
    /// starts (nil: never). Returns when each card was shown and when the phase ended.
    private func memorize(_ memory: inout MemoryGame<SplitMix64>, from: Double,
                          clipSeconds: Double?) -> (shown: [(position: Int, at: Double)], ended: Double?) {
        var shown: [(position: Int, at: Double)] = []
        var clipEnds: Double?
        for step in 0...10_000 {
            let now = from + Double(step) / 100
            var events = memory.advance(to: now)
            if let end = clipEnds, now >= end - 1e-9 {
                clipEnds = nil
                events += memory.handle(.cueFinished, at: now)
            }
            for event in events {
                if case .activity(let shownCard) = event, shownCard.name == MemoryEvent.cardShown.rawValue,
                   case .number(let position) = shownCard.log[.index] {
                    shown.append((position, now))
                    XCTAssertEqual(shownCard.item, memory.board.cards[position].item.id)
                    clipEnds = clipSeconds.map { now + $0 }
                }
                if event == MemoryEvent.memorized { return (shown, now) }
            }
        }
        return (shown, nil)
    }

    private func key(_ position: Int) -> Input { .key(MemoryBoard.keys[position]) }

    /// The positions of each pair, by pair.
    private func pairs(_ memory: MemoryGame<SplitMix64>) -> [[Int]] {
        let cards = memory.board.cards
        return (0..<8).map { pair in cards.indices.filter { cards[$0].pair == pair } }
    }

    func testDealsEightPairsFaceUpForTheMemorizePhase() {
        let board = game().board
        XCTAssertEqual(board.cards.count, 16)
        XCTAssertEqual(Dictionary(grouping: board.cards, by: \.pair).mapValues(\.count), Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, 2) }))
        XCTAssertTrue(board.cards.allSatisfy { $0.look == .shown })
        XCTAssertEqual(board.mistakesLeft, 3)
        XCTAssertEqual(game().state.phase, .presenting)
    }

    func testMemorizePhasePlaysEveryCardInTurnOverTenSecondsThenHidesThem() {
        var memory = game()
        let (shown, ended) = memorize(&memory, from: 100, clipSeconds: 0.3)
        XCTAssertEqual(shown.map(\.position), Array(0..<16))
        XCTAssertEqual(shown.map(\.at), (0..<16).map { 100 + (Double($0) * 0.625 * 100).rounded(.up) / 100 })
        XCTAssertEqual(ended, 110)
        XCTAssertEqual(memory.state.phase, .awaitingAnswer)
        XCTAssertTrue(memory.board.cards.allSatisfy { $0.look == .hidden })
    }

    func testACardLongerThanItsShareIsHeardToItsEndBeforeTheNextAndThePhaseWaitsForTheLast() {
        var memory = game()
        let (shown, ended) = memorize(&memory, from: 0, clipSeconds: 0.9)
        XCTAssertEqual(shown.map(\.position), Array(0..<16))
        for (card, next) in zip(shown, shown.dropFirst()) {
            XCTAssertEqual(next.at - card.at, 1.0, accuracy: 0.011, "0.9 s of clip, then the 0.1 s gap")
        }
        XCTAssertEqual(ended ?? 0, shown.last!.at + 0.9, accuracy: 0.011)
        XCTAssertEqual(memory.state.phase, .awaitingAnswer)
    }

    func testACardWhoseEndIsNeverReportedHoldsTheNextOnlyForTheWaitLimit() {
        var memory = game()
        let (shown, ended) = memorize(&memory, from: 0, clipSeconds: nil)
        XCTAssertEqual(shown.count, 16)
        // Each wait runs from the step the card really began on, so the 10 ms steps may each add up to one step.
        for (card, next) in zip(shown, shown.dropFirst()) { XCTAssertEqual(next.at - card.at, 5.1, accuracy: 0.011) }
        XCTAssertEqual(ended ?? 0, shown.last!.at + 5, accuracy: 0.011)
    }

    func testAStalledClockPlaysTheNextCardAloneNotABurst() {
        var memory = game()
        _ = memory.advance(to: 0)
        XCTAssertEqual(memory.advance(to: 100).map(\.name), ["memory_card_shown"])
        XCTAssertEqual(memory.state.phase, .presenting, "the cards are not hidden while one still sounds")
        XCTAssertEqual(memory.handle(.cueFinished, at: 100.5), [], "the gap after it")
        XCTAssertEqual(memory.advance(to: 100.6).map(\.name), ["memory_card_shown"])
    }

    func testHelpOverACardPlaysThatCardAgainOnceHelpHasBeenHeard() {
        var memory = game()
        XCTAssertEqual(memory.advance(to: 0).map(\.name), ["memory_card_shown"])
        XCTAssertEqual(memory.handle(.help, at: 0.2), [.helpRequested(.memory("animals")!)])
        XCTAssertEqual(memory.advance(to: 2), [], "nothing cuts the help")
        _ = memory.handle(.cueFinished, at: 3)
        let again = memory.advance(to: 3.1)
        XCTAssertEqual(again, [MemoryEvent.shown(memory.board.cards[0].item, position: 0)], "the cut card again")
    }

    func testKeysAreIgnoredWhileMemorizing() {
        var memory = game()
        _ = memory.advance(to: 0)
        _ = memory.advance(to: 9.8)
        XCTAssertEqual(memory.handle(key(0), at: 9.9), [.ignored(key(0))])
        XCTAssertEqual(memory.state.secondsLeft, 1)
    }

    func testMatchingPairStaysFaceUp() {
        var memory = playing()
        let pair = pairs(memory)[0]
        let card = memory.board.cards[pair[0]].item
        XCTAssertEqual(memory.handle(key(pair[0]), at: 11), [MemoryEvent.revealed(card, position: pair[0])])
        XCTAssertEqual(memory.handle(key(pair[1]), at: 12),
                       [MemoryEvent.revealed(card, position: pair[1]), MemoryEvent.matched(pairsLeft: 7)])
        XCTAssertEqual(memory.board.cards[pair[0]].look, .matched)
        XCTAssertEqual(memory.board.cards[pair[1]].look, .matched)
        XCTAssertEqual(memory.handle(key(pair[0]), at: 13), [.ignored(key(pair[0]))], "a found card cannot be picked")
    }

    func testDifferingPairCostsAMistakeAndTurnsBack() {
        var memory = playing()
        let (first, second) = (pairs(memory)[0][0], pairs(memory)[1][0])
        _ = memory.handle(key(first), at: 11)
        let events = memory.handle(key(second), at: 12)
        XCTAssertEqual(events.last, MemoryEvent.missed(mistakesLeft: 2))
        XCTAssertEqual(memory.board.cards[second].look, .missed)
        _ = memory.advance(to: 13.5)
        XCTAssertEqual(memory.board.cards[first].look, .hidden)
        XCTAssertEqual(memory.board.cards[second].look, .hidden)
    }

    func testThreeMistakesEndTheGameWithTheConsolation() {
        var memory = playing()
        let pairs = pairs(memory)
        var events: [Event] = []
        for mistake in 0..<3 {
            _ = memory.handle(key(pairs[0][0]), at: Double(20 + mistake * 5))
            events = memory.handle(key(pairs[1][0]), at: Double(21 + mistake * 5))
        }
        XCTAssertEqual(events.suffix(2), [MemoryEvent.missed(mistakesLeft: 0), MemoryEvent.ended(.lost)])
        XCTAssertEqual(memory.board.outcome, .lost)
        XCTAssertEqual(memory.state.phase, .idle)
        XCTAssertEqual(memory.handle(key(pairs[2][0]), at: 40), [.ignored(key(pairs[2][0]))])
    }

    func testFindingEveryPairCelebratesAndEnterDealsAgain() {
        var memory = playing()
        var events: [Event] = []
        for (index, pair) in pairs(memory).enumerated() {
            _ = memory.handle(key(pair[0]), at: Double(20 + index))
            events = memory.handle(key(pair[1]), at: Double(20 + index))
        }
        XCTAssertEqual(events.suffix(2), [MemoryEvent.matched(pairsLeft: 0), MemoryEvent.ended(.won)])
        XCTAssertEqual(memory.board.outcome, .won)
        XCTAssertEqual(memory.state.hits, 8)
        let again = memory.handle(.ask, at: 50)
        XCTAssertEqual(again.first?.name, "memory_card_shown")
        XCTAssertEqual(memory.state.phase, .presenting)
        XCTAssertNil(memory.board.outcome)
        _ = memory.handle(.cueFinished, at: 50.3)
        XCTAssertEqual(memorize(&memory, from: 50.3, clipSeconds: 0.3).ended ?? 0, 60, accuracy: 1e-6)
    }

    func testShuffleDependsOnTheSeedAndRepeatsForTheSame() {
        let order = { (seed: UInt64) in self.game(seed: seed).board.cards.map(\.pair) }
        XCTAssertEqual(order(7), order(7))
        XCTAssertNotEqual(order(7), order(8))
    }

    func testGridKeysAreTheKeyboardsLeftBlockRowByRow() {
        XCTAssertEqual(MemoryBoard.keys.joined(), "1234qwerasdfzxcv")
        var memory = playing()
        XCTAssertEqual(memory.handle(.key("p"), at: 11), [.ignored(.key("p"))])
        XCTAssertEqual(memory.handle(.key("V"), at: 11).first?.name, "card_revealed", "upper case picks too")
    }

    func testACategoryWithoutCardsDealsNothingAndIgnoresKeys() {
        var memory = MemoryGame(screen: .memory("plants")!, cards: [], rules: MemoryRules(), random: SplitMix64(seed: 1))
        XCTAssertEqual(memory.advance(to: 0), [])
        XCTAssertEqual(memory.handle(.ask, at: 1), [.ignored(.ask)])
        XCTAssertEqual(memory.handle(.key("1"), at: 2), [.ignored(.key("1"))])
        XCTAssertEqual(memory.board.cards, [])
    }
}
