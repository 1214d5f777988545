@testable import Activities
import Foundation
import Lessons
import SoundBank
import TerminalUI
import Texts
import XCTest

/// Memory's `[memory]` section, read by its kind, deals its games from the kind's own registration: each category's
/// game is the kind's, its category menu stays a menu.
final class MemoryTests: XCTestCase {
    private static let catalan = URL(fileURLWithPath: Catalogue.shippedFolder).deletingLastPathComponent()
        .appendingPathComponent("ca").path

    override func setUp() { ActivityList.register() }

    func testTheKindPlaysEachCategorysGameAndLeavesItsMenuAMenu() {
        XCTAssertNil(ActivityCatalog.kind(of: .memory), "the category menu is no session")
        for category in Screen.memoryCategories {
            XCTAssertEqual(ActivityCatalog.kind(of: Screen.memory(category)!)?.id, Memory.id, category)
        }
        XCTAssertEqual(Screen.main.children.firstIndex(of: .memory), 3, "its menu is key 4 of the main menu, as before")
    }

    func testTheMenuDealsTheBanksCardsOfTheCategoryChosen() throws {
        let bank = try Bank.load(from: Self.catalan)
        var content = LessonContent(items: [:], words: [], praiseClips: 1, scoldClips: 1)
        content.activities = bank.sections.mapValues(\.lessonContent)
        var navigator = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
        _ = navigator.open(.memory)
        XCTAssertNil(navigator.session)
        _ = navigator.handle(.key("2"), at: 0)
        XCTAssertEqual(navigator.screen, Screen.memory("fruits"))
        let dealt = Set(try XCTUnwrap(navigator.session?.state.activity?.value(as: MemoryBoard.self)).cards.map(\.item.id))
        let fruits = bank.clips.map(\.name).filter { $0.hasPrefix("memory.fruits.") }
        XCTAssertEqual(dealt, Set(fruits.prefix(MemoryRules().pairs)), "the category's first cards, named as the bank lists them")
    }
}
