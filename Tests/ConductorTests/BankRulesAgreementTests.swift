import Conductor
import Lessons
import SoundBank
import XCTest

/// The bank check keeps its own copy of what the games deal (SoundBank does not depend on Lessons); these keep the
/// copies equal to the lessons', so a check warns of what the games really do.
final class BankRulesAgreementTests: XCTestCase {
    func testTheNamingGameAsksAboutAsManyCharactersAsTheCheckExpects() {
        XCTAssertEqual(BankStory.nameKeys, StoryNames<SplitMix64>.nameKeys)
    }

    func testTheMemoryMenuOffersTheCategoriesTheCheckExpects() {
        XCTAssertEqual(Bank.memoryCategories, MemoryRules.categories)
    }

    func testAMemoryCategoryNeedsTheCardsOfTheGamesPairs() {
        XCTAssertEqual(Bank.memoryCardsNeeded, MemoryRules().pairs)
    }

    func testTheNamingGameEndsWithTheGroupTheCheckAsksFor() {
        XCTAssertEqual(CueTable.standard.steps(for: Event.namesFound.name, screen: nil), [.group(Bank.namesFoundGroup)])
    }
}
