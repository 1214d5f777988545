@testable import Activities
import Lessons
import XCTest

/// The narrated book's exact rules (Sabatilles' "Conte", use case CU-001).
final class StoryReaderTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    func testNarrationStartsOnEntryOnTheFirstPage() {
        var reader = StoryFixtures.reader()
        XCTAssertEqual(reader.start(), [StoryFixtures.narration(page: 0)])
        XCTAssertEqual(reader.state.story?.page, 0)
        XCTAssertEqual(reader.state.story?.pageCount, 3)
        XCTAssertEqual(reader.state.story?.words, ["pàgina", "1", "en", "català"])
        XCTAssertEqual(reader.state.story?.title, "Conte")
    }

    func testAPageTurnStartsTheNewPagesNarrationOnePageAtATime() {
        var reader = StoryFixtures.reader()
        _ = reader.start()
        XCTAssertEqual(reader.handle(.nextPage, at: 1), [StoryFixtures.narration(page: 1)])
        XCTAssertEqual(reader.handle(.nextPage, at: 2), [StoryFixtures.narration(page: 2)])
        XCTAssertEqual(reader.handle(.previousPage, at: 3), [StoryFixtures.narration(page: 1)])
        XCTAssertEqual(reader.state.story?.page, 1)
    }

    func testNextOnTheLastPageAndBackOnTheFirstDoNothing() {
        var reader = StoryFixtures.reader()
        _ = reader.start()
        XCTAssertEqual(reader.handle(.previousPage, at: 0), [.ignored(.previousPage)])
        XCTAssertEqual(reader.state.story?.page, 0)
        _ = reader.handle(.nextPage, at: 0)
        _ = reader.handle(.nextPage, at: 0)
        XCTAssertEqual(reader.handle(.nextPage, at: 0), [.ignored(.nextPage)])
        XCTAssertEqual(reader.state.story?.page, 2)
    }

    func testALanguageChangeKeepsThePageAndNarratesItInTheNewLanguage() {
        var reader = StoryFixtures.reader()
        _ = reader.start()
        _ = reader.handle(.nextPage, at: 0)
        XCTAssertEqual(reader.handle(.switchLanguage, at: 1), [StoryFixtures.narration(page: 1, language: "es")])
        XCTAssertEqual(reader.state.story?.page, 1)
        XCTAssertEqual(reader.state.story?.title, "Cuento")
        XCTAssertEqual(reader.state.story?.words, ["página", "2"])
        XCTAssertEqual(reader.handle(.switchLanguage, at: 2), [StoryFixtures.narration(page: 1, language: "ca")])
    }

    func testReadAloneModeStopsTheClipAndTurnsPagesSilently() {
        var reader = StoryFixtures.reader()
        _ = reader.start()
        XCTAssertEqual(reader.handle(.toggleNarration, at: 0.5), [.narrationStopped])
        XCTAssertEqual(reader.state.story?.narrationOn, false)
        XCTAssertEqual(reader.handle(.nextPage, at: 1), [.narrationStopped])
        XCTAssertEqual(reader.handle(.switchLanguage, at: 1), [.narrationStopped])
        XCTAssertEqual(reader.handle(.toggleNarration, at: 2), [StoryFixtures.narration(page: 1, language: "es")],
                       "turned back on, the page shown is narrated")
    }

    func testWordsAreHighlightedAsReportedAndClearedWhenTheNarrationEnds() {
        var reader = StoryFixtures.reader()
        _ = reader.start()
        XCTAssertNil(reader.state.story?.highlighted)
        XCTAssertEqual(reader.handle(.wordHeard(0), at: 0), [.wordHighlighted(index: 0)])
        XCTAssertEqual(reader.state.story?.highlighted, 0)
        _ = reader.handle(.wordHeard(2), at: 0.8)
        XCTAssertEqual(reader.state.story?.highlighted, 2)
        _ = reader.handle(.cueFinished, at: 1.6)
        XCTAssertNil(reader.state.story?.highlighted)
        XCTAssertEqual(reader.handle(.wordHeard(1), at: 1.7), [])
        XCTAssertNil(reader.state.story?.highlighted, "a late report of a finished narration highlights nothing")
    }

    func testTheNextPageTurnsByItselfAShortPauseAfterTheNarrationEnds() {
        var reader = StoryFixtures.reader()
        _ = reader.start()
        XCTAssertEqual(reader.advance(to: 10), [], "nothing turns while the narration plays")
        XCTAssertEqual(reader.handle(.cueFinished, at: 10), [])
        XCTAssertEqual(reader.advance(to: 10 + reader.autoAdvancePause - 0.01), [])
        XCTAssertEqual(reader.advance(to: 10 + reader.autoAdvancePause), [StoryFixtures.narration(page: 1)])
        XCTAssertEqual(reader.state.story?.page, 1)
        XCTAssertEqual(reader.advance(to: 30), [], "one turn per narration")
    }

    func testNoAutomaticTurnOnTheLastPageInReadAloneModeOrAfterTheReaderTurned() {
        var reader = StoryFixtures.reader()
        _ = reader.start()
        _ = reader.handle(.cueFinished, at: 1)
        XCTAssertEqual(reader.handle(.nextPage, at: 1.2), [StoryFixtures.narration(page: 1)])
        XCTAssertEqual(reader.advance(to: 5), [], "the reader's turn replaced the pending one")
        _ = reader.handle(.nextPage, at: 6)
        _ = reader.handle(.cueFinished, at: 8)
        XCTAssertEqual(reader.advance(to: 20), [], "the last page stays")
        _ = reader.handle(.toggleNarration, at: 21)
        _ = reader.handle(.previousPage, at: 22)
        _ = reader.handle(.cueFinished, at: 23)
        XCTAssertEqual(reader.advance(to: 40), [], "read-alone mode never turns by itself")
    }

    func testAnInterruptedNarrationNeverTurnsThePage() {
        var reader = StoryFixtures.reader()
        _ = reader.start()
        XCTAssertEqual(reader.handle(.help, at: 0.5), [.helpRequested(.storyBook)])
        _ = reader.handle(.cueFinished, at: 3)
        XCTAssertEqual(reader.advance(to: 10), [], "the help clip's end is not the narration's")
        XCTAssertEqual(reader.state.story?.page, 0)
    }

    func testKeysOneToNinePlayThePagesObjectClipsInItsLanguage() {
        var reader = StoryFixtures.reader()
        _ = reader.start()
        XCTAssertEqual(reader.handle(.key("1"), at: 0.2), [.storyObject(clip: "ca.1.object.1")])
        XCTAssertEqual(reader.handle(.key("2"), at: 0.3), [.ignored(.key("2"))])
        _ = reader.handle(.switchLanguage, at: 0.4)
        XCTAssertEqual(reader.handle(.key("1"), at: 0.5), [.storyObject(clip: "es.1.object.1")])
        _ = reader.handle(.nextPage, at: 1)
        XCTAssertEqual(reader.handle(.key("1"), at: 1.1), [.ignored(.key("1"))])
    }

    func testThePageListsItsObjectsInItsLanguageAndAPageWithoutNoneIsListed() {
        var reader = StoryFixtures.reader()
        _ = reader.start()
        XCTAssertEqual(reader.state.story?.objects, [StoryView.Object(text: "Miau!", display: "🐱")])
        _ = reader.handle(.switchLanguage, at: 0.4)
        XCTAssertEqual(reader.state.story?.objects.map(\.text), ["¡Miau!"], "the word follows the language")
        _ = reader.handle(.nextPage, at: 1)
        XCTAssertEqual(reader.state.story?.objects, [], "page 2 has no objects")
    }

    func testSMovesToTheBanksNextStoryFromItsStartAndAChosenStoryOpensFirst() {
        let second = Story(id: "second", languages: ["ca"], title: ["ca": "Segon"], pages: StoryFixtures.pages,
                           characters: StoryFixtures.characters)
        var content = LessonContent(items: [:], words: [], praiseClips: 1, scoldClips: 1)
        content.stories = [StoryFixtures.story, second]
        var nav = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
        _ = nav.open(.storyBook)
        XCTAssertEqual(nav.session?.state.story?.title, "Conte")
        _ = nav.handle(.nextPage, at: 1)
        XCTAssertEqual(nav.handle(.nextStory, at: 2), [.screenLeft(.storyBook), .screenEntered(.storyBook),
                                                       StoryFixtures.narration(page: 0)])
        XCTAssertEqual(nav.session?.state.story?.title, "Segon")
        XCTAssertEqual(nav.session?.state.story?.page, 0, "a new story starts on its first page")
        _ = nav.handle(.back, at: 3)
        _ = nav.handle(.key("2"), at: 3)
        XCTAssertEqual(nav.session?.state.story?.title, "Segon", "the naming game is the chosen story's")
        _ = nav.handle(.nextStory, at: 4)
        XCTAssertEqual(nav.session?.state.story?.title, "Conte", "and round again")
        _ = nav.open(.main)
        XCTAssertEqual(nav.handle(.nextStory, at: 5), [.ignored(.nextStory)], "only on the story's screens")

        var chosen = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
        chosen.presets[Storybook.id] = StoryChoice(story: "second", language: nil)
        _ = chosen.open(.storyBook)
        XCTAssertEqual(chosen.session?.state.story?.title, "Segon")
        content.stories = [second]
        var single = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
        _ = single.open(.storyBook)
        XCTAssertEqual(single.handle(.nextStory, at: 1), [.ignored(.nextStory)], "one story: nothing to move to")
    }

    func testBackOpensTheStoryMenuAndHomeTheMainMenuEachTakingThePendingPageTurnAlong() {
        let content = LessonContent(items: [:], words: [], praiseClips: 1, scoldClips: 1)
        var withStory = content
        withStory.stories = [StoryFixtures.story]
        withStory.language = "es"
        var nav = Navigator(content: withStory, rules: ChallengeRules(), records: Keeper(), seed: 1)
        XCTAssertEqual(nav.open(.storyBook), [.screenEntered(.storyBook), StoryFixtures.narration(page: 0, language: "es")])
        _ = nav.handle(.cueFinished, at: 2)
        XCTAssertEqual(nav.handle(.back, at: 2.5), [.screenLeft(.storyBook), .screenEntered(.story)])
        XCTAssertEqual(nav.advance(to: 10), [], "the pending page turn went with the book")
        _ = nav.handle(.key("1"), at: 11)
        _ = nav.handle(.cueFinished, at: 12)
        XCTAssertEqual(nav.handle(.home, at: 12.5), [.screenLeft(.storyBook), .screenEntered(.main)])
        XCTAssertEqual(nav.advance(to: 20), [])
    }

    func testTheLanguageReadInTheBookIsTheGamesAndTheNextOpenings() {
        var content = LessonContent(items: [:], words: [], praiseClips: 1, scoldClips: 1)
        content.stories = [StoryFixtures.story]
        var nav = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
        _ = nav.open(.storyBook)
        XCTAssertEqual(nav.session?.state.story?.language, "ca")
        _ = nav.handle(.switchLanguage, at: 1)
        _ = nav.handle(.back, at: 2)
        _ = nav.handle(.key("2"), at: 3)
        XCTAssertEqual(nav.session?.state.story?.language, "es", "the naming game in the language just read")
        _ = nav.handle(.home, at: 4)
        _ = nav.open(.storyBook)
        XCTAssertEqual(nav.session?.state.story?.language, "es")
    }

    func testAStoryNotToldInThePreferredLanguageDoesNotReplaceIt() {
        let catalanOnly = Story(id: "ca-only", languages: ["ca"], title: ["ca": "Només"], pages: StoryFixtures.pages,
                                characters: StoryFixtures.characters)
        var content = LessonContent(items: [:], words: [], praiseClips: 1, scoldClips: 1)
        content.stories = [StoryFixtures.story, catalanOnly]
        content.language = "es"
        var nav = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
        _ = nav.open(.storyBook)
        _ = nav.handle(.nextStory, at: 1)
        XCTAssertEqual(nav.session?.state.story?.language, "ca", "told in Catalan only")
        _ = nav.handle(.cueFinished, at: 2)
        _ = nav.handle(.nextStory, at: 3)
        XCTAssertEqual(nav.session?.state.story?.language, "es", "the next story is read in Spanish again")
    }

    func testTheStoryIsOnTheMainMenuWithItsBookAndGame() {
        XCTAssertTrue(Screen.main.children.contains(.story))
        XCTAssertEqual(Screen.story.children, [.storyBook, .storyNames])
        XCTAssertEqual(Screen.storyBook.parent, .story)
    }

    func testAnUnknownPreferredLanguageFallsBackToTheStorysFirst() {
        XCTAssertEqual(StoryFixtures.story.language(preferring: "en"), "ca")
        XCTAssertEqual(StoryFixtures.story.language(preferring: "es"), "es")
        XCTAssertEqual(StoryFixtures.story.language(preferring: nil), "ca")
    }
}
