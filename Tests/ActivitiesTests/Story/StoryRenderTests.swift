@testable import Activities
import AudioEngine
import Conductor
import Lessons
import XCTest

/// The book read on a virtual clock and rendered offline: its narration's words reported as spoken, its page turns,
/// its sounds beside the narration, asserted on the clip log and the audio. (Moved from ConductorTests'
/// RenderedSessionTests with the kind.)
final class StoryRenderTests: XCTestCase {
    /// A two-page story: page 1 (1 s, four words spread evenly) has a sound on key 1; page 2 (0.8 s) has its words'
    /// timings, an effect at 0.4 s and music.
    private static let story: Story = {
        let pages = [StoryPage(text: ["ca": "u dos tres quatre"], narration: ["ca": "story.ca.1"],
                               objects: [StoryObject(clip: ["ca": "story.ca.1.object.1"])]),
                     StoryPage(text: ["ca": "cinc sis"], narration: ["ca": "story.ca.2"], timings: ["ca": [0.1, 0.6]],
                               effects: [StoryEffect(clip: "story.2.effect.1", at: 0.4)], music: "story.2.music")]
        return Story(id: "story", languages: ["ca"], title: ["ca": "Conte"], pages: pages, characters: [])
    }()

    /// The book opened at 0, played from a library of steady clips, every record kept.
    private final class Book {
        let engine: Engine
        private let renderer: FileRenderer
        let driver: LessonDriver
        private(set) var log: [LessonDriver.Record] = []

        init() {
            ActivityList.register()
            var configuration = EngineConfiguration()
            configuration.busGains = [.music: 0, .voice: 0, .effects: 0]
            engine = Engine(configuration: configuration)
            renderer = FileRenderer(mixer: engine.mixer, blockFrames: 480)
            let library = CueRender.Library(seconds: ["story.ca.1": 1.0, "story.ca.2": 0.8, "story.ca.1.object.1": 0.3,
                                                      "story.2.effect.1": 0.1, "story.2.music": 2])
            var content = LessonContent(items: [:], words: [], praiseClips: 0, scoldClips: 0)
            content.stories = [StoryRenderTests.story]
            let navigator = Navigator(content: content, rules: ChallengeRules(), records: Keeper(), seed: 7)
            driver = LessonDriver(conductor: Conductor(engine: engine, library: library, table: .withActivities),
                                  navigator: navigator, exactFrames: true)
            log = driver.open(.storyBook, at: 0)
        }

        /// Renders, letting the driver's time pass, to `time` (seconds).
        func play(until time: Double) {
            let end = Int64(engine.format.frames(seconds: time))
            while renderer.frame < end {
                renderer.render(until: renderer.frame + 480)
                log += driver.advance(to: engine.format.seconds(frames: Int(renderer.frame)))
            }
        }

        /// Plays to `time`, then gives the driver `input` there.
        func press(_ input: Input, at time: Double) {
            play(until: time)
            log += driver.handle(input, at: time)
        }

        /// Each clip that started: its name, bus and second.
        var started: [(clip: String, bus: Bus, at: Double)] {
            log.compactMap { record in
                guard case .clip(.clipStarted(let bus, let clip, let frame)) = record.entry else { return nil }
                return (clip, bus, engine.format.seconds(frames: Int(frame)))
            }
        }

        /// When `clip` first ended, in seconds.
        func end(of clip: String) -> Double? {
            log.lazy.compactMap { record -> Double? in
                guard case .clip(.clipEnded(_, clip, let frame)) = record.entry else { return nil }
                return self.engine.format.seconds(frames: Int(frame))
            }.first
        }

        /// The words reported as heard, with the second each was.
        var heardWords: [(index: Int, at: Double)] {
            log.compactMap { if case .clip(.input(.wordHeard(let index), _)) = $0.entry { (index, $0.time) } else { nil } }
        }

        /// Whether anything is heard from `seconds` on.
        func sounds(after seconds: Double) -> Bool {
            let samples = renderer.buffer.samples
            return (Int(seconds * 48_000)..<(samples.count / 2)).contains { abs(samples[2 * $0]) > 1e-4 }
        }

        var view: StoryView? { driver.state.story }
    }

    func testStoryWordsAreReportedAsSpokenAndThePageTurnsAShortPauseAfterTheNarration() {
        let book = Book()
        book.play(until: 0.6)
        XCTAssertEqual(book.view?.highlighted, 2)
        book.play(until: 3)
        XCTAssertEqual(book.heardWords.prefix(4).map(\.index), [0, 1, 2, 3])
        for (heard, expected) in zip(book.heardWords, [0, 0.25, 0.5, 0.75]) { XCTAssertEqual(heard.at, expected, accuracy: 0.011) }
        let narrations = book.started.filter { $0.clip.hasPrefix("story.ca.") && !$0.clip.contains("object") }
        XCTAssertEqual(narrations.map(\.clip), ["story.ca.1", "story.ca.2"])
        XCTAssertEqual(narrations.last?.at ?? 0, 1.0 + 1.5, accuracy: 0.03, "the next page 1.5 s after the narration ends")
        XCTAssertEqual(book.view?.page, 1)
    }

    func testAStoryObjectPlaysBesideTheNarrationWithoutCuttingIt() {
        let book = Book()
        book.press(.key("1"), at: 0.3)
        book.play(until: 1.2)
        XCTAssertTrue(book.started.contains { $0.clip == "story.ca.1.object.1" && $0.bus == .effects && abs($0.at - 0.3) < 0.011 })
        XCTAssertEqual(book.end(of: "story.ca.1") ?? 0, 1.0, accuracy: 0.011, "the narration plays out")
    }

    func testAPageTurnCutsTheNarrationAndItsRemainingWords() {
        let book = Book()
        book.press(.nextPage, at: 0.3)
        book.play(until: 0.45)
        XCTAssertEqual(book.heardWords.map(\.index), [0, 1, 0], "page 1's words 2 and 3 are never reported")
        XCTAssertEqual(book.view?.highlighted, 0)
        XCTAssertTrue(book.started.contains { $0.clip == "story.ca.2" && abs($0.at - 0.3) < 0.011 })
    }

    func testThePagesOwnWordTimingsLightItsWordsAndItsEffectAndMusicStartOnTime() {
        let book = Book()
        book.press(.nextPage, at: 0.2)
        book.play(until: 1.2)
        XCTAssertEqual(book.heardWords.suffix(2).map(\.index), [0, 1])
        for (heard, expected) in zip(book.heardWords.suffix(2), [0.3, 0.8]) { XCTAssertEqual(heard.at, expected, accuracy: 0.011) }
        XCTAssertTrue(book.started.contains { $0.clip == "story.2.effect.1" && $0.bus == .effects && abs($0.at - 0.6) < 0.011 })
        XCTAssertTrue(book.started.contains { $0.clip == "story.2.music" && $0.bus == .effects && abs($0.at - 0.2) < 0.011 })
    }

    func testAPageTurnEndsThePagesObjectSoundToo() {
        let book = Book()
        book.press(.key("1"), at: 0.3)
        book.press(.nextPage, at: 0.4)
        book.play(until: 1)
        XCTAssertTrue(book.started.contains { $0.clip == "story.ca.1.object.1" })
        // Played out it would end at 0.6 s; stopped, it fades out just after the turn.
        XCTAssertEqual(book.end(of: "story.ca.1.object.1") ?? 0, 0.4, accuracy: 0.02, "the object sound stops with its page")
    }

    func testHomeFromTheBookStopsTheNarrationAndTheObjectSound() {
        let book = Book()
        book.press(.key("1"), at: 0.3)
        book.press(.home, at: 0.4)
        book.play(until: 1.5)
        XCTAssertEqual(book.driver.screen, .main)
        XCTAssertTrue(book.sounds(after: 0.35), "both sounded")
        XCTAssertFalse(book.sounds(after: 0.42), "home stops everything")
    }
}
