import AudioEngine
import Lessons
import XCTest

/// A number's lesson rendered offline: its voice over the music and leaving it (from ConductorTests'
/// RenderedSessionTests, which register no kinds, with the kind).
final class LessonRenderTests: XCTestCase {
    /// The numbers' lesson, its clips 0.4 s long at a steady 0.2.
    private func lesson() -> RenderedDriver {
        let digits = (0...9).map { LessonItem(key: "\($0)", id: "numbers.\($0)") }
        let content = LessonContent(items: [.numbers: digits], words: [], praiseClips: 0, scoldClips: 0)
        return RenderedDriver(content: content, library: CueRender.Library(seconds: Dictionary(
            uniqueKeysWithValues: digits.map { ($0.id, 0.4) })))
    }

    func testMusicDucksUnderTheVoicesOfARenderedSession() {
        let session = lesson()
        let music = Clip(name: "music", samples: [Float](repeating: 0.1, count: 2 * 48_000), format: .standard)
        session.engine.scheduler.play(music, on: .music, loop: LoopRange(start: 0, end: 48_000))
        session.open(Screen(.numbers, .lesson))
        session.press(.key("7"), at: 1)
        session.play(until: 3)
        XCTAssertEqual(session.level(at: 0.9), 0.1, accuracy: 1e-3)
        XCTAssertEqual(session.level(at: 1.3), 0.2 + 0.1 * Float(pow(10, -12.0 / 20)), accuracy: 1e-3, "voice over ducked music")
        XCTAssertEqual(session.level(at: 2.9), 0.1, accuracy: 1e-3)
    }

    func testBackLeavesToTheParentAndStopsTheSound() {
        let session = lesson()
        session.open(Screen(.numbers, .lesson))
        session.press(.key("3"), at: 0.5)
        session.press(.back, at: 0.6)
        session.play(until: 1.5)
        XCTAssertEqual(session.driver.screen.path, "numbers")
        XCTAssertFalse(session.sounds(after: 0.62))
    }
}
