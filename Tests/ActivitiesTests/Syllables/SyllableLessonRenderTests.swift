@testable import Activities
import AudioEngine
import Lessons
import XCTest

/// The syllables lesson rendered offline through the navigator and the conductor: the word clapped, and the screen
/// revealing each syllable and the count as it is heard.
final class SyllableLessonRenderTests: XCTestCase {
    private let casa = SyllableWord(id: "words.casa", text: "casa", syllables: ["CA", "SA"], display: "🏠")

    private func lesson() -> RenderedDriver {
        let content = LessonContent(items: [:], words: [casa], praiseClips: 0, scoldClips: 0)
        return RenderedDriver(content: content, library: CueRender.Library(seconds: [
            "words.casa": 0.8, "words.casa.1": 0.35, "words.casa.2": 0.4, "clap": 0.08, "numbers.2": 0.4,
        ]))
    }

    func testAnAskedWordIsClappedAndRevealedAsItIsHeard() {
        let session = lesson()
        session.open(Screen(.syllables, .lesson))
        session.press(.ask, at: 0.5)
        XCTAssertEqual(session.driver.state.current?.word, casa)
        session.play(until: 2.2)
        XCTAssertEqual(session.driver.state.reveal.revealed, 1, "the first syllable, heard at 1.5 s after the ask")
        XCTAssertFalse(session.driver.state.reveal.countShown)
        session.play(until: 6)
        XCTAssertEqual(session.started.map(\.clip), ["words.casa", "words.casa.1", "clap", "words.casa.2", "clap", "numbers.2"])
        XCTAssertEqual(session.started.last?.at ?? 0, 0.5 + 4.5, accuracy: 1e-4, "the count 3 s after the first syllable")
        XCTAssertEqual(session.driver.state.reveal.revealed, 2)
        XCTAssertTrue(session.driver.state.reveal.countShown)
        XCTAssertEqual(session.driver.state.phase, .idle, "shown until the next ask")
    }

    func testBackStopsTheClappedWordAndLeavesToTheSyllablesMenu() {
        let session = lesson()
        session.open(Screen(.syllables, .lesson))
        session.press(.ask, at: 0.5)
        session.press(.back, at: 1.8)
        session.play(until: 6)
        XCTAssertEqual(session.driver.screen, Screen(.syllables))
        XCTAssertFalse(session.sounds(after: 1.85))
    }
}
