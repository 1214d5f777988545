import EducatTestSupport
import Lessons
@testable import TerminalUI
import XCTest

/// The who-is-playing screen and the operator's children, as keys change them and as they are drawn.
final class PlayersScreenTests: XCTestCase {
    private let renderer = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: true, texts: .english)
    private let anna = Player(name: "Anna", picture: "🐱"), biel = Player(name: "Biel", picture: "★")

    private func text(_ model: ScreenModel, emoji: Bool = true) -> String {
        ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: emoji, texts: .english).plainText(model)
            .joined(separator: "\n")
    }

    func testTheChooserPicksByDigitOrArrowsOnPagesOfNine() {
        let players = (1...11).map { Player(name: "Child \($0)") }
        var chooser = PlayerChooser(players: players)
        XCTAssertNil(chooser.press(.character("0")), "0 is no child")
        XCTAssertEqual(chooser.press(.character("9")), "Child 9")
        for _ in 0..<9 { _ = chooser.press(.right) }
        XCTAssertEqual(chooser.page, 1, "the arrows turn to the page of the highlighted child")
        XCTAssertEqual(chooser.shown.map(\.name), ["Child 10", "Child 11"])
        XCTAssertEqual(chooser.press(.character("2")), "Child 11", "a digit counts on the page shown")
        XCTAssertNil(chooser.press(.character("3")))
        XCTAssertEqual(chooser.press(.enter), "Child 10")
        for _ in 0..<20 { _ = chooser.press(.left) }
        XCTAssertEqual(chooser.press(.enter), "Child 1")
    }

    func testTheChooserShowsTilesWithPicturesAndTheTitleNamesWhoPlays() {
        var model = ScreenModel(state: SessionState(screen: .main))
        model.chooser = PlayerChooser(players: [anna, biel])
        var screen = text(model)
        XCTAssertTrue(screen.hasPrefix(" educat  WHO IS PLAYING?"), screen)
        XCTAssertTrue(screen.contains("🐱 Anna") && screen.contains("★ Biel"), screen)
        XCTAssertTrue(screen.contains("║ 1") && screen.contains("│ 2"), "numbered tiles, the first highlighted:\n\(screen)")
        XCTAssertFalse(screen.contains("NUMBERS"), screen)
        XCTAssertTrue(screen.contains("1-2 choose"), screen)
        XCTAssertFalse(text(model, emoji: false).contains("🐱"), "no emoji on the Linux console's font")
        XCTAssertTrue(text(model, emoji: false).contains("★ Biel"), "a glyph it can draw stays")
        model.chooser = nil
        model.player = anna
        screen = text(model)
        XCTAssertTrue(screen.split(separator: "\n")[0].contains("MAIN MENU   ") && screen.contains("🐱 Anna  music on  volume 0 dB"),
                      screen)
    }

    func testTheOperatorNamesANewChildAndChoosesAPicture() {
        var menu = OperatorMenu(cap: 0, players: [anna])
        XCTAssertEqual(menu.items, [.quit, .volumeCap, .resetRecords, .player(anna), .addPlayer, .close])
        _ = menu.press(.up)
        XCTAssertNil(menu.press(.enter))
        XCTAssertNil(menu.press(.enter), "an empty name is not saved")
        for key: Key in [.character(" "), .character("P"), .character("a"), .character("x"), .backspace, .character("u"),
                         .left, .left, .left, .right] {
            XCTAssertNil(menu.press(key))
        }
        // The second child's picture is the second; Left wraps round to the last.
        XCTAssertEqual(menu.step, .naming(original: nil, name: "Pau", picture: OperatorMenu.pictures.last!),
                       "no leading space; the pictures wrap round")
        XCTAssertEqual(menu.press(.enter), .addPlayer(Player(name: "Pau", picture: OperatorMenu.pictures.last!)))
        XCTAssertEqual(menu.step, .list)
        XCTAssertEqual(menu.items[menu.selected], .addPlayer, "back on the line it left")
    }

    func testTheOperatorRenamesAndRemovesAChildOnlyAfterConfirming() {
        var menu = OperatorMenu(cap: 0, players: [anna, biel])
        _ = menu.press(.up)
        _ = menu.press(.up)
        XCTAssertEqual(menu.items[menu.selected], .player(biel))
        _ = menu.press(.enter)
        _ = menu.press(.enter)
        XCTAssertEqual(menu.step, .naming(original: biel, name: "Biel", picture: "★"), "the name and picture to change")
        for key: Key in [.backspace, .backspace, .character("e")] { _ = menu.press(key) }
        XCTAssertEqual(menu.press(.enter), .changePlayer(name: "Biel", to: Player(name: "Bie", picture: "★")))
        _ = menu.press(.enter)
        _ = menu.press(.down)
        _ = menu.press(.enter)
        XCTAssertEqual(menu.step, .confirming(biel))
        XCTAssertTrue(text(model(menu)).contains("> Remove Biel?"), text(model(menu)))
        XCTAssertTrue(text(model(menu)).contains("Enter remove  Esc keep"), text(model(menu)))
        XCTAssertNil(menu.press(.escape), "Esc keeps the child")
        XCTAssertEqual(menu.step, .player(biel))
        _ = menu.press(.down)
        _ = menu.press(.enter)
        XCTAssertEqual(menu.press(.enter), .removePlayer("Biel"))
        XCTAssertEqual(menu.items[menu.selected], .player(biel), "the list again, on the line it left")
    }

    func testANewChildWithARemovedChildsNameBringsThemBackOnlyAfterConfirming() {
        let pau = Player(name: "Pau", picture: "🐶")
        var menu = OperatorMenu(cap: 0, players: [anna])
        menu.removedPlayers = [pau]
        _ = menu.press(.up)
        for key: Key in [.enter, .character("p"), .character("A"), .character("u")] { _ = menu.press(key) }
        XCTAssertNil(menu.press(.enter), "not a new child of that name")
        XCTAssertEqual(menu.step, .restoring(pau))
        XCTAssertTrue(text(model(menu)).contains("> 🐶 Pau was removed. Bring them back with their records and history?"),
                      text(model(menu)))
        XCTAssertTrue(text(model(menu)).contains("Enter bring back  Esc cancel"), text(model(menu)))
        XCTAssertNil(menu.press(.escape), "Esc brings nobody back")
        XCTAssertEqual(menu.step, .list)
        for key: Key in [.enter, .character("P"), .character("a"), .character("u"), .enter] { _ = menu.press(key) }
        XCTAssertEqual(menu.press(.enter), .restorePlayer(pau))
        XCTAssertEqual(menu.items[menu.selected], .addPlayer, "the list again, on the line it left")
    }

    private func model(_ menu: OperatorMenu) -> ScreenModel {
        var model = ScreenModel(state: SessionState(screen: .main))
        model.operatorMenu = menu
        return model
    }
}
