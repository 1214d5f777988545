import Activities
import EducatTestSupport
import Lessons
@testable import TerminalUI
import XCTest

/// The games' menu tiles, as drawn on an 80×24 terminal without colours.
final class GameTileTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private let renderer = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: false, texts: .english)

    func testMainMenuShowsTheGamesWithHowOftenEachWasPlayed() {
        var model = ScreenModel(state: SessionState(screen: .main))
        model.gamesPlayed = ["memory/animals": 3]
        let screen = renderer.plainText(model).joined(separator: "\n")
        XCTAssertTrue(screen.contains("MEMORY (3)"))
        XCTAssertTrue(screen.contains("COUNT (0)"))
        XCTAssertTrue(screen.contains("╔"), "ten tiles wrap onto two rows instead of becoming a list")
    }

    /// Every screen of the tree with the kinds' in it (the ten tiles of the main menu, the memory, story and phrase
    /// menus), at every size from nothing to a big window, fits its lines to the size without crashing.
    func testEveryScreenWithTheKindsFitsAnySize() {
        ScreenFit.assertFits(Screen.all.map { ScreenModel(state: SessionState(screen: $0)) })
    }

    func testEachMemoryCategoryShowsItsOwnGamesAndTheMemoryTileAllOfThem() {
        let played = ["memory/animals": 2, "memory/fruits": 1, "memory": 4, "count": 5]
        var menu = ScreenModel(state: SessionState(screen: Screen(path: "memory")!))
        menu.gamesPlayed = played
        let categories = renderer.plainText(menu).joined(separator: "\n")
        for tile in ["ANIMALS (2)", "FRUITS (1)", "VEHICLES (0)", "PLANTS (0)"] {
            XCTAssertTrue(categories.contains(tile), "\(tile) in\n\(categories)")
        }
        var main = ScreenModel(state: SessionState(screen: .main))
        main.gamesPlayed = played
        let screen = renderer.plainText(main).joined(separator: "\n")
        XCTAssertTrue(screen.contains("MEMORY (7)"), "the categories and the games counted before them: \(screen)")
        XCTAssertTrue(screen.contains("COUNT (5)"), screen)
    }
}
