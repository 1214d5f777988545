@testable import Activities
import AudioEngine
import Conductor
import EducatTestSupport
import Foundation
import Lessons
import SoundBank
@testable import TerminalUI
import XCTest

/// The syllables lesson's screen, footer and keys: the word, then its syllables and count as heard (from
/// TerminalUITests' ScreenRendererTests, which register no kinds).
final class SyllableLessonScreenTests: XCTestCase {
    private let renderer = ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: true, texts: .english)
    private let casa = SyllableWord(id: "words.casa", text: "casa", syllables: ["ca", "sa"], display: "🏠")

    override func setUp() { ActivityList.register() }

    private func text(_ state: SessionState) -> String { renderer.plainText(ScreenModel(state: state)).joined(separator: "\n") }

    /// Whether `text` is drawn big (at scale 1 or 2) somewhere in `screen`.
    private func showsBig(_ text: String, in screen: String) -> Bool {
        [1, 2].contains { scale in BlockFont.render(text, scale: scale)!.allSatisfy { screen.contains($0) } }
    }

    func testSyllablesAreRevealedAsHeardThenTheCount() {
        var lesson = SyllableLesson(words: [casa], random: SplitMix64(seed: 1))
        XCTAssertTrue(text(lesson.state).contains("Enter: a new word"), text(lesson.state))
        _ = lesson.handle(.ask, at: 0)
        var screen = text(lesson.state)
        XCTAssertTrue(screen.contains("🏠"), screen)
        XCTAssertTrue(showsBig("CASA", in: screen), screen)
        XCTAssertFalse(screen.contains("casa"), "the word is shown once, big:\n\(screen)")
        XCTAssertFalse(screen.contains(BlockFont.render("CA - SA")![1]))
        _ = lesson.handle(.syllableShown(0), at: 1.5)
        screen = text(lesson.state)
        XCTAssertTrue(showsBig("CA", in: screen))
        XCTAssertFalse(screen.contains(BlockFont.render("CA - SA")![1]))
        _ = lesson.handle(.syllableShown(1), at: 2.5)
        screen = text(lesson.state)
        XCTAssertTrue(showsBig("CA - SA", in: screen), screen)
        _ = lesson.handle(.countShown, at: 4.5)
        XCTAssertEqual(lesson.state.reveal.countShown, true)
        XCTAssertTrue(showsBig("2", in: text(lesson.state)))
    }

    /// A bank word's picture file reaches the lesson's word, which a window draws in place of the emoji.
    func testAWordsPictureFromTheBankIsShownInPlaceOfItsEmoji() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("sounds/ca").path
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>"##.utf8).write(to: folder.appendingPathComponent("casa.svg"))
        try """
            language = "ca"
            fallback = "\(shipped)"
            [[words]]
            word = "casa"
            syllables = ["ca", "sa"]
            count = 2
            display = "🏠 casa"
            picture = "casa.svg"
            clip = "\(shipped)/words/casa.ogg"
            syllable_clips = ["\(shipped)/words/casa.1.ogg", "\(shipped)/words/casa.2.ogg"]
            """.write(to: folder.appendingPathComponent("bank.toml"), atomically: true, encoding: .utf8)
        let words = BankLibrary(bank: try Bank.load(from: folder.path), cache: ClipCache()).content.words
        let word = try XCTUnwrap(words.first { $0.text == "casa" })
        XCTAssertEqual(word.picture, folder.appendingPathComponent("casa.svg").path)
        var lesson = SyllableLesson(words: [word], random: SplitMix64(seed: 1))
        _ = lesson.handle(.ask, at: 0)
        let pieces = SyllableLessons.pieces(for: lesson.state, emoji: true, texts: .english)
        XCTAssertEqual(pieces.first, .image(file: folder.appendingPathComponent("casa.svg").path, alt: "🏠"))
        XCTAssertTrue(text(lesson.state).contains("🏠"), "the terminal draws the emoji")
    }

    func testAWindowShowsABlockPerSyllableFromTheFirstClapEachLitAsItIsClapped() {
        var lesson = SyllableLesson(words: [casa], random: SplitMix64(seed: 1))
        func blocks() -> [Piece] {
            SyllableLessons.pieces(for: lesson.state, emoji: true, texts: .english).filter {
                if case .blocks = $0 { true } else { false }
            }
        }
        _ = lesson.handle(.ask, at: 0)
        XCTAssertEqual(blocks(), [], "no blocks to count before the clapping")
        _ = lesson.handle(.syllableShown(0), at: 1.5)
        XCTAssertEqual(blocks(), [.blocks(["CA", "SA"], lit: 1)])
        _ = lesson.handle(.syllableShown(1), at: 2.5)
        XCTAssertEqual(blocks(), [.blocks(["CA", "SA"], lit: 2)])
    }

    func testTheFooterAndKeysAskForAWordAndClapItAgain() {
        let screen = Screen(.syllables, .lesson)
        let footer = KeyHints.hints(for: screen, operatorMenu: false, switchesLanguage: false)
        XCTAssertEqual(footer.map(\.0), ["key.enter", "key.esc", "?", "m", "+/-", "key.up"])
        XCTAssertEqual(footer.first?.1, "hint.new_word")
        let keys = KeyMap(kiosk: false)
        XCTAssertEqual(keys.action(for: .enter, on: screen), .input(.ask))
        XCTAssertEqual(keys.action(for: .up, on: screen), .input(.repeat))
        XCTAssertEqual(keys.action(for: .right, on: screen), UIAction.none, "the lesson has no challenge to open")
        XCTAssertEqual(keys.action(for: .character("2"), on: screen), .input(.key("2")))
    }

    func testTheLessonFitsAnySize() {
        var lesson = SyllableLesson(words: Fixtures.words, random: SplitMix64(seed: 1))
        let before = lesson.state
        _ = lesson.handle(.ask, at: 0)
        _ = lesson.handle(.countShown, at: 0)
        ScreenFit.assertFits([before, lesson.state].map(ScreenModel.init(state:)))
    }

    func testTheNavigatorOpensTheKindsLessonOnTheSyllablesMenu() {
        let content = LessonContent(items: [:], words: Fixtures.words, praiseClips: 1, scoldClips: 1)
        var navigator = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
        _ = navigator.open(Screen(.syllables))
        XCTAssertEqual(navigator.handle(.key("1"), at: 0), [.screenLeft(Screen(.syllables)), .screenEntered(Screen(.syllables, .lesson))])
        let events = navigator.handle(.ask, at: 1)
        let word = navigator.session?.state.current?.word
        XCTAssertNotNil(word)
        XCTAssertEqual(events, word.map { [.syllableSequence($0)] })
        XCTAssertEqual(ActivityCatalog.kind(of: Screen(.syllables, .lesson))?.id, SyllableLessons.id)
        XCTAssertEqual(ActivityCatalog.kind(of: Screen(.syllables, .game))?.id, Quizzes.id, "the syllables game is the quiz's")
    }
}
