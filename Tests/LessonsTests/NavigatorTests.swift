import XCTest
@testable import Lessons

final class NavigatorTests: XCTestCase {
    private func navigator(seed: UInt64 = 1, records: FakeRecords = FakeRecords()) -> Navigator {
        let content = LessonContent(
            items: [.numbers: Fixtures.digits, .vowels: Fixtures.vowels], words: Fixtures.words,
            praiseClips: 8, scoldClips: 4)
        return Navigator(content: content, rules: ChallengeRules(), records: records, seed: seed)
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
        XCTAssertEqual(nav.session?.state.screen, Screen(.vowels, .game))
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
