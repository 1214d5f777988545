@testable import Activities
import Lessons
import XCTest

/// Count-along's cues, rendered offline: which clips each batch of its events plays, in order.
final class CountAlongCueTests: XCTestCase {
    private let two = LessonItem(key: "2", id: "count.2")

    /// The clips started by rendering `events` on count-along's screen, with the numbers, the hint and the end voices.
    private func clips(for events: [Event]) -> [String] {
        CueRender.clips(for: events, on: CountAlong.screen, names: ["count.2", "count.hint", "games.celebration", "games.consolation"])
    }

    func testCountAlongPlaysNumbersAndAHintBeforeTheNextOne() {
        XCTAssertEqual(clips(for: [CountAlongEvent.number(two)]), ["count.2"])
        XCTAssertEqual(clips(for: [CountAlongEvent.hint(expected: two)]), ["count.hint", "count.2"])
        XCTAssertEqual(clips(for: [CountAlongEvent.number(two), CountAlongEvent.finished(total: 2)]), ["count.2", "games.celebration"])
    }
}
