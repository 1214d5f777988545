@testable import Activities
import EducatTestSupport
import Lessons
@testable import TerminalUI
import Texts
import XCTest

/// The phrase builder as drawn on an 80×24 terminal: steps, numbered word tiles, pages, the sentence; and its keys.
final class PhraseScreenTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private static func word(_ id: String, _ emoji: String = "", next: [String] = []) -> PhraseWord {
        PhraseWord(id: id, text: id, emoji: emoji, clip: "phrase.\(id)", next: next)
    }

    private static let complements = (1...11).map { word("thing\($0)") }
    private static let book = PhraseBook(
        subjects: [word("jo", "🙋", next: ["vull"]), word("tu", "👉", next: ["vull"])],
        verbs: [word("vull", "🤲", next: complements.map(\.id))], complements: complements, quick: ["vull"],
        no: PhraseWord(id: "no", text: "no", emoji: "", clip: "phrase.no"), questionTag: nil)

    private func text(_ state: SessionState, emoji: Bool = false) -> String {
        ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: emoji, texts: .english).plainText(ScreenModel(state: state)).joined(separator: "\n")
    }

    func testTheFirstStepShowsTheSubjectsOnNumberedTilesWithTheirPictures() {
        let phrase = PhraseSession(screen: .phraseFull, book: Self.book)
        let screen = text(phrase.state, emoji: true)
        XCTAssertTrue(screen.contains("WHO?  >  DOES WHAT?  >  WHAT?  >  SAY IT"), screen)
        XCTAssertTrue(screen.contains("│ 1"), screen)
        XCTAssertTrue(screen.contains("🙋 jo"), screen)
        XCTAssertTrue(screen.contains("👉 tu"), screen)
        XCTAssertTrue(screen.contains("Bksp back a word"), "footer:\n\(screen)")
        XCTAssertFalse(text(phrase.state).contains("🙋"), "no emoji where the terminal cannot draw them")
    }

    func testChosenWordsShowAboveAndLongListsArePaged() {
        var phrase = PhraseSession(screen: .phraseFull, book: Self.book)
        _ = phrase.handle(.key("2"), at: 0)
        _ = phrase.handle(.toggleNegation, at: 0)
        _ = phrase.handle(.key("1"), at: 0)
        var screen = text(phrase.state)
        XCTAssertTrue(screen.contains("tu  no  vull"), screen)
        XCTAssertTrue(screen.contains("thing9"), screen)
        XCTAssertFalse(screen.contains("thing10"), screen)
        XCTAssertTrue(screen.contains("page 1 of 2"), screen)
        _ = phrase.handle(.nextPage, at: 0)
        screen = text(phrase.state)
        XCTAssertTrue(screen.contains("thing11"), screen)
        XCTAssertTrue(screen.contains("page 2 of 2"), screen)
    }

    /// A verb negated by its own form marks the form's particle as "no" is marked, and the verb as a word.
    func testANegatedVerbsParticleIsMarkedAsTheNegation() throws {
        func english(_ id: String, _ list: PhraseList, next: [String] = [], negated: [PhraseWord]? = nil) -> PhraseWord {
            PhraseWord(id: id, text: id, emoji: "", clip: list.clipName(id).rawValue, next: next, negated: negated)
        }
        let want = english("want", .verbs, next: ["water"])
        var verb = want
        verb.negated = [english("dont", .particles), want]
        let book = PhraseBook(subjects: [english("I", .subjects, next: ["want"])], verbs: [verb],
                              complements: [english("water", .complements)], quick: [], no: nil, questionTag: nil)
        var phrase = PhraseSession(screen: .phraseFull, book: book)
        _ = phrase.handle(.key("1"), at: 0)
        _ = phrase.handle(.key("1"), at: 0)
        let view = try XCTUnwrap(phrase.state.phrase)
        var plain = Line("I", .item)
        plain.append("  ")
        plain.append("want", .item)
        XCTAssertEqual(PhrasePieces(view: view, emoji: false, texts: .english).sentenceLine, plain)
        _ = phrase.handle(.toggleNegation, at: 0)
        var negated = Line("I", .item)
        for (word, style) in [("dont", Style.bad), ("want", .item)] {
            negated.append("  ")
            negated.append(word, style)
        }
        XCTAssertEqual(PhrasePieces(view: try XCTUnwrap(phrase.state.phrase), emoji: false, texts: .english).sentenceLine,
                       negated)
    }

    func testTheFinishedSentenceIsBigWithWhatTheKeysDo() {
        var phrase = PhraseSession(screen: .phraseQuick, book: Self.book)
        _ = phrase.handle(.key("1"), at: 0)
        _ = phrase.handle(.key("3"), at: 0)
        _ = phrase.handle(.toggleQuestion, at: 0)
        let screen = text(phrase.state)
        XCTAssertTrue(screen.contains("I WANT / I AM  >  WHAT?  >  SAY IT"), screen)
        XCTAssertTrue(screen.contains("█"), "the sentence in the block font:\n\(screen)")
        XCTAssertTrue(screen.contains("Enter: say it again    n: no    p: question"), screen)
    }

    func testEveryStepFitsAnySize() {
        ScreenFit.assertFits(phraseStates.map { ScreenModel(state: $0) })
    }

    /// The phrase builder at each step: long emoji words on two pages, then a negated question.
    private var phraseStates: [SessionState] {
        let words = (1...12).map { PhraseWord(id: "w\($0)", text: "una paraula molt llarga \($0)", emoji: "🚽", clip: "c\($0)") }
        let book = PhraseBook(subjects: [PhraseWord(id: "jo", text: "jo", emoji: "🙋", clip: "jo", next: ["vull"])],
                              verbs: [PhraseWord(id: "vull", text: "vull", emoji: "🤲", clip: "vull", next: words.map(\.id))],
                              complements: words, quick: ["vull"], no: PhraseWord(id: "no", text: "no", emoji: "", clip: "no"),
                              questionTag: nil)
        var phrase = PhraseSession(screen: .phraseFull, book: book)
        var states = [phrase.state]
        for input in [Input.key("1"), .key("1"), .nextPage, .toggleNegation, .key("3"), .toggleQuestion] {
            _ = phrase.handle(input, at: 0)
            states.append(phrase.state)
        }
        return states + [PhraseSession(screen: .phraseQuick, book: .empty).state]
    }

    func testTheBuilderHasAStepBackAndAHomeKeyAndItsOwnKeys() {
        let kiosk = KeyMap(kiosk: true)
        for screen in [Screen.phraseFull, .phraseQuick] {
            XCTAssertEqual(kiosk.action(for: .escape, on: screen), .input(.home), screen.path)
            XCTAssertEqual(kiosk.action(for: .backspace, on: screen), .input(.back))
        }
        XCTAssertEqual(kiosk.action(for: .character("n"), on: .phraseFull), .input(.toggleNegation))
        XCTAssertEqual(kiosk.action(for: .character("p"), on: .phraseFull), .input(.toggleQuestion))
        XCTAssertEqual(kiosk.action(for: .character("7"), on: .phraseQuick), .input(.key("7")))
        XCTAssertEqual(kiosk.action(for: .right, on: .phraseFull), .input(.nextPage))
        let footer = KeyHints.hints(for: .phraseFull, operatorMenu: false, switchesLanguage: false)
        XCTAssertTrue(footer.contains { $0 == "key.backspace" && $1 == "hint.back_word" }, "Backspace takes a word back: \(footer)")
    }

    func testTheBuildersTilesKeepTheirOwnIconsAndTheMenusTileItsOwn() {
        let texts = Catalogue.english
        XCTAssertEqual(ScreenLabels.icon(of: .phraseFull, texts), texts.text("icon.full"))
        XCTAssertEqual(ScreenLabels.icon(of: .phraseQuick, texts), texts.text("icon.quick"))
        XCTAssertEqual(ScreenLabels.icon(of: .phrase, texts), texts.text("icon.phrase"))
        XCTAssertNotEqual(texts.text("icon.full"), texts.text("icon.phrase"), "the check tells them apart")
    }

    func testABankWithoutWordsSaysSoInsteadOfAnEmptyScreen() {
        let screen = text(PhraseSession(screen: .phraseFull, book: .empty).state)
        XCTAssertTrue(screen.contains("This bank has no words for this step."), screen)
    }
}
