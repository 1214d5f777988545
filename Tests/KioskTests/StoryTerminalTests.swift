import EducatTestSupport
import Foundation
import XCTest

/// The story by keyboard alone in a real pseudo-terminal: from the main menu and by `educat story`.
final class StoryTerminalTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    private func narrated(_ clip: String) -> ([String: Any]) -> Bool {
        { $0["event"] as? String == "narrate" && $0["clip"] as? String == clip }
    }

    func testTheStoryIsReachedFromTheMainMenuAndReadByKeys() throws {
        try session.start("$EDUCAT kiosk --seed 1 --event-log \(session.eventLog)")
        session.waitForScreen { $0.contains("MAIN MENU") && $0.contains("STORY") }
        // Story is the eighth entry of the main menu.
        try session.send("8")
        session.waitForScreen { $0.contains("BOOK") && $0.contains("NAMES") }
        try session.send("1")
        var screen = session.waitForScreen { $0.contains("page 1/8") }
        XCTAssertTrue(screen.contains("La Pruna i la lluna    page 1/8    CA    narration on"), screen)
        XCTAssertNotNil(session.waitForEvent(narrated("stories.pruna.ca.1")), "narration starts on entry")
        try session.send("Right")
        XCTAssertNotNil(session.waitForEvent(narrated("stories.pruna.ca.2")))
        try session.send("l")
        screen = session.waitForScreen { $0.contains("page 2/8    ES") }
        XCTAssertTrue(screen.contains("Pruna y la luna"), screen)
        XCTAssertNotNil(session.waitForEvent(narrated("stories.pruna.es.2")), "same page, in Spanish")
        try session.send("n")
        screen = session.waitForScreen { $0.contains("narration off") }
        XCTAssertTrue(screen.contains("narration off"), screen)
        try session.send("BSpace")
        screen = session.waitForScreen { $0.contains("NAMES") && !$0.contains("page") }
        try session.send("2")
        screen = session.waitForScreen { $0.contains("found 0/4") }
        XCTAssertTrue(screen.contains("1-4 name"), "footer key map:\n\(screen)")
        try session.send("Escape")
        screen = session.waitForScreen { $0.contains("MAIN MENU") }
        XCTAssertTrue(screen.contains("MAIN MENU"), "Esc goes home from the story's game:\n\(screen)")
    }

    func testAPageListsItsSoundsOnTheirKeysAndAListedKeyPlaysItsSound() throws {
        let english = URL(fileURLWithPath: TmuxSession.bank).deletingLastPathComponent().appendingPathComponent("en").path
        try session.start("$EDUCAT story --story tren --seed 1 --event-log \(session.eventLog)", environment: ["EDUCAT_BANK": english])
        var screen = session.waitForScreen { $0.contains("page 1/4") && $0.contains("Toot, toot!") }
        XCTAssertTrue(screen.contains("Mia's train    page 1/4    EN"), screen)
        XCTAssertTrue(screen.contains("Choo-choo, choo-choo!"), "page 1's two sounds are listed:\n\(screen)")
        // Narration off, so the page stays until turned.
        try session.send("n", "Right", "Right")
        screen = session.waitForScreen { $0.contains("page 3/4") && $0.contains("A rainbow!") }
        for sound in ["Drip, drip, drip!", "Boom!", "A rainbow!"] { XCTAssertTrue(screen.contains(sound), "\(sound) in\n\(screen)") }
        XCTAssertFalse(screen.contains("Toot, toot!"), "page 1's sounds are gone:\n\(screen)")
        try session.send("3")
        let clip = "stories.tren.en.3.object.3"
        XCTAssertNotNil(session.waitForEvent { $0["event"] as? String == "story_object" && $0["clip"] as? String == clip },
                        "key 3 plays the third sound listed")
        XCTAssertNotNil(session.waitForEvent { $0["event"] as? String == "clip_start" && $0["clip"] as? String == clip },
                        "and it starts playing")
    }

    func testANamingGameFinishedCountsAsAGamePlayedOnTheStoryTiles() throws {
        try session.start("$EDUCAT kiosk --seed 2 --event-log \(session.eventLog)")
        session.waitForScreen { $0.contains("MAIN MENU") && $0.contains("STORY (0)") }
        try session.send("8")
        let screen = session.waitForScreen { $0.contains("NAMES (0)") }
        XCTAssertTrue(screen.contains("BOOK") && !screen.contains("BOOK ("), screen)
        try session.send("2")
        session.waitForScreen { $0.contains("found 0/4") }
        // Each round of the four keys finds at least one name (a found one is locked), so four rounds find them all.
        for _ in 0..<4 { try session.send("1", "2", "3", "4") }
        XCTAssertNotNil(session.waitForEvent(TmuxSession.event("names_found")), "every name is found")
        try expect("NAMES (1)", after: "BSpace", "back on the story menu")
        try expect("STORY (1)", after: "Escape", "the main menu counts it")
    }

    /// Sends `key` and checks that the screen comes to show `text`; `why` says what that shows.
    private func expect(_ text: String, after key: String, _ why: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try session.send(key)
        let screen = session.waitForScreen { $0.contains(text) }
        XCTAssertTrue(screen.contains(text), "\(why):\n\(screen)", file: file, line: line)
    }

    func testStoryCommandOpensTheBookInTheLanguageAsked() throws {
        try session.start("$EDUCAT story --language es --seed 1 --event-log \(session.eventLog)")
        let screen = session.waitForScreen { $0.contains("page 1/8") }
        XCTAssertTrue(screen.contains("STORY / BOOK"), screen)
        XCTAssertTrue(screen.contains("Pruna y la luna    page 1/8    ES"), screen)
        XCTAssertNotNil(session.waitForEvent(narrated("stories.pruna.es.1")))
    }

    func testTheSpanishBankOpensTheStoryInSpanish() throws {
        let spanish = URL(fileURLWithPath: TmuxSession.bank).deletingLastPathComponent().appendingPathComponent("es").path
        try session.start("$EDUCAT story --seed 1 --event-log \(session.eventLog)", environment: ["EDUCAT_BANK": spanish])
        let screen = session.waitForScreen { $0.contains("page 1/8") }
        XCTAssertTrue(screen.contains("Pruna y la luna    page 1/8    ES"), screen)
        XCTAssertNotNil(session.waitForEvent(narrated("stories.pruna.es.1")))
    }

    func testStoryCommandOpensAStoryByIdAndNamesTheStoriesWhenItHasNoSuchOne() throws {
        try session.start("$EDUCAT story --story pruna --seed 1 --event-log \(session.eventLog)")
        XCTAssertTrue(session.waitForScreen { $0.contains("page 1/8") }.contains("La Pruna i la lluna"))
        session.stop()
        session = try TmuxSession(name: "storymissing")
        // The program exits at once; the shell waits so its message stays on the screen to be read.
        try session.start("$EDUCAT story --story lobo; sleep 10")
        // The message wraps at the terminal's 80 columns.
        let screen = session.waitForScreen { $0.contains("no such story") }.replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(screen.contains("--story lobo: the sound bank has no such story; its stories are pruna, granja, tren"), screen)
    }
}
