@testable import Activities
import Conductor
import Lessons
import SoundBank
import XCTest

/// What the bank check expects and the conductor plays, kept equal to what the lessons do, so a check warns of what
/// the games really need. (The memory menu's categories and pairs have one source each, `Screen.memoryCategories` and
/// `MemoryRules`, which `GameSectionsTests` sees the parser and the check follow.)
final class BankRulesAgreementTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    func testTheNamingGameEndsWithTheGroupTheCheckAsksFor() {
        XCTAssertEqual(CueTable.withActivities.steps(for: Event.namesFound.name, screen: nil), [.group(Storybook.namesFoundGroup)])
    }
}
