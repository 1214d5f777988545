@testable import Activities
import AudioEngine
import Conductor
import EducatTestSupport
import Foundation
import Lessons
import SoundBank
@testable import TerminalUI
import XCTest

/// The memory grid as drawn on an 80×24 terminal without colours, and its keys.
final class MemoryScreenTests: XCTestCase {
    private let renderer = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: false, texts: .english)
    private let names = ["gat", "gos", "vaca", "ovella", "anec", "porc", "pollet", "granota"]

    override func setUp() { ActivityList.register() }

    private func memory() -> MemoryGame<SplitMix64> {
        let cards = names.enumerated().map { LessonItem(key: $1, id: "memory.animals.\($0 + 1)") }
        return MemoryGame(screen: .memory("animals")!, cards: cards, rules: MemoryRules(), random: SplitMix64(seed: 2))
    }

    private func text(_ state: SessionState) -> [String] {
        renderer.plainText(ScreenModel(state: state))
    }

    func testMemorizePhaseShowsEveryCardFaceUpWithItsKeyAndTheSecondsLeft() {
        var game = memory()
        _ = game.advance(to: 0)
        _ = game.advance(to: 3.2)
        let lines = text(game.state)
        let screen = lines.joined(separator: "\n")
        XCTAssertTrue(screen.contains("Listen and remember!  7"))
        for name in names { XCTAssertTrue(screen.contains(name), name) }
        let keyRows = lines.filter { $0.contains("┌") }
        XCTAssertEqual(keyRows.count, 4, "four rows of cards")
        for (row, keys) in ["1234", "QWER", "ASDF", "ZXCV"].enumerated() {
            XCTAssertEqual(keys.map { keyRows[row].contains("┌\($0)─") }, [true, true, true, true], keys)
        }
    }

    /// A window's cards show the bank's picture of each (its `glyphs`), a child who cannot read knowing a cat by its
    /// look; the shipped banks give every card one.
    func testAWindowsCardsShowTheirPicturesFromTheBank() throws {
        let cards = ["gat", "gos"].enumerated().map { LessonItem(key: $1, id: "memory.animals.\($0 + 1)", picture: ["🐱", "🐶"][$0]) }
        var game = MemoryGame(screen: .memory("animals")!, cards: cards + names.dropFirst(2).enumerated().map {
            LessonItem(key: $1, id: "memory.animals.\($0 + 3)")
        }, rules: MemoryRules(), random: SplitMix64(seed: 2))
        _ = game.advance(to: 0)
        let pieces = Memory.pieces(for: game.state, emoji: true, texts: .english)
        guard case .keys(let caps, _, _, _)? = pieces.first(where: { if case .keys = $0 { true } else { false } }) else {
            return XCTFail("the cards are keys to tap: \(pieces)")
        }
        XCTAssertEqual(caps.filter { $0.label == "🐱" }.count, 2, "both cat cards show the cat: \(caps.map(\.label))")
        XCTAssertTrue(caps.contains { $0.label == "vaca" }, "a card without a picture shows its name")
        for language in ["ca", "es", "en"] {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("sounds/\(language)").path
            let content = BankLibrary(bank: try Bank.load(from: folder), cache: ClipCache()).content
            let all = try XCTUnwrap(content.activities[Memory.id] as? MemoryCards, language)
            XCTAssertEqual(all.values.joined().filter { $0.picture == nil }.map(\.key), [], "\(language): every card has a picture")
        }
    }

    /// Past the memorize phase: no clip reports its end here, so each card holds the next for the wait limit.
    private func memorized() -> MemoryGame<SplitMix64> {
        var game = memory()
        for second in 0...100 { _ = game.advance(to: Double(second)) }
        XCTAssertEqual(game.state.phase, .awaitingAnswer)
        return game
    }

    func testHiddenMatchedAndMistakesAfterTheMemorizePhase() {
        var game = memorized()
        let cards = game.board.cards
        let pair = cards.indices.filter { cards[$0].pair == 0 }
        let other = cards.indices.first { cards[$0].pair == 1 }!
        _ = game.handle(.key(MemoryBoard.keys[pair[0]]), at: 101)
        _ = game.handle(.key(MemoryBoard.keys[pair[1]]), at: 102)
        _ = game.handle(.key(MemoryBoard.keys[other]), at: 103)
        _ = game.handle(.key(MemoryBoard.keys[cards.indices.first { cards[$0].pair == 2 }!]), at: 104)
        _ = game.advance(to: 110)
        let screen = text(game.state).joined(separator: "\n")
        XCTAssertTrue(screen.contains("mistakes left  X X"))
        XCTAssertFalse(screen.contains("X X X"))
        XCTAssertEqual(screen.components(separatedBy: names[0]).count - 1, 2, "the found pair stays face up")
        XCTAssertEqual(screen.components(separatedBy: "│     ?     │").count - 1, 14, "the rest are hidden")
    }

    func testLostGameSaysNextTime() {
        var game = memorized()
        let cards = game.board.cards
        let (a, b) = (cards.indices.first { cards[$0].pair == 0 }!, cards.indices.first { cards[$0].pair == 1 }!)
        for time in [110.0, 120, 130] {
            _ = game.handle(.key(MemoryBoard.keys[a]), at: time)
            _ = game.handle(.key(MemoryBoard.keys[b]), at: time)
        }
        let screen = text(game.state).joined(separator: "\n")
        XCTAssertTrue(screen.contains("Enter: play again"))
        XCTAssertTrue(screen.contains("mistakes left  -"))
    }

    func testTheFooterListsTheCardKeysFirstAndRepeatingLast() {
        let wide = ScreenRenderer(columns: 120, rows: 24, colors: false, emoji: false, texts: .english)
        let footer = wide.plainText(ScreenModel(state: memory().state)).last ?? ""
        XCTAssertEqual(footer.trimmingCharacters(in: .whitespaces),
                       "1-4 Q-R A-F Z-V turn a card  Enter play again  Esc back  ? help  m music  +/- volume  Up again")
    }

    /// The kind plays on each category's screen, yet its tile keeps the category's first letter, not the kind's icon;
    /// the main menu's memory tile, the category menu, keeps the catalogue's.
    func testTheCategoryTilesShowTheirFirstLetterAndTheMemoryTileTheCataloguesIcon() {
        XCTAssertEqual(Screen.memoryCategories.compactMap(Screen.memory).map { ScreenLabels.icon(of: $0, .english) },
                       ["A", "F", "V", "P"])
        XCTAssertEqual(ScreenLabels.icon(of: .memory, .english), "##")
    }

    func testCardKeysGoToTheGameAndTheCategoryMenuStaysAMenu() {
        let keys = KeyMap(kiosk: true)
        XCTAssertEqual(keys.action(for: .character("q"), on: .memory("animals")!), .input(.key("q")))
        XCTAssertEqual(keys.action(for: .enter, on: .memory("animals")!), .input(.ask))
        XCTAssertEqual(keys.action(for: .character("q"), on: Screen(path: "memory")!), .none, "the category menu is a menu")
    }
}
