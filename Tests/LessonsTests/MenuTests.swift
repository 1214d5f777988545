import XCTest
@testable import Lessons

final class MenuTests: XCTestCase {
    func testLettersLeadToVowelsAndAlphabet() {
        let letters = Screen(path: "letters")!
        XCTAssertEqual(letters.children.map(\.path),
                       ["vowels", "alphabet"] + ActivityCatalog.all.filter { $0.menu == .letters }.map { $0.id })
        XCTAssertEqual(Screen(path: "vowels")?.parent, letters)
        XCTAssertEqual(Screen(path: "alphabet")?.parent, letters)
        XCTAssertEqual(letters.parent, .main)
    }

    func testEachSubjectLeadsToLessonAndGameAndGameToChallenge() {
        for subject in Subject.allCases {
            let menu = Screen(path: subject.rawValue)!
            XCTAssertEqual(menu.children, [Screen(subject, .lesson), Screen(subject, .game)])
            XCTAssertEqual(Screen(subject, .game).children, [Screen(subject, .challenge)])
            XCTAssertEqual(Screen(subject, .challenge).parent, Screen(subject, .game))
            XCTAssertEqual(Screen(subject, .lesson).parent, menu)
            XCTAssertEqual(Screen(subject, .challenge).subject, subject)
            XCTAssertEqual(Screen(subject, .challenge).mode, .challenge)
        }
    }

    func testBackFromEveryScreenReachesMainAndChildrenPointBack() {
        for screen in Screen.all {
            var steps = 0
            var here = screen
            while let parent = here.parent {
                XCTAssertTrue(parent.children.contains(here), "\(parent) does not list \(here)")
                here = parent
                steps += 1
            }
            XCTAssertEqual(here, .main)
            XCTAssertLessThanOrEqual(steps, 4)
        }
    }

    func testLeavesHaveNoChildrenAndUnknownPathsAreRejected() {
        XCTAssertEqual(Screen.records.children, [])
        XCTAssertEqual(Screen.info.children, [])
        XCTAssertEqual(Screen(.numbers, .lesson).children, [])
        XCTAssertNil(Screen(path: "numbers/quiz"))
        XCTAssertNil(Screen(path: "letters/lesson"))
        XCTAssertNil(Screen(path: ""))
        XCTAssertNil(Screen.records.subject)
        XCTAssertNil(Screen(path: "numbers")?.mode)
    }

    func testEveryScreenIsItsKindAndPartAndItsPathReadsBackToIt() {
        XCTAssertEqual(Screen(path: "vowels/game"), Screen(.vowels, .game))
        XCTAssertEqual(Screen(path: "vowels/game")?.kind, .subject(.vowels))
        XCTAssertEqual(Screen(path: "vowels/game")?.part, .mode(.game))
        for screen in Screen.all {
            XCTAssertEqual(Screen(path: screen.path), screen, screen.path)
            XCTAssertEqual(screen.name, screen.path.split(separator: "/").last.map(String.init), screen.path)
        }
    }


    func testTheFramesScreensAreInTheTreeInTheOrderOfABanksHelp() {
        // The order of `[help]`, `bank list` and `bank record` before the help ids came from the screens; the kinds'
        // screens follow it (ActivitiesTests' MenuTreeTests).
        let helpOrder = [
            "main", "numbers", "letters", "vowels", "alphabet", "syllables", "records", "info",
            "numbers_lesson", "numbers_game", "numbers_challenge", "vowels_lesson", "vowels_game", "vowels_challenge",
            "alphabet_lesson", "alphabet_game", "alphabet_challenge",
            "syllables_lesson", "syllables_game", "syllables_challenge",
        ]
        XCTAssertEqual(Screen.frame.map(\.helpID), helpOrder)
        XCTAssertEqual(Array(Screen.helpTable.prefix(helpOrder.count)), Screen.frame)
        XCTAssertTrue(Set(Screen.frame).isSubset(of: Screen.all))
        XCTAssertEqual(ClipName.help(Screen(.numbers, .game)).rawValue, "help.numbers_game")
    }
}
