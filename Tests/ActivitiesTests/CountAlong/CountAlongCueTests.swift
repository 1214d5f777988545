@testable import Activities
import AudioEngine
@testable import Conductor
import Lessons
import XCTest

/// Count-along's cues, rendered offline: which clips each batch of its events plays, in order.
final class CountAlongCueTests: XCTestCase {
    /// Half-second clips of the numbers, the hint and the end voices, and nothing else.
    private struct Library: CueLibrary {
        let names: Set = ["count.2", "count.hint", "games.celebration", "games.consolation"]

        func clip(named name: String) -> Clip? {
            names.contains(name) ? Clip(name: name, samples: [Float](repeating: 0.2, count: 48_000), format: .standard) : nil
        }

        func group(named name: String) -> [String] { [] }
    }

    private let two = LessonItem(key: "2", id: "count.2")

    override func setUp() { ActivityList.register() }

    /// The clips started by rendering `events` on count-along's screen to their end.
    private func clips(for events: [Event]) -> [String] {
        let engine = Engine(configuration: EngineConfiguration())
        let conductor = Conductor(engine: engine, library: Library(), table: .withActivities)
        conductor.perform(events, on: CountAlong.screen, atFrame: 0)
        FileRenderer(mixer: engine.mixer).render(seconds: 4)
        return conductor.collect().compactMap { if case .clipStarted(_, let clip, _) = $0 { clip } else { nil } }
    }

    func testCountAlongPlaysNumbersAndAHintBeforeTheNextOne() {
        XCTAssertEqual(clips(for: [CountAlongEvent.number(two)]), ["count.2"])
        XCTAssertEqual(clips(for: [CountAlongEvent.hint(expected: two)]), ["count.hint", "count.2"])
        XCTAssertEqual(clips(for: [CountAlongEvent.number(two), CountAlongEvent.finished(total: 2)]), ["count.2", "games.celebration"])
    }
}
