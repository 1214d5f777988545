@testable import Activities
import Lessons
import XCTest

/// The navigator on the item lessons' screens, a registered kind's since the kind moved (from LessonsTests'
/// NavigatorTests, which register no kinds).
final class LessonNavigatorTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private func navigator() -> Navigator {
        let content = LessonContent(items: [.numbers: Fixtures.digits, .vowels: Fixtures.vowels], words: [],
                                    praiseClips: 8, scoldClips: 4)
        return Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
    }

    func testTheLetterCaseChosenStaysOnEveryLettersScreenOpenedAfter() {
        var nav = navigator()
        _ = nav.open(Screen(.vowels, .lesson))
        XCTAssertEqual(nav.session?.state.letterCase, .upper)
        XCTAssertEqual(nav.handle(.toggleCase, at: 0), [.caseToggled(.lower)])
        _ = nav.handle(.back, at: 1)
        _ = nav.handle(.key("2"), at: 1)
        XCTAssertEqual(nav.session?.state.screen, Screen(.vowels, .game))
        XCTAssertEqual(nav.session?.state.letterCase, .lower, "the game draws the case chosen in the lesson")
        _ = nav.handle(.home, at: 2)
        _ = nav.open(Screen(.alphabet, .lesson))
        XCTAssertEqual(nav.session?.state.letterCase, .lower)
        XCTAssertEqual(nav.letterCase, .lower)
        nav.letterCase = .upper
        _ = nav.open(Screen(.vowels, .challenge))
        XCTAssertEqual(nav.session?.state.letterCase, .upper, "a case set from outside (the child's kept choice)")
    }

    func testBackFromALessonReturnsToItsSubjectMenu() {
        var nav = navigator()
        _ = nav.open(Screen(.numbers, .lesson))
        XCTAssertEqual(nav.handle(.key("4"), at: 0), [.playItem(Fixtures.digits[4])], "keys reach the session")
        XCTAssertEqual(nav.handle(.back, at: 1), [
            .screenLeft(Screen(.numbers, .lesson)), .screenEntered(Screen(path: "numbers")!),
        ])
        XCTAssertNil(nav.session)
    }
}
