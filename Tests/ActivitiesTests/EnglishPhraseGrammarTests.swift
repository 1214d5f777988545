@testable import Activities
import AudioEngine
import Conductor
import Foundation
import Lessons
import SoundBank
import XCTest

/// Every sentence the English phrase builder can make from the bundled `sounds/en`, in both modes, plain, negated,
/// asked and both, is grammatical by the rule below.
///
/// The rule: a sentence is SUBJECT VERB-GROUP [COMPLEMENT], said as written (a question is the same words with a
/// rising last word or the tag "right?"). The subject's person is first ("I"), second ("you") or third ("Mum",
/// "Dad"). The verb group agrees with it:
/// - "to be" is "am" (first), "are" (second), "is" (third); negated, "not" follows it;
/// - any other verb is its base form (first, second) or its third-person form (third); negated, it is "don't"
///   (first, second) or "doesn't" (third) followed by the base form.
/// After "to be" comes an adjective; after another verb, anything but an adjective (or nothing). No other word
/// negates ("no" is not English negation of a verb), and a plain sentence has no negation at all.
final class EnglishPhraseGrammarTests: XCTestCase {
    private static let person = ["I": 1, "you": 2, "Mum": 3, "Dad": 3]
    private static let be = [1: "am", 2: "are", 3: "is"]
    private static let thirdPerson = ["want": "wants", "eat": "eats", "drink": "drinks", "go": "goes", "sleep": "sleeps"]
    private static let adjectives: Set = ["happy", "sad", "tired", "ill", "well"]

    override func setUp() { ActivityList.register() }

    private static let english = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("sounds/en").path

    /// Why `words` breaks the rule (negated or not as `negated` says), or nil when it keeps it.
    private static func fault(_ words: [String], negated: Bool) -> String? {
        guard let subject = words.first, let person = person[subject] else { return "no known subject first" }
        var rest = words.dropFirst()
        guard let verb = rest.popFirst() else { return "no verb" }
        var isBe = false
        if verb == be[person] {
            isBe = true
            if negated { guard rest.popFirst() == "not" else { return "'\(verb)' not followed by 'not'" } }
        } else if negated {
            guard verb == (person == 3 ? "doesn't" : "don't") else { return "'\(verb)' is not the do-support for person \(person)" }
            guard let base = rest.popFirst(), thirdPerson[base] != nil else { return "no base form after '\(verb)'" }
        } else {
            let forms = person == 3 ? Set(thirdPerson.values) : Set(thirdPerson.keys)
            guard forms.contains(verb) else { return "'\(verb)' does not agree with person \(person)" }
        }
        if let next = rest.first, Set(["not", "don't", "doesn't", "no"]).contains(next) { return "a second negation '\(next)'" }
        let complement = rest.joined(separator: " ")
        if isBe != adjectives.contains(complement) { return "'\(complement)' cannot follow '\(verb)'" }
        return nil
    }

    /// Every finished sentence reachable from `builder`, following each choice on every page.
    private static func finished(_ builder: PhraseSession) -> [PhraseSession] {
        let view = builder.state.phrase!
        guard view.step != .final else { return [builder] }
        return view.choices.indices.flatMap { index -> [PhraseSession] in
            var next = builder
            for _ in 0..<(index / PhraseView.pageSize) { _ = next.handle(.nextPage, at: 0) }
            _ = next.handle(.key(String(index % PhraseView.pageSize + 1)), at: 0)
            return finished(next)
        }
    }

    func testEverySentenceTheEnglishBuilderMakesIsGrammatical() throws {
        let content = BankLibrary(bank: try Bank.load(from: Self.english), cache: ClipCache()).content
        var checked = 0
        for screen in [Screen.phraseFull, .phraseQuick] {
            let book = try XCTUnwrap(content.activities[PhraseBuilder.id] as? PhraseBook)
            for built in Self.finished(PhraseSession(screen: screen, book: book)) {
                for toggles in [[], [Input.toggleNegation], [.toggleQuestion], [.toggleNegation, .toggleQuestion]] {
                    var builder = built
                    let spoken = toggles.flatMap { builder.handle($0, at: 0) }.compactMap(\.said)
                    let sentence = builder.state.phrase!.sentence
                    XCTAssertEqual(spoken.last?.text ?? sentence.text, sentence.text, "what is said is what is shown")
                    let words = sentence.spokenWords.flatMap { $0.text.split(separator: " ").map(String.init) }
                    if let fault = Self.fault(words, negated: sentence.negated) {
                        XCTFail("\(screen.path): \"\(sentence.text)\": \(fault)")
                    }
                    XCTAssertEqual(sentence.text.last, sentence.question ? "?" : ".", sentence.text)
                    checked += 1
                }
            }
        }
        // 4 subjects × their verbs × complements, and the quick starters' complements, each in four forms.
        XCTAssertGreaterThan(checked, 300, "every sentence was enumerated")
    }

    func testTheRuleRejectsTheSentencesTheOldSingleNoSlotMade() {
        XCTAssertNotNil(Self.fault(["I", "don't", "am", "happy"], negated: true))
        XCTAssertNotNil(Self.fault(["Mum", "don't", "want", "water"], negated: true))
        XCTAssertNotNil(Self.fault(["Mum", "want", "water"], negated: false))
        XCTAssertNotNil(Self.fault(["I", "is", "happy"], negated: false))
        XCTAssertNotNil(Self.fault(["I", "don't", "wants", "water"], negated: true))
        XCTAssertNotNil(Self.fault(["you", "are", "water"], negated: false))
        XCTAssertNil(Self.fault(["Mum", "doesn't", "want", "water"], negated: true))
        XCTAssertNil(Self.fault(["I", "am", "not", "happy"], negated: true))
        XCTAssertNil(Self.fault(["Dad", "sleeps"], negated: false))
    }
}
