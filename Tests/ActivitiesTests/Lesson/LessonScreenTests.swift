@testable import Activities
import EducatTestSupport
import Lessons
@testable import TerminalUI
import XCTest

/// The item lessons' screen: the whole set with the item heard lit, in the chosen case (from TerminalUITests'
/// ScreenRendererTests, which register no kinds).
final class LessonScreenTests: XCTestCase {
    private let renderer = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: true, texts: .english)

    override func setUp() { ActivityList.register() }

    private func text(_ model: ScreenModel) -> String { renderer.plainText(model).joined(separator: "\n") }

    func testLessonShowsTheWholeSetWithTheItemHeardLit() {
        let letters = "abcdefghijklmnopqrstuvwxyz".map { LessonItem(key: String($0), id: "alphabet.\($0)") }
        var lesson = ItemLesson(subject: .alphabet, items: letters)
        var lines = renderer.plainText(ScreenModel(state: lesson.state))
        for letter in letters { XCTAssertTrue(lines.contains { $0.contains("│\(letter.key.uppercased())│") }, letter.key) }
        XCTAssertFalse(lines.contains { $0.contains("║") }, "nothing heard, nothing lit")
        _ = lesson.handle(.key("c"), at: 0)
        lines = renderer.plainText(ScreenModel(state: lesson.state))
        XCTAssertEqual(lines.filter { $0.contains("║C║") }.count, 1, lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.contains("│C│") }, "the lit one is drawn once, in its double box")
        XCTAssertTrue(lines.contains { $0.contains("│B│ ║C║ │D│") }, "in its place among the others")
        XCTAssertTrue(BlockFont.render("C")!.allSatisfy { row in lines.contains { $0.contains(row) } }, "and big above them")
        _ = lesson.handle(.toggleCase, at: 1)
        XCTAssertTrue(renderer.plainText(ScreenModel(state: lesson.state)).contains { $0.contains("│b│ ║c║ │d│") })
    }

    func testLessonDrawsTheItemInTheChosenCase() {
        var lesson = ItemLesson(subject: .vowels, items: ["a", "e"].map { LessonItem(key: $0, id: "vowels.\($0)") })
        _ = lesson.handle(.key("e"), at: 0)
        XCTAssertTrue(BlockFont.render("E", scale: 2)!.allSatisfy { text(ScreenModel(state: lesson.state)).contains($0) })
        _ = lesson.handle(.toggleCase, at: 1)
        XCTAssertTrue(BlockFont.render("e", scale: 2)!.allSatisfy { text(ScreenModel(state: lesson.state)).contains($0) })
    }

    func testTheFooterSaysTheSubjectsKeysPlayTheirItems() {
        let footer = KeyHints.hints(for: Screen(.vowels, .lesson), operatorMenu: false, switchesLanguage: false)
        XCTAssertEqual(footer.map(\.0), ["a e i o u", "key.esc", "?", "m", "+/-", "key.tab", "key.up"])
        XCTAssertEqual(footer.first?.1, "hint.hear_it")
        XCTAssertEqual(KeyHints.hints(for: Screen(.numbers, .lesson), operatorMenu: false, switchesLanguage: false).first?.0, "0-9")
        XCTAssertEqual(KeyMap(kiosk: true).action(for: .character("A"), on: Screen(.vowels, .lesson)), .input(.key("a")))
    }
}
