import XCTest
@testable import Lessons

final class MenuTests: XCTestCase {
    func testEveryScreenPathIsExactlyTheSpecTree() {
        var expected = ["main", "letters", "records", "info", "memory", "count", "story", "story/book", "story/names",
                        "phrase", "phrase/full", "phrase/quick", "timer"]
        expected += ["animals", "fruits", "vehicles", "plants"].map { "memory/\($0)" }
        for subject in ["numbers", "vowels", "alphabet", "syllables"] {
            expected += [subject, "\(subject)/lesson", "\(subject)/game", "\(subject)/challenge"]
        }
        // The kinds of Sources/Activities join the tree once registered (another test target may have done so first).
        expected += ActivityCatalog.all.map { $0.id }
        XCTAssertEqual(Set(Screen.all.map(\.path)), Set(expected))
        XCTAssertEqual(Screen.all.count, expected.count, "no screen listed twice")
    }

    func testMainLeadsToSubjectsLettersGamesRecordsInfoStoryPhraseAndTimer() {
        XCTAssertEqual(Screen.main.children.map(\.path),
                       ["numbers", "letters", "syllables", "memory", "count", "records", "info", "story", "phrase", "timer"])
        XCTAssertEqual(Screen.phrase.children, [.phraseFull, .phraseQuick])
        XCTAssertNil(Screen.main.parent)
    }

    func testLettersLeadToVowelsAndAlphabet() {
        let letters = Screen(path: "letters")!
        XCTAssertEqual(letters.children.map(\.path),
                       ["vowels", "alphabet"] + ActivityCatalog.all.filter { $0.menu == "letters" }.map { $0.id })
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
}
