import AudioEngine
@testable import Conductor
import Lessons
import XCTest

/// The default cues of memory, rendered offline: which clips each batch of events plays, in order.
final class GameCueTests: XCTestCase {
    private let gat = LessonItem(key: "gat", id: "memory.animals.1")

    /// The clips started by rendering `events` on `screen` to their end.
    private func clips(for events: [Event], on screen: Screen) -> [String] {
        let (library, _) = TestLibrary.standard()
        for name in ["memory.animals.1", "games.celebration", "games.consolation"] {
            library.add(name, seconds: 0.5)
        }
        let engine = Engine(configuration: EngineConfiguration())
        let conductor = Conductor(engine: engine, library: library)
        conductor.perform(events, on: screen, atFrame: 0)
        FileRenderer(mixer: engine.mixer).render(seconds: 4)
        return conductor.collect().compactMap { if case .clipStarted(_, let clip, _) = $0 { clip } else { nil } }
    }

    func testMemoryCardsPlayTheirClipsAndAPairClaps() {
        let screen = Screen.memory("animals")!
        XCTAssertEqual(clips(for: [.memoryCardShown(position: 0, card: gat)], on: screen), ["memory.animals.1"])
        XCTAssertEqual(clips(for: [.cardRevealed(position: 5, card: gat), .pairMatched(pairsLeft: 3)], on: screen),
                       ["memory.animals.1", "clap"])
    }

    func testMemoryEndsWithTheCelebrationOrTheConsolation() {
        let screen = Screen.memory("animals")!
        XCTAssertEqual(clips(for: [.cardRevealed(position: 1, card: gat), .pairMatched(pairsLeft: 0), .memoryWon], on: screen),
                       ["memory.animals.1", "clap", "games.celebration"])
        XCTAssertEqual(clips(for: [.cardRevealed(position: 1, card: gat), .pairMissed(mistakesLeft: 0), .memoryLost], on: screen),
                       ["memory.animals.1", "games.consolation"])
    }
}
