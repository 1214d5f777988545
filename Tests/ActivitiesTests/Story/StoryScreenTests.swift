@testable import Activities
import EducatTestSupport
import Lessons
@testable import TerminalUI
import XCTest

/// The story screens: the page big with the spoken word highlighted, its status line, the game's names, the keys.
final class StoryScreenTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private let story = Story(
        id: "t", languages: ["ca", "es"], title: ["ca": "La Pruna", "es": "Pruna"],
        pages: [StoryPage(text: ["ca": "La gata mira", "es": "La gata mira"], narration: ["ca": "n.ca", "es": "n.es"]),
                StoryPage(text: ["ca": "Bona nit", "es": "Buenas noches"], narration: ["ca": "m.ca", "es": "m.es"])],
        characters: ["Pruna", "Bru", "Lola", "Tito"].map { StoryCharacter(name: ["ca": $0], display: "", voice: ["ca": $0]) })

    private func book(highlighting word: Int?) -> ScreenModel {
        var reader = StoryReader(story: story, language: "ca")
        _ = reader.start()
        if let word { _ = reader.handle(.wordHeard(word), at: 0.1) }
        return ScreenModel(state: reader.state)
    }

    func testThePageIsBigWithPageLanguageAndNarrationShown() {
        let lines = ScreenRenderer(columns: 80, rows: 24, colors: false, texts: .english).plainText(book(highlighting: nil))
        let screen = lines.joined(separator: "\n")
        XCTAssertTrue(lines[0].contains("STORY / BOOK"))
        XCTAssertTrue(screen.contains("La Pruna    page 1/2    CA    narration on"))
        XCTAssertTrue(BlockFont.render("gata", scale: 1)!.allSatisfy(screen.contains), "the words in the block font")
        for hint in ["Left/Right page", "n narration", "l language", "Bksp back", "Esc home"] { XCTAssertTrue(lines.last!.contains(hint), hint) }
    }

    func testTheSpokenWordAloneIsHighlighted() {
        let renderer = ScreenRenderer(columns: 80, rows: 24, colors: true, texts: .english)
        let highlight = "\u{1B}[\(Style.selected.sgr(colors: true))m"
        XCTAssertFalse(renderer.render(book(highlighting: nil)).joined().contains(highlight + "█"))
        let frame = renderer.render(book(highlighting: 1)).joined(separator: "\n")
        let gata = BlockFont.render("gata")!
        XCTAssertTrue(frame.contains(highlight + gata[0]), "the second word is drawn in the highlight style")
        XCTAssertFalse(frame.contains(highlight + BlockFont.render("mira")![0]))
    }

    func testANarrowTerminalFallsBackToPlainTextStillHighlighted() {
        let renderer = ScreenRenderer(columns: 30, rows: 8, colors: true, texts: .english)
        let frame = renderer.render(book(highlighting: 2))
        XCTAssertEqual(frame.count, 8)
        XCTAssertTrue(frame.joined().contains("\u{1B}[\(Style.selected.sgr(colors: true))mmira"))
    }

    func testTheNamingGameShowsFourNamesOnKeysAndBravoWhenWon() {
        var game = StoryNames(story: story, language: "ca", praiseClips: 1, scoldClips: 1, random: SplitMix64(seed: 2))
        var voice = game.start().last
        let renderer = ScreenRenderer(columns: 100, rows: 30, colors: false, texts: .english)
        let screen = renderer.plainText(ScreenModel(state: game.state)).joined(separator: "\n")
        for name in ["Pruna", "Bru", "Lola", "Tito"] { XCTAssertTrue(screen.contains(name), name) }
        XCTAssertTrue(screen.contains("found 0/4"))
        while let spoken = voice?.story, spoken.event == .characterVoice, let clip = spoken.clip {
            let key = (game.state.story?.names.firstIndex { $0.text == clip } ?? 0) + 1
            voice = game.handle(.key(String(key)), at: 1).last
        }
        let won = renderer.plainText(ScreenModel(state: game.state)).joined(separator: "\n")
        XCTAssertTrue(BlockFont.render("BRAVO!", scale: 1)!.allSatisfy(won.contains) || BlockFont.render("BRAVO!", scale: 2)!.allSatisfy(won.contains))
        XCTAssertTrue(won.contains("found 4/4"))
    }

    func testAPageListsItsSoundsOnTheirKeysWithPictureAndWord() {
        let objects = [StoryObject(clip: ["ca": "o.1"], text: ["ca": "Miau!"], display: "🐱"),
                       StoryObject(clip: ["ca": "o.2"], text: ["ca": "Bup, bup!"], display: "🐶")]
        let page = StoryPage(text: ["ca": "La gata mira"], narration: ["ca": "n.ca"], objects: objects)
        var reader = StoryReader(story: Story(id: "o", languages: ["ca"], title: ["ca": "Sons"], pages: [page], characters: []),
                                 language: "ca")
        _ = reader.start()
        let model = ScreenModel(state: reader.state)
        let withEmoji = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: true, texts: .english).plainText(model)
        let screen = withEmoji.joined(separator: "\n")
        XCTAssertTrue(screen.contains("🐱 Miau!") && screen.contains("🐶 Bup, bup!"), screen)
        XCTAssertTrue(screen.contains("│ 1") && screen.contains("│ 2"), "each key in its tile's corner:\n\(screen)")
        XCTAssertTrue(BlockFont.render("gata", scale: 1)!.allSatisfy(screen.contains), "the words still big:\n\(screen)")
        let plain = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: false, texts: .english).plainText(model)
        XCTAssertTrue(plain.contains { $0.contains("Bup, bup!") } && !plain.joined().contains("🐶"), "no emoji where the terminal has none")
        let none = ScreenRenderer(columns: 80, rows: 24, colors: false, texts: .english).plainText(book(highlighting: nil))
        XCTAssertFalse(none.joined().contains("╔"), "a page without objects has no tiles")
    }

    func testTheStoryTileAndItsNamingGameShowTheNamingGamesPlayed() {
        let renderer = ScreenRenderer(columns: 100, rows: 30, colors: false, texts: .english)
        var main = ScreenModel(state: SessionState(screen: .main))
        main.gamesPlayed = ["story/names": 2, "count": 1]
        XCTAssertTrue(renderer.plainText(main).joined().contains("STORY (2)"))
        var menu = ScreenModel(state: SessionState(screen: .story))
        menu.gamesPlayed = ["story/names": 2]
        let screen = renderer.plainText(menu).joined(separator: "\n")
        XCTAssertTrue(screen.contains("NAMES (2)"), screen)
        XCTAssertFalse(screen.contains("BOOK ("), "the book is not a game: \(screen)")
    }

    func testStoryKeys() {
        let keys = KeyMap(kiosk: false)
        XCTAssertEqual(keys.action(for: .right, on: .storyBook), .input(.nextPage))
        XCTAssertEqual(keys.action(for: .left, on: .storyBook), .input(.previousPage))
        XCTAssertEqual(keys.action(for: .character("n"), on: .storyBook), .input(.toggleNarration))
        XCTAssertEqual(keys.action(for: .character("l"), on: .storyBook), .input(.switchLanguage))
        XCTAssertEqual(keys.action(for: .character("3"), on: .storyBook), .input(.key("3")))
        XCTAssertEqual(keys.action(for: .escape, on: .storyBook), .input(.home))
        XCTAssertEqual(keys.action(for: .backspace, on: .storyBook), .input(.back))
        XCTAssertEqual(keys.action(for: .character("m"), on: .storyBook), .toggleMusic)
        XCTAssertEqual(keys.action(for: .character("2"), on: .storyNames), .input(.key("2")))
        XCTAssertEqual(keys.action(for: .character("2"), on: .story), .input(.key("2")), "the story menu opens by digit")
        // Moved from TerminalUITests' KeyMapTests, which register no kinds.
        let kiosk = KeyMap(kiosk: true)
        XCTAssertEqual(kiosk.action(for: .character("l"), on: .storyBook), .input(.switchLanguage), "the story's own language key")
        XCTAssertEqual(kiosk.action(for: .escape, on: .storyBook), .input(.home), "the design's home stops everything")
        XCTAssertEqual(kiosk.action(for: .escape, on: .storyNames), .input(.home))
        XCTAssertEqual(kiosk.action(for: .backspace, on: .storyNames), .input(.back))
        XCTAssertEqual(kiosk.action(for: .character("s"), on: .storyBook), .input(.nextStory))
    }
}
