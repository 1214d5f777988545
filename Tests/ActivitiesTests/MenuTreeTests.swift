@testable import Activities
@testable import Lessons
import XCTest

/// The menu tree with the kinds' screens at their places (from LessonsTests' MenuTests, which register no kinds).
final class MenuTreeTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    func testEveryScreenPathIsExactlyTheSpecTree() {
        var expected = ["main", "letters", "records", "info", "memory", "count", "story", "story/book", "story/names",
                        "phrase", "phrase/full", "phrase/quick", "timer", "rhymes"]
        expected += ["animals", "fruits", "vehicles", "plants"].map { "memory/\($0)" }
        for subject in ["numbers", "vowels", "alphabet", "syllables"] {
            expected += [subject, "\(subject)/lesson", "\(subject)/game", "\(subject)/challenge"]
        }
        XCTAssertEqual(Set(Screen.all.map(\.path)), Set(expected))
        XCTAssertEqual(Screen.all.count, expected.count, "no screen listed twice")
    }

    func testMainLeadsToSubjectsLettersGamesRecordsInfoStoryPhraseAndTimer() {
        XCTAssertEqual(Screen.main.children.map(\.path),
                       ["numbers", "letters", "syllables", "memory", "count", "records", "info", "story", "phrase", "timer"])
        XCTAssertEqual(Screen.phrase.children, [.phraseFull, .phraseQuick])
        XCTAssertEqual(Screen.story.children, [.storyBook, .storyNames])
        XCTAssertEqual(Screen.memory.children.compactMap(\.memoryCategory), ["animals", "fruits", "vehicles", "plants"])
        XCTAssertNil(Screen.main.parent)
    }

    func testAKindsScreensAreItsKindAndNamedPartsAndTheirPathsReadBack() {
        XCTAssertEqual(Screen(path: "memory/fruits")?.part, .named("fruits"))
        XCTAssertEqual(Screen(path: "memory/fruits")?.memoryCategory, "fruits")
        XCTAssertEqual(Screen(path: "story/names"), .storyNames)
        XCTAssertEqual(Screen(path: "phrase/quick")?.kind, .activity("phrase"))
        XCTAssertEqual(Screen(path: "timer"), .timer)
        XCTAssertNil(Screen(path: "memory/cats"), "only the menu's categories")
        XCTAssertNil(Screen.memory("cats"))
        XCTAssertNil(Screen.storyBook.memoryCategory, "a part of another kind is no category")
        for screen in Screen.all {
            XCTAssertEqual(Screen(path: screen.path), screen, screen.path)
        }
    }

    func testTheHelpTableListsTheFramesScreensThenEachKindsThatKeepsItsHelpThere() {
        // The frame's screens lead in the order they always had (LessonsTests' MenuTests); the kinds that keep their
        // help in `[help]` follow, each kind's screens together, in `ActivityList` order.
        let kindsOrder = [
            "memory", "memory_animals", "memory_fruits", "memory_vehicles", "memory_plants", "count",
            "phrase", "phrase_full", "phrase_quick", "timer", "story", "story_book", "story_names",
        ]
        XCTAssertEqual(Screen.helpTable.map(\.helpID), Screen.frame.map(\.helpID) + kindsOrder)
        let ownHelp = ActivityCatalog.all.filter { !$0.helpInHelpTable }.flatMap { $0.screens }
        XCTAssertEqual(ownHelp, [Rhymes.screen], "the rhymes game's help is in its own section")
        XCTAssertEqual(Set(Screen.helpTable), Set(Screen.all).subtracting(ownHelp))
    }

    func testTheGamesPlayedAreCountedOnTheScreensTheKindsSay() {
        XCTAssertEqual(Screen.all.filter(\.countsGamesPlayed).map(\.path),
                       ["memory/animals", "memory/fruits", "memory/vehicles", "memory/plants", "count", "story/names"])
        XCTAssertEqual(Screen.all.filter(\.showsGamesPlayed).map(\.path),
                       ["memory", "memory/animals", "memory/fruits", "memory/vehicles", "memory/plants", "count", "story",
                        "story/names"])
    }
}
