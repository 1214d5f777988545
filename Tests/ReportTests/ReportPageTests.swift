import XCTest
@testable import Report

/// The page escapes what children's names and items may hold, and says so when there is nothing to show.
final class ReportPageTests: XCTestCase {
    private func child(_ name: String, confusions: [Confusion] = []) -> ChildProgress {
        ChildProgress(profile: name, subjects: [], confusions: confusions, challenges: [], timeOnTask: [],
                      thisWeek: WeekComparison(weekStart: "2026-03-25", rows: []))
    }

    func testNamesAndItemsAreEscaped() {
        let html = ReportPage.html(ProgressReport(since: nil, until: "2026-03-31", children: [
            child("<b>Ona</b> & co", confusions: [Confusion(subject: "alphabet", asked: "<", answered: "\"", count: 2)]),
        ]))
        XCTAssertTrue(html.contains("&lt;b&gt;Ona&lt;/b&gt; &amp; co"), html)
        XCTAssertFalse(html.contains("<b>Ona"))
        XCTAssertTrue(html.contains("<th>&lt;</th>"), html)
        XCTAssertTrue(html.contains("Nothing played in this period."))
    }

    func testALittlePracticeIsNeverShownAsNone() {
        XCTAssertEqual(ReportPage.minutes(0), "0")
        XCTAssertEqual(ReportPage.minutes(0.09), "<1", "five seconds a week before this one")
        XCTAssertEqual(ReportPage.minutes(0.5), "<1", "which %.0f rounds to even: 0")
        XCTAssertEqual(ReportPage.minutes(3.4), "3")
        var ona = child("Ona")
        ona.thisWeek.rows = [WeekRow(activity: "numbers game", minutesThisWeek: 0, minutesPerWeekBefore: 0.0897,
                                     accuracyThisWeek: nil, accuracyBefore: 0.5)]
        let html = ReportPage.html(ProgressReport(since: nil, until: "2026-03-31", children: [ona]))
        XCTAssertTrue(html.contains("<td class=\"number\">0</td><td class=\"number\">&lt;1</td>"), html)
    }

    func testAnEmptyClassSaysSo() {
        XCTAssertTrue(ReportPage.html(ProgressReport(since: "2026-03-01", until: "2026-03-31", children: []))
            .contains("No profile to report on."))
    }
}
