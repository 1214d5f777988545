import EducatTestSupport
import Lessons
@testable import TerminalUI
import XCTest

final class ScreenRendererTests: XCTestCase {
    private let renderer = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: true, texts: .english)

    private func text(_ model: ScreenModel, _ renderer: ScreenRenderer? = nil) -> String {
        (renderer ?? self.renderer).plainText(model).joined(separator: "\n")
    }

    /// The title bar speaks the screen's language: no sound, sound back, a message waiting; the message itself, in the
    /// log's words, shows whole in the operator menu, wrapped, never cut, and never on a child's screen.
    func testTheTitleBarSaysInTheScreensLanguageThatAMessageWaitsAndTheMessageShowsWhole() {
        let catalan = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: true, texts: .shipped("ca"))
        var model = ScreenModel(state: SessionState(screen: .main))
        model.soundProblem = "lost the PulseAudio server (Connection terminated); playing silent, retrying"
        XCTAssertTrue(catalan.plainText(model)[0].hasSuffix("sense so  música sí  volum 0 dB "), catalan.plainText(model)[0])
        model.soundProblem = nil
        model.soundBack = true
        XCTAssertTrue(catalan.plainText(model)[0].contains("torna a haver-hi so"), catalan.plainText(model)[0])
        model.soundBack = false
        let message = "records: /var/lib/educat/records.sqlite is damaged (file is not a database); a copy was kept as "
            + "/var/lib/educat/records.sqlite.damaged-1 and a new store was started"
        model.status = message
        let title = catalan.plainText(model)[0]
        XCTAssertTrue(title.contains("avís per als adults"), title)
        XCTAssertFalse(title.contains("records"), "the log's English stays off the children's screen: \(title)")
        XCTAssertFalse(catalan.plainText(model).joined().contains("damaged"), "shown to the operator only")
        model.operatorMenu = OperatorMenu(cap: 0)
        let menu = catalan.plainText(model).joined(separator: " ").split(separator: " ").joined(separator: " ")
        XCTAssertTrue(menu.contains("El programa diu: " + message), "whole, over several lines:\n\(catalan.plainText(model).joined(separator: "\n"))")
    }

    func testTheSoundIsBackOnlyAfterItWasLostAndForAWhile() {
        var presentation = Presentation(configuration: UIConfiguration())
        func back(_ time: Double) -> Bool {
            presentation.model(for: SessionState(screen: .main), soundProblem: nil, status: nil, at: time).soundBack
        }
        presentation.observeSound(problem: "connecting to PulseAudio", at: 0)
        presentation.observeSound(problem: nil, at: 1)
        XCTAssertFalse(back(1), "the first connection is no return")
        presentation.observeSound(problem: "lost", at: 10)
        presentation.observeSound(problem: nil, at: 20)
        XCTAssertTrue(back(20))
        XCTAssertTrue(back(20 + Presentation.soundBackSeconds - 1))
        XCTAssertFalse(back(20 + Presentation.soundBackSeconds + 1))
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
        XCTAssertTrue(screen.contains("Loudest the children can make it: 8 of 10"), screen)
        let body = renderer.plainText(model).dropFirst().joined(separator: "\n")
        XCTAssertFalse(body.contains("dB") || body.contains("max_level") || body.contains("educat profiles"),
                       "a teacher's words, no setting's or command's:\n\(screen)")
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
