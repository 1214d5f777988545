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

    /// The book opened at 0, played from a library of steady clips.
    private func openBook() -> RenderedDriver {
        let library = CueRender.Library(seconds: ["story.ca.1": 1.0, "story.ca.2": 0.8, "story.ca.1.object.1": 0.3,
                                                  "story.2.effect.1": 0.1, "story.2.music": 2])
        var content = LessonContent(items: [:], words: [], praiseClips: 0, scoldClips: 0)
        content.stories = [Self.story]
        let book = RenderedDriver(content: content, library: library)
        book.open(.storyBook)
        return book
    }

    func testStoryWordsAreReportedAsSpokenAndThePageTurnsAShortPauseAfterTheNarration() {
        let book = openBook()
        book.play(until: 0.6)
        XCTAssertEqual(book.driver.state.story?.highlighted, 2)
        book.play(until: 3)
        XCTAssertEqual(book.heardWords.prefix(4).map(\.index), [0, 1, 2, 3])
        for (heard, expected) in zip(book.heardWords, [0, 0.25, 0.5, 0.75]) { XCTAssertEqual(heard.at, expected, accuracy: 0.011) }
        let narrations = book.started.filter { $0.clip.hasPrefix("story.ca.") && !$0.clip.contains("object") }
        XCTAssertEqual(narrations.map(\.clip), ["story.ca.1", "story.ca.2"])
        XCTAssertEqual(narrations.last?.at ?? 0, 1.0 + 1.5, accuracy: 0.03, "the next page 1.5 s after the narration ends")
        XCTAssertEqual(book.driver.state.story?.page, 1)
    }

    func testAStoryObjectPlaysBesideTheNarrationWithoutCuttingIt() {
        let book = openBook()
        book.press(.key("1"), at: 0.3)
        book.play(until: 1.2)
        XCTAssertTrue(book.started.contains { $0.clip == "story.ca.1.object.1" && $0.bus == .effects && abs($0.at - 0.3) < 0.011 })
        XCTAssertEqual(book.end(of: "story.ca.1") ?? 0, 1.0, accuracy: 0.011, "the narration plays out")
    }

    func testAPageTurnCutsTheNarrationAndItsRemainingWords() {
        let book = openBook()
        book.press(.nextPage, at: 0.3)
        book.play(until: 0.45)
        XCTAssertEqual(book.heardWords.map(\.index), [0, 1, 0], "page 1's words 2 and 3 are never reported")
        XCTAssertEqual(book.driver.state.story?.highlighted, 0)
        XCTAssertTrue(book.started.contains { $0.clip == "story.ca.2" && abs($0.at - 0.3) < 0.011 })
    }

    func testThePagesOwnWordTimingsLightItsWordsAndItsEffectAndMusicStartOnTime() {
        let book = openBook()
        book.press(.nextPage, at: 0.2)
        book.play(until: 1.2)
        XCTAssertEqual(book.heardWords.suffix(2).map(\.index), [0, 1])
        for (heard, expected) in zip(book.heardWords.suffix(2), [0.3, 0.8]) { XCTAssertEqual(heard.at, expected, accuracy: 0.011) }
        XCTAssertTrue(book.started.contains { $0.clip == "story.2.effect.1" && $0.bus == .effects && abs($0.at - 0.6) < 0.011 })
        XCTAssertTrue(book.started.contains { $0.clip == "story.2.music" && $0.bus == .effects && abs($0.at - 0.2) < 0.011 })
    }

    func testAPageTurnEndsThePagesObjectSoundToo() {
        let book = openBook()
        book.press(.key("1"), at: 0.3)
        book.press(.nextPage, at: 0.4)
        book.play(until: 1)
        XCTAssertTrue(book.started.contains { $0.clip == "story.ca.1.object.1" })
        // Played out it would end at 0.6 s; stopped, it fades out just after the turn.
        XCTAssertEqual(book.end(of: "story.ca.1.object.1") ?? 0, 0.4, accuracy: 0.02, "the object sound stops with its page")
    }

    func testHomeFromTheBookStopsTheNarrationAndTheObjectSound() {
        let book = openBook()
        book.press(.key("1"), at: 0.3)
        book.press(.home, at: 0.4)
        book.play(until: 1.5)
        XCTAssertEqual(book.driver.screen, .main)
        XCTAssertTrue(book.sounds(after: 0.35), "both sounded")
        XCTAssertFalse(book.sounds(after: 0.42), "home stops everything")
    }
}
