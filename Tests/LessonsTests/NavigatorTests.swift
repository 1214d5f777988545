import XCTest
@testable import Lessons

/// The menu tree walked by keys, without the registered kinds whose sessions play on its screens.
final class NavigatorTests: XCTestCase {
    private func navigator(seed: UInt64 = 1) -> Navigator {
        let content = LessonContent(
            items: [.numbers: Fixtures.digits, .vowels: Fixtures.vowels], words: Fixtures.words,
            praiseClips: 8, scoldClips: 4)
        return Navigator(content: content, rules: ChallengeRules(), records: NoRecords(), seed: seed)
    }

    func testStartsAtMainAndDigitsOpenChildrenInMenuOrder() {
        var nav = navigator()
        XCTAssertEqual(nav.open(.main), [.screenEntered(.main)])
        XCTAssertEqual(nav.handle(.key("2"), at: 0), [.screenLeft(.main), .screenEntered(Screen(path: "letters")!)])
        _ = nav.handle(.key("1"), at: 0)
        XCTAssertEqual(nav.screen.path, "vowels")
        XCTAssertNil(nav.session)
        _ = nav.handle(.key("2"), at: 0)
        XCTAssertEqual(nav.screen.path, "vowels/game")
    }

}
