import Activities
import Conductor
import Lessons
import XCTest

/// A script's `adjust MINUTES`, the timer's own action: numbers refused on their line before they can overflow (from
/// ConductorTests' SessionScriptTests, moved with the action), and the kinds' actions read where the frame's are.
final class TimerScriptTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    /// What the script's parser says of `text`: its error, or "no error".
    private func error(_ text: String) -> String {
        if case .failure(let error) = Result(catching: { try SessionScript(text, name: "s.txt") }) { return "\(error)" }
        return "no error"
    }

    func testAnAdjustmentPastTheTimersWholeRangeIsAnErrorOnItsLine() {
        for minutes in ["9223372036854775807", "-9223372036854775808", "99999999999999999999", "1440", "-1440", "1.5"] {
            XCTAssertEqual(error("0 open timer\n1 adjust \(minutes)\n"),
                           "s.txt line 2: adjust needs whole minutes from -1439 to 1439, not \"\(minutes)\"")
        }
        XCTAssertEqual(error("0 open timer\n1 adjust 1439\n2 adjust -1439\n"), "no error")
    }

    func testEveryKindsActionIsReadAndAnUnknownOneListsThemAll() throws {
        let script = try SessionScript("0 open story\n1 narration\n2 language\n3 story\n4 negate\n5 question\n6 adjust -5\n",
                                       name: "s.txt")
        XCTAssertEqual(script.steps.dropFirst().map(\.action), [
            .input(StoryAction.narration.input()), .input(StoryAction.language.input()), .input(StoryAction.story.input()),
            .input(PhraseAction.negate.input()), .input(PhraseAction.question.input()), .input(TimerAction.adjust.input(-5)),
        ])
        XCTAssertEqual(error("0 open story\n1 narration 3\n"), "s.txt line 2: narration takes no argument")
        XCTAssertEqual(error("0 open timer\n1 adjust\n"), "s.txt line 2: adjust needs one argument")
        XCTAssertEqual(error("0 open main\n1 jump\n"), "s.txt line 2: unknown action \"jump\" (open, ask, repeat, key, "
                       + "right, wrong, back, home, help, end, next, previous, negate, question, adjust, narration, language, story)")
        XCTAssertEqual(error("0 open main\n1 word_heard\n"), "s.txt line 2: unknown action \"word_heard\" (open, ask, repeat, "
                       + "key, right, wrong, back, home, help, end, next, previous, negate, question, adjust, narration, language, "
                       + "story)", "the conductor's reports are no script's")
    }
}
