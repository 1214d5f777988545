import Activities
import Conductor
import EducatApp
import EducatTestSupport
import Foundation
import Lessons
import Records
import Settings
import XCTest

/// `educat render` in process: a scripted challenge played by the kiosk's parts leaves its game in the store through
/// the journal, and its events in the log the event writer makes of it.
final class SessionRenderTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder(self)
    }

    /// Renders `script` on the bundled Catalan bank without music, into the test folder's store.
    private func render(_ script: String) throws -> SessionRender.Outcome {
        var settings = Settings()
        settings.music = false
        var render = SessionRender(session: try SessionScript(script, name: "session"), name: "session",
                                   output: folder.url.appendingPathComponent("session.wav").path, settings: settings)
        render.bank = TmuxSession.bank
        render.store = folder.storePath
        render.decoded = DecodedClips.cache(environment: ["XDG_CACHE_HOME": folder.url.path], waited: true)
        return try render.run()
    }

    private let twoRightThreeWrong = SessionScripts.challengeTwoRightThreeWrong

    func testAChallengeKeepsItsGameEveryAnswerAndItsRecord() throws {
        let outcome = try render(twoRightThreeWrong)
        XCTAssertNil(outcome.unsaved)
        XCTAssertEqual(outcome.frames, Int64(outcome.format.frames(seconds: 30)), "rendered to its end")

        let store = try folder.openStore()
        let games = try store.history(questions: true)
        XCTAssertEqual(games.map(\.mode), [.challenge])
        XCTAssertEqual(games.first?.hits, 2)
        XCTAssertEqual(games.first?.misses, 3)
        XCTAssertEqual(games.first?.questions.map(\.result), [.hit, .hit, .miss, .miss, .miss], "every answer, in order")
        XCTAssertEqual(try store.best(subject: .numbers), 2, "a new record")
    }

    func testTheEventLogTimesEveryEventToTheSampleAndNamesItsScreen() throws {
        let outcome = try render(twoRightThreeWrong)
        let lines = EventLogWriter.text(of: outcome.log, format: outcome.format).split(separator: "\n")
        let events = try lines.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let names = events.compactMap { $0["event"] as? String }
        XCTAssertEqual(names.first, "screen_entered")
        XCTAssertEqual(events.first?["screen"] as? String, "numbers/challenge")
        XCTAssertEqual(names.filter { $0 == "answer_right" }.count, 2)
        XCTAssertEqual(names.filter { $0 == "life_lost" }.count, 3)
        // The third life lost ends the game on a new record, which is announced instead of "game over".
        XCTAssertEqual(names.filter { !$0.hasPrefix("clip") && $0 != "tick" }.suffix(2), ["life_lost", "new_record"])
        XCTAssertFalse(names.contains("game_over"))
        let times = events.compactMap { $0["t"] as? Double }
        XCTAssertEqual(times, times.sorted(), "in time order")
        XCTAssertEqual(try XCTUnwrap(events.first { $0["event"] as? String == "answer_right" }?["t"] as? Double), 1.5,
                       accuracy: 1e-6, "at the script's second")
    }

    /// A step written for another screen is an error at its line, not a silent nothing: a kind's action on a screen
    /// not the kind's, an answer with no question asked.
    func testAnActionOnAScreenThatCannotTakeItIsAnErrorNamingItsLine() throws {
        ActivityList.register()
        let cases = [
            ("0 open numbers/lesson\n1 adjust 5\n2 end\n", "session line 2: 'adjust' is an action of the timer screens, and numbers/lesson is open"),
            ("0 open numbers/game\n1 right\n2 end\n", "session line 2: no question has been asked on numbers/game for 'right' to answer"),
            ("0 open main\n0.5 narration\n1 end\n", "session line 2: 'narration' is an action of the story screens, and main is open"),
        ]
        for (script, said) in cases {
            XCTAssertThrowsError(try render(script), script) { XCTAssertEqual("\($0)", said) }
        }
        XCTAssertNoThrow(try render("0 open timer\n0.5 adjust 5\n1 open numbers/game\n1.5 ask\n2 right\n3 end\n"))
    }

    func testAStoreThatCannotBeUsedStillRendersAndSaysNothingWasSaved() throws {
        var settings = Settings()
        settings.music = false
        var render = SessionRender(session: try SessionScript(twoRightThreeWrong, name: "session"), name: "session",
                                   output: folder.url.appendingPathComponent("session.wav").path, settings: settings)
        render.bank = TmuxSession.bank
        // A folder where the store's file should be.
        render.store = folder.url.path
        let outcome = try render.run()
        XCTAssertEqual(outcome.frames, Int64(outcome.format.frames(seconds: 30)))
        XCTAssertTrue(outcome.unsaved?.contains("nothing from this session was saved") ?? false, "\(outcome.unsaved ?? "nil")")
    }
}
