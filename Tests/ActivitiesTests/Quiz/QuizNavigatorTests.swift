@testable import Activities
import Lessons
import XCTest

/// The navigator on the games' and challenges' screens, a registered kind's since the quiz moved (from LessonsTests'
/// NavigatorTests, which register no kinds).
final class QuizNavigatorTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private func navigator(seed: UInt64 = 1, records: FakeRecords = FakeRecords()) -> Navigator {
        let content = LessonContent(
            items: [.numbers: Fixtures.digits, .vowels: Fixtures.vowels], words: Fixtures.words,
            praiseClips: 8, scoldClips: 4)
        return Navigator(content: content, rules: ChallengeRules(), records: records, seed: seed)
    }

    func testEveryGameAndChallengeIsTheQuizsAndNoLessonOrMenuIs() {
        for subject in Subject.allCases {
            XCTAssertEqual(ActivityCatalog.kind(of: Screen(subject, .game))?.id, Quizzes.id)
            XCTAssertEqual(ActivityCatalog.kind(of: Screen(subject, .challenge))?.id, Quizzes.id)
            XCTAssertNotEqual(ActivityCatalog.kind(of: Screen(subject, .lesson))?.id, Quizzes.id)
            XCTAssertNil(ActivityCatalog.kind(of: Screen(subject)))
        }
        var nav = navigator()
        _ = nav.open(Screen(path: "vowels")!)
        _ = nav.handle(.key("2"), at: 0)
        XCTAssertEqual(nav.session?.state.screen, Screen(.vowels, .game))
        XCTAssertEqual(nav.session?.state.lives, nil, "the plain game has no lives")
    }

    func testChallengeIsOpenedFromItsGameAndBackReturnsToAFreshGame() {
        var nav = navigator()
        _ = nav.open(Screen(.numbers, .game))
        _ = nav.handle(.ask, at: 0)
        XCTAssertEqual(nav.open(Screen(.numbers, .challenge)), [
            .screenLeft(Screen(.numbers, .game)), .screenEntered(Screen(.numbers, .challenge)),
        ])
        _ = nav.handle(.ask, at: 0)
        XCTAssertEqual(nav.advance(to: 1), [.tick(secondsLeft: 8)], "time reaches the session")
        XCTAssertEqual(nav.handle(.back, at: 2).last, .screenEntered(Screen(.numbers, .game)))
        XCTAssertEqual(nav.session?.state.phase, .idle)
        XCTAssertEqual(nav.advance(to: 20), [])
    }

    func testSameSeedReplaysAndReEnteringDrawsAfresh() {
        func questions(_ nav: inout Navigator) -> [Question?] {
            _ = nav.open(Screen(.numbers, .game))
            return (0..<8).map { _ in
                _ = nav.handle(.ask, at: 0)
                return nav.session?.state.current
            }
        }
        var first = navigator(seed: 5)
        var second = navigator(seed: 5)
        let once = questions(&first)
        XCTAssertFalse(once.contains(nil))
        XCTAssertEqual(once, questions(&second))
        XCTAssertNotEqual(once, questions(&first), "a new game must not replay the last one")
    }
}
