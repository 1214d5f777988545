@testable import Activities
import Lessons
import XCTest

/// The main menu walked by keys, the kinds' screens in it at their places (from LessonsTests' NavigatorTests, which
/// register no kinds).
final class MenuNavigatorTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private func navigator() -> Navigator {
        let content = LessonContent(items: [.numbers: Fixtures.digits, .vowels: Fixtures.vowels], words: Fixtures.words,
                                    praiseClips: 8, scoldClips: 4)
        return Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
    }

    func testMenusHaveHelpAndBackButMainCannotBeLeft() {
        var nav = navigator()
        _ = nav.open(.main)
        XCTAssertEqual(nav.handle(.back, at: 0), [.ignored(.back)])
        XCTAssertEqual(nav.handle(.help, at: 0), [.helpRequested(.main)])
        XCTAssertEqual(nav.handle(.key("x"), at: 0), [.ignored(.key("x"))])
        XCTAssertEqual(nav.handle(.home, at: 0), [.ignored(.home)], "home on main stays")
        _ = nav.handle(.key("6"), at: 0)
        XCTAssertEqual(nav.screen, .records)
        XCTAssertEqual(nav.handle(.help, at: 0), [.helpRequested(.records)])
        XCTAssertEqual(nav.handle(.back, at: 0), [.screenLeft(.records), .screenEntered(.main)])
    }

    func testZeroOpensTheTenthChoiceAndHomeReturnsToMainFromAnywhere() {
        var nav = navigator()
        _ = nav.open(.main)
        XCTAssertEqual(nav.handle(.key("0"), at: 0), [.screenLeft(.main), .screenEntered(.timer)])
        _ = nav.open(Screen(path: "letters")!)
        XCTAssertEqual(nav.handle(.key("0"), at: 0), [.ignored(.key("0"))], "letters has no tenth choice")
        _ = nav.handle(.key("1"), at: 0)
        _ = nav.handle(.key("2"), at: 0)
        XCTAssertEqual(nav.screen, Screen(.vowels, .game))
        XCTAssertEqual(nav.handle(.home, at: 0), [.screenLeft(Screen(.vowels, .game)), .screenEntered(.main)])
        XCTAssertNil(nav.session)
    }
}
