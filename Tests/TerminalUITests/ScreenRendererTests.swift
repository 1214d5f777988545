import EducatTestSupport
import Lessons
@testable import TerminalUI
import XCTest

final class ScreenRendererTests: XCTestCase {
    private let renderer = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: true, texts: .english)

    private func text(_ model: ScreenModel, _ renderer: ScreenRenderer? = nil) -> String {
        (renderer ?? self.renderer).plainText(model).joined(separator: "\n")
    }

    /// The operator's message takes the place of "no sound" in the title bar, cut short before music and volume are.
    func testTitleBarShowsTheOperatorsMessageCutShortBeforeMusicAndVolume() {
        var model = ScreenModel(state: SessionState(screen: .main))
        model.soundProblem = "connecting to PulseAudio"
        XCTAssertTrue(renderer.plainText(model)[0].hasSuffix("no sound  music on  volume 0 dB "), renderer.plainText(model)[0])
        model.status = "lost the PulseAudio server (Connection terminated); playing silent, retrying"
        let title = renderer.plainText(model)[0]
        XCTAssertEqual(TextWidth.of(title), 80)
        XCTAssertTrue(title.contains(" lost the PulseAudio server (Conn"), title)
        XCTAssertTrue(title.hasSuffix("  music on  volume 0 dB "), title)
        XCTAssertFalse(title.contains("no sound"), title)
        model.status = nil
        let narrow = ScreenRenderer(columns: 40, rows: 24, colors: false, texts: .english).plainText(model)[0]
        XCTAssertTrue(narrow.contains("no sound"), "a narrow row keeps it over music and volume: \(narrow)")
    }

    func testMainMenuShowsEveryChoiceWithTheHighlightedOneDoubleBoxed() {
        var model = ScreenModel(state: SessionState(screen: .main))
        model.selection = 1
        let lines = renderer.plainText(model)
        XCTAssertEqual(lines.count, 24)
        XCTAssertTrue(lines[0].contains("MAIN MENU"))
        for name in ["NUMBERS", "LETTERS", "SYLLABLES", "RECORDS", "INFO"] { XCTAssertTrue(text(model).contains(name), name) }
        let top = lines.first { $0.contains("╔") } ?? ""
        XCTAssertEqual(top.filter { $0 == "╔" }.count, 1)
        XCTAssertLessThan(top.firstIndex(of: "┌")!, top.firstIndex(of: "╔")!, "the second tile is highlighted")
        XCTAssertTrue(text(model).contains("║ 2"))
    }

    func testFooterShowsTheKeyMap() {
        let footer = renderer.plainText(ScreenModel(state: SessionState(screen: .main))).last!
        for hint in ["arrows choose", "Enter open", "Esc back", "? help", "m music", "+/- volume"] {
            XCTAssertTrue(footer.contains(hint), hint)
        }
        let alphabet = renderer.plainText(ScreenModel(state: SessionState(screen: Screen(.alphabet, .game)))).last!
        XCTAssertTrue(alphabet.contains("* music"), "m is a letter there")
    }

    func testTheMainMenuOffersTheLanguageKeyOnlyWhenAnotherLanguageIsInstalled() {
        let wide = ScreenRenderer(columns: 200, rows: 24, colors: false, emoji: true, texts: .english)
        var model = ScreenModel(state: SessionState(screen: .main))
        XCTAssertFalse(wide.plainText(model).last!.contains("l language"), "one bank language: l does nothing")
        model.switchesLanguage = true
        XCTAssertTrue(wide.plainText(model).last!.contains("l language"))
    }

    func testRecordsAndInfoScreens() {
        var model = ScreenModel(state: SessionState(screen: .records))
        model.records = [.numbers: 12, .syllables: 4]
        let screen = text(model)
        for name in ["NUMBERS", "VOWELS", "ALPHABET", "SYLLABLES"] { XCTAssertTrue(screen.contains(name)) }
        XCTAssertTrue(BlockFont.render("12")!.allSatisfy { screen.contains($0) })
        XCTAssertTrue(text(ScreenModel(state: SessionState(screen: .info))).contains("Voice lessons"))
    }

    func testTheRecordsScreenNamesWhoSetEachRecord() {
        var model = ScreenModel(state: SessionState(screen: .records))
        model.records = [.numbers: 12, .vowels: 0]
        model.recordHolders = [.numbers: "Anna", .vowels: "Pau"]
        let screen = text(model)
        XCTAssertTrue(screen.contains("NUMBERS · Anna"), screen)
        XCTAssertFalse(screen.contains("Pau"), "a record reset to 0 has no holder to show")
    }

    func testOperatorMenuAndNotice() {
        var model = ScreenModel(state: SessionState(screen: .main))
        model.notice = "settings: x line 3: kiosk.idle_seconds must be a number"
        XCTAssertTrue(text(model).contains("kiosk.idle_seconds"))
        model.operatorMenu = OperatorMenu(cap: -6)
        let screen = text(model)
        XCTAssertTrue(screen.contains("OPERATOR"))
        XCTAssertTrue(screen.contains("Limit of +/-: -6 dB (below max_level_db, 0 dBFS)"), screen)
        XCTAssertTrue(screen.contains("> Close this menu"))
    }

    /// Every screen, at every size from nothing to a big window, fits its lines to the size without crashing.
    func testEveryScreenFitsAnySize() {
        // The frame's screens; the kinds' screens and the menus with their tiles are fitted by ActivitiesTests, which
        // register them (GameTileTests, and each kind's screen tests).
        ScreenFit.assertFits(Screen.all.map { ScreenModel(state: SessionState(screen: $0)) })
    }

    func testColoursOnlyWhenAsked() {
        let model = ScreenModel(state: SessionState(screen: .main))
        XCTAssertTrue(ScreenRenderer(columns: 80, rows: 24, colors: true, texts: .english).render(model).joined().contains("\u{1B}[1;33m"))
        XCTAssertFalse(ScreenRenderer(columns: 80, rows: 24, colors: false, texts: .english).render(model).joined().contains("\u{1B}[1;33m"))
    }

    func testPainterRewritesOnlyChangedRows() {
        var painter = FramePainter()
        XCTAssertTrue(painter.paint(["a", "b"]).contains("\u{1B}[2J"))
        let second = painter.paint(["a", "c"])
        XCTAssertFalse(second.contains("\u{1B}[1;1H"))
        XCTAssertTrue(second.contains("\u{1B}[2;1H"))
    }
}
