import Activities
import Conductor
import Lessons
import XCTest

/// The registered kinds' event names, which key their cues and a bank's `[cues]` for them.
final class ActivityEventNameTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    func testEveryKindsDefaultCuesAreForEventsItDeclares() {
        let cued = ActivityList.all.compactMap { $0 as? any CueActivity.Type }
        XCTAssertFalse(cued.isEmpty, "no kind gives cues")
        for cued in cued {
            let kind: any LessonActivity.Type = cued
            XCTAssertTrue(Set(cued.cues.keys).isSubset(of: kind.eventNames), "\(kind.id): \(cued.cues.keys) in \(kind.eventNames)")
        }
    }

    /// A name two kinds, or a kind and a shared event, both gave would let one bank override sound for both.
    func testNoEventNameIsGivenTwiceOrTakenFromTheSharedEvents() {
        let names = ActivityCatalog.eventNames.map(\.name)
        XCTAssertEqual(names.count, Set(names).count, "\(names)")
        XCTAssertEqual(Set(names).intersection(EventKind.allCases.map(\.rawValue) + ["help", "info"]), [])
        XCTAssertEqual(ActivityCatalog.eventNames.filter { $0.kind == CountAlong.id }.map(\.name),
                       ["count_number", "count_hint", "count_finished"])
    }
}
