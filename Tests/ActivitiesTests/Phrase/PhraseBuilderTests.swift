@testable import Activities
import Lessons
import XCTest

/// The phrase builder's core: steps, what follows what, the spoken sentence, negation, questions, back and pages.
final class PhraseBuilderTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private static func word(_ id: String, next: [String] = [], rising: Bool = false) -> PhraseWord {
        PhraseWord(id: id, text: id, emoji: "", clip: "phrase.\(id)", questionClip: rising ? "phrase.\(id).question" : nil,
                   next: next)
    }

    private static let no = PhraseWord(id: "no", text: "no", emoji: "", clip: "phrase.no")
    private static let book = PhraseBook(
        subjects: [word("jo", next: ["vull", "dormo"]), word("tu", next: ["vols"])],
        verbs: [word("vull", next: ["aigua", "pa"]), word("vols", next: ["aigua"]), word("dormo", rising: true),
                word("estic", next: ["be"])],
        complements: [word("aigua", rising: true), word("pa"), word("be")],
        quick: ["vull", "estic"], no: no, questionTag: "phrase.question")

    private func builder(_ screen: Screen = .phraseFull, book: PhraseBook = book) -> PhraseSession {
        PhraseSession(screen: screen, book: book)
    }

    private func ids(_ words: [PhraseWord]) -> [String] { words.map(\.id) }

    func testSubjectVerbComplementEachPlaysAndTheLastSpeaksTheWholeSentence() {
        var phrase = builder()
        XCTAssertEqual(phrase.state.phrase?.step, .subject)
        XCTAssertEqual(ids(phrase.state.phrase!.choices), ["jo", "tu"])
        XCTAssertEqual(phrase.handle(.key("1"), at: 0), [.phraseWord(Self.book.subjects[0])])
        XCTAssertEqual(ids(phrase.state.phrase!.choices), ["vull", "dormo"], "only the verbs jo lists, in its order")
        XCTAssertEqual(phrase.handle(.key("1"), at: 1), [.phraseWord(Self.book.verbs[0])])
        XCTAssertEqual(phrase.state.phrase?.step, .complement)
        XCTAssertEqual(ids(phrase.state.phrase!.choices), ["aigua", "pa"])
        let events = phrase.handle(.key("2"), at: 2)
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.first, .phraseWord(Self.book.complements[1]))
        guard let sentence = events.last?.said else { return XCTFail("no sentence: \(events)") }
        XCTAssertEqual(sentence.clips, ["phrase.jo", "phrase.vull", "phrase.pa"])
        XCTAssertEqual(sentence.text, "Jo vull pa.")
        XCTAssertEqual(phrase.state.phrase?.step, .final)
        XCTAssertEqual(phrase.handle(.ask, at: 5), [.sentenceSpoken(sentence)], "Enter says it again")
        XCTAssertEqual(phrase.handle(.key("1"), at: 6), [.ignored(.key("1"))], "nothing to choose on the final screen")
    }

    func testAVerbWithNoComplementsGoesStraightToTheSentence() {
        var phrase = builder()
        _ = phrase.handle(.key("1"), at: 0)
        let events = phrase.handle(.key("2"), at: 1)
        XCTAssertEqual(phrase.state.phrase?.step, .final)
        guard let sentence = events.last?.said else { return XCTFail("\(events)") }
        XCTAssertEqual(sentence.text, "Jo dormo.")
    }

    func testNegationPutsNoBeforeTheVerbAndSaysTheSentenceAgain() {
        var phrase = builder()
        _ = phrase.handle(.key("1"), at: 0)
        _ = phrase.handle(.key("1"), at: 0)
        XCTAssertEqual(phrase.handle(.toggleNegation, at: 1), [.negationToggled(true)], "silent before the sentence is built")
        let events = phrase.handle(.key("1"), at: 2)
        guard let negated = events.last?.said else { return XCTFail("\(events)") }
        XCTAssertEqual(negated.clips, ["phrase.jo", "phrase.no", "phrase.vull", "phrase.aigua"])
        XCTAssertEqual(negated.text, "Jo no vull aigua.")
        let again = phrase.handle(.toggleNegation, at: 4)
        guard let plain = again.last?.said else { return XCTFail("\(again)") }
        XCTAssertEqual(again.first, .negationToggled(false))
        XCTAssertEqual(plain.clips, ["phrase.jo", "phrase.vull", "phrase.aigua"])
    }

    func testAVerbWithANegatedFormIsSaidAsThatFormInsteadOfNoBeforeIt() {
        let dont = PhraseWord(id: "dont", text: "don't", emoji: "", clip: "phrase.particle.dont")
        let sleep = Self.word("sleep", rising: true)
        var sleeps = Self.word("sleeps")
        sleeps.negated = [PhraseWord(id: "doesnt", text: "doesn't", emoji: "", clip: "phrase.particle.doesnt"), sleep]
        var want = Self.word("want", next: ["water"])
        want.negated = [dont, Self.word("want")]
        let book = PhraseBook(subjects: [Self.word("Mum", next: ["sleeps", "want"])], verbs: [sleeps, want, sleep],
                              complements: [Self.word("water")], quick: [], no: Self.no, questionTag: "phrase.question")
        var phrase = builder(book: book)
        _ = phrase.handle(.key("1"), at: 0)
        XCTAssertEqual(phrase.handle(.toggleNegation, at: 1), [.negationToggled(true)])
        XCTAssertEqual(phrase.state.phrase?.sentence.spokenWords.map(\.id), ["Mum", "no"], "no verb yet: \"no\" ends it")
        let events = phrase.handle(.key("1"), at: 2)
        guard let negated = events.last?.said else { return XCTFail("\(events)") }
        XCTAssertEqual(negated.clips, ["phrase.Mum", "phrase.particle.doesnt", "phrase.sleep"])
        XCTAssertEqual(negated.text, "Mum doesn't sleep.")
        let asked = phrase.handle(.toggleQuestion, at: 3)
        guard let question = asked.last?.said else { return XCTFail("\(asked)") }
        XCTAssertEqual(question.clips, ["phrase.Mum", "phrase.particle.doesnt", "phrase.sleep.question"],
                       "the last word of the negated form rises")
        _ = phrase.handle(.back, at: 4)
        _ = phrase.handle(.key("2"), at: 5)
        let wanted = phrase.handle(.key("1"), at: 6)
        guard let water = wanted.last?.said else { return XCTFail("\(wanted)") }
        XCTAssertEqual(water.clips, ["phrase.Mum", "phrase.particle.dont", "phrase.want", "phrase.water", "phrase.question"])
        XCTAssertEqual(phrase.state.phrase?.sentence.words.map(\.word.id), ["Mum", "want", "water"], "the words chosen are kept as chosen")
    }

    func testAQuestionUsesTheLastWordsRisingFormOrElseTheTag() {
        var phrase = builder()
        for key in ["1", "1", "1"] { _ = phrase.handle(.key(key), at: 0) }
        let rising = phrase.handle(.toggleQuestion, at: 1)
        guard let asked = rising.last?.said else { return XCTFail("\(rising)") }
        XCTAssertEqual(asked.clips, ["phrase.jo", "phrase.vull", "phrase.aigua.question"], "aigua has a rising form")
        XCTAssertEqual(asked.text, "Jo vull aigua?")
        _ = phrase.handle(.back, at: 2)
        let tagged = phrase.handle(.key("2"), at: 3)
        guard let withTag = tagged.last?.said else { return XCTFail("\(tagged)") }
        XCTAssertEqual(withTag.clips, ["phrase.jo", "phrase.vull", "phrase.pa", "phrase.question"], "pa has none: the tag follows")
    }

    func testAQuestionOpensWithTheLanguagesMarkWhereItHasOne() {
        var book = Self.book
        book.openingQuestionMark = "¿"
        var phrase = builder(book: book)
        for key in ["1", "1", "2"] { _ = phrase.handle(.key(key), at: 0) }
        _ = phrase.handle(.toggleQuestion, at: 1)
        XCTAssertEqual(phrase.state.phrase?.sentence.text, "¿Jo vull pa?")
    }

    func testBackTakesTheLastWordBackAndLeavesOnlyWhenNothingIsLeft() {
        var phrase = builder()
        for key in ["2", "1", "1"] { _ = phrase.handle(.key(key), at: 0) }
        XCTAssertEqual(phrase.state.phrase?.sentence.text, "Tu vols aigua.")
        XCTAssertEqual(phrase.handle(.back, at: 1), [.phraseWordRemoved(Self.book.complements[0])])
        XCTAssertEqual(phrase.state.phrase?.step, .complement)
        XCTAssertEqual(ids(phrase.state.phrase!.choices), ["aigua"], "the choices of the verb before it")
        XCTAssertEqual(phrase.state.phase, .awaitingAnswer)
        _ = phrase.handle(.back, at: 2)
        XCTAssertEqual(ids(phrase.state.phrase!.choices), ["vols"], "tu's verbs again")
        _ = phrase.handle(.back, at: 3)
        XCTAssertEqual(phrase.state.phrase?.step, .subject)
        XCTAssertEqual(phrase.handle(.back, at: 4), [.screenLeft(.phraseFull)])
        XCTAssertEqual(phrase.state.phase, .closed)
    }

    func testQuickModeStartsAtIWantAndIAmWithoutASubject() {
        var phrase = builder(.phraseQuick)
        XCTAssertEqual(phrase.state.phrase?.step, .verb)
        XCTAssertEqual(ids(phrase.state.phrase!.choices), ["vull", "estic"])
        _ = phrase.handle(.key("2"), at: 0)
        let events = phrase.handle(.key("1"), at: 1)
        guard let sentence = events.last?.said else { return XCTFail("\(events)") }
        XCTAssertEqual(sentence.text, "Estic be.")
        _ = phrase.handle(.back, at: 2)
        _ = phrase.handle(.back, at: 3)
        XCTAssertEqual(ids(phrase.state.phrase!.choices), ["vull", "estic"], "back to the starters")
        _ = phrase.handle(.toggleNegation, at: 4)
        _ = phrase.handle(.key("1"), at: 5)
        let negated = phrase.handle(.key("2"), at: 6)
        guard let no = negated.last?.said else { return XCTFail("\(negated)") }
        XCTAssertEqual(no.clips, ["phrase.no", "phrase.vull", "phrase.pa"])
    }

    func testMoreThanNineWordsArePagedAndDigitsPickOnTheShownPage() {
        let many = (1...12).map { Self.word("c\($0)") }
        let book = PhraseBook(subjects: [Self.word("jo", next: ["vull"])], verbs: [Self.word("vull", next: many.map(\.id))],
                              complements: many, quick: [], no: nil, questionTag: nil)
        var phrase = builder(book: book)
        _ = phrase.handle(.key("1"), at: 0)
        _ = phrase.handle(.key("1"), at: 0)
        XCTAssertEqual(phrase.state.phrase?.pageCount, 2)
        XCTAssertEqual(ids(Array(phrase.state.phrase!.shown)), (1...9).map { "c\($0)" })
        XCTAssertEqual(phrase.handle(.previousPage, at: 1), [.ignored(.previousPage)])
        XCTAssertEqual(phrase.handle(.nextPage, at: 1), [.phrasePage(1)])
        XCTAssertEqual(phrase.handle(.nextPage, at: 1), [.ignored(.nextPage)])
        XCTAssertEqual(ids(Array(phrase.state.phrase!.shown)), ["c10", "c11", "c12"])
        XCTAssertEqual(phrase.handle(.key("4"), at: 2), [.ignored(.key("4"))], "only three on this page")
        XCTAssertEqual(phrase.handle(.key("3"), at: 2).first, .phraseWord(many[11]))
        XCTAssertEqual(phrase.state.phrase?.sentence.text, "Jo vull c12.")
    }

    func testKeyMashingNeverBreaksItAndABookWithoutNoNegatesSilently() {
        let book = PhraseBook(subjects: [Self.word("jo", next: ["vull"])], verbs: [Self.word("vull")], complements: [],
                              quick: [], no: nil, questionTag: nil)
        var phrase = builder(book: book)
        for key in ["0", "9", "x", "-1", "", "12"] { XCTAssertEqual(phrase.handle(.key(key), at: 0), [.ignored(.key(key))]) }
        XCTAssertEqual(phrase.handle(.ask, at: 0), [.ignored(.ask)], "nothing to say yet")
        XCTAssertEqual(phrase.handle(.repeat, at: 0), [.ignored(.repeat)])
        _ = phrase.handle(.key("1"), at: 1)
        XCTAssertEqual(phrase.handle(.repeat, at: 1), [.phraseWord(book.subjects[0])], "Up hears the last word again")
        _ = phrase.handle(.toggleNegation, at: 2)
        let events = phrase.handle(.key("1"), at: 3)
        guard let sentence = events.last?.said else { return XCTFail("\(events)") }
        XCTAssertEqual(sentence.clips, ["phrase.jo", "phrase.vull"])
    }

    func testABankWithoutPhraseWordsOpensAnEmptyBuilder() {
        var phrase = builder(book: .empty)
        XCTAssertEqual(phrase.state.phrase?.choices, [])
        XCTAssertEqual(phrase.handle(.key("1"), at: 0), [.ignored(.key("1"))])
        XCTAssertEqual(phrase.handle(.back, at: 0), [.screenLeft(.phraseFull)])
    }

    func testTheNavigatorOpensBothModesFromThePhraseMenuAndHomeLeavesThem() {
        var content = LessonContent(items: [:], words: [], praiseClips: 1, scoldClips: 1)
        content.activities[PhraseBuilder.id] = Self.book
        var nav = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 1)
        _ = nav.open(.main)
        _ = nav.handle(.key("9"), at: 0)
        XCTAssertEqual(nav.screen, .phrase)
        _ = nav.handle(.key("2"), at: 0)
        XCTAssertEqual(nav.session?.state.phrase?.quick, true)
        _ = nav.handle(.key("1"), at: 0)
        XCTAssertEqual(nav.handle(.home, at: 1), [.screenLeft(.phraseQuick), .screenEntered(.main)])
    }
}
