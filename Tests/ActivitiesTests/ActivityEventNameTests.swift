import Activities
import Conductor
import Lessons
import XCTest

/// The registered kinds' event names, which key their cues and a bank's `[cues]` for them. (That a kind's cues are
/// for its own events the compiler checks: `CueActivity.cues` is keyed by the kind's `Events`.)
final class ActivityEventNameTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    /// A name two kinds, or a kind and a shared event, both gave would let one bank override sound for both.
    func testNoEventNameIsGivenTwiceOrTakenFromTheSharedEvents() {
        let names = ActivityCatalog.eventNames.map(\.name)
        XCTAssertEqual(names.count, Set(names).count, "\(names)")
        XCTAssertEqual(Set(names).intersection(EventKind.allCases.map(\.rawValue) + ["help", "info"]), [])
        XCTAssertEqual(ActivityCatalog.eventNames.filter { $0.kind == CountAlong.id }.map(\.name),
                       ["count_number", "count_hint", "count_finished"])
        // Memory's, which the shared events had until the kind moved, under the names they had there.
        XCTAssertEqual(ActivityCatalog.eventNames.filter { $0.kind == Memory.id }.map(\.name),
                       ["memory_card_shown", "memorize_ended", "card_revealed", "pair_matched", "pair_missed", "memory_won",
                        "memory_lost"])
        // The clapped word's, the lesson's kind's, which the syllables game sends too.
        XCTAssertEqual(ActivityCatalog.eventNames.filter { $0.kind == SyllableLessons.id }.map(\.name),
                       ["syllable_sequence", "syllable_shown", "count_shown"])
    }

    /// An action two kinds declared would be read as the first's wherever a script wrote it, and one named as a frame
    /// word would never reach its kind.
    func testNoScriptActionIsDeclaredTwiceOrTakenFromTheFramesWords() {
        let names = ActivityCatalog.actionNames
        XCTAssertEqual(names.count, Set(names).count, "\(names)")
        let frame = ["open", "ask", "repeat", "key", "right", "wrong", "back", "home", "help", "end", "next", "previous"]
        XCTAssertEqual(Set(names).intersection(frame), [])
        XCTAssertEqual(Set(names), ["narration", "language", "story", "negate", "question", "adjust"])
    }
}
