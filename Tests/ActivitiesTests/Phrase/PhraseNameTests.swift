@testable import Activities
import Lessons
import XCTest

/// The phrase builder's events and clips keep the names the log, the cue table and the banks knew them by when built in.
final class PhraseNameTests: XCTestCase {
    func testLogNamesAreTheAgreedSnakeCaseNames() {
        let word = PhraseWord(id: "vull", text: "vull", emoji: "", clip: "phrase.verb.vull")
        let named: [(Event, String)] = [
            (.phraseWord(word), "phrase_word"),
            (.sentenceSpoken(PhraseSentence(no: nil, questionTag: nil)), "sentence_spoken"),
            (.phraseWordRemoved(word), "phrase_word_removed"),
            (.phrasePage(1), "phrase_page"),
            (.negationToggled(true), "negation_toggled"),
            (.questionToggled(false), "question_toggled"),
        ]
        for (event, name) in named {
            XCTAssertEqual(event.name, name)
        }
    }

    func testClipsAreNamedAsTheBankListsThem() {
        XCTAssertEqual(PhraseBuilder.clip(.complements, "aigua").question.rawValue, "phrase.complement.aigua.question")
        XCTAssertEqual(PhraseList.subjects.clipName("jo").rawValue, "phrase.subject.jo")
        XCTAssertEqual(PhraseList.verbs.clipName("vull").rawValue, "phrase.verb.vull")
        XCTAssertEqual(PhraseList.particles.clipName("dont").rawValue, "phrase.particle.dont")
        XCTAssertEqual(PhraseBuilder.noClip.rawValue, "phrase.no")
        XCTAssertEqual(PhraseBuilder.questionClip.rawValue, "phrase.question")
    }
}
