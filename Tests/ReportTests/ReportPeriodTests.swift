import Foundation
import Lessons
import Records
import Report
import XCTest

/// The days a report covers, as `--since` and `--until` and the server's query name them.
final class ReportPeriodTests: XCTestCase {
    func testADayHasAFourDigitYearAndRoundTrips() {
        XCTAssertNotNil(ReportBuilder.day(named: "2026-03-01"))
        XCTAssertNotNil(ReportBuilder.day(named: "9999-12-31"))
        for text in ["10000-01-01", "2026-3-1", "2026-02-30", "26-03-01", " 2026-03-01", "2026-03-01T00:00"] {
            XCTAssertNil(ReportBuilder.day(named: text), text)
        }
    }

    func testTheLastDayShownIsTheLastDayAskedForEvenAtTheEndOfTime() throws {
        let start = try XCTUnwrap(ReportBuilder.day(named: "2026-03-01"))
        let game = GameResult(profile: "Anna", subject: .numbers, mode: .game, started: start + 60, ended: start + 90,
                              hits: 1, misses: 0)
        let played = PlayedResults(games: [game], activities: [])
        let lastInstant = Date(timeIntervalSince1970: 253_402_300_799)
        XCTAssertEqual(try ReportBuilder.build(store: played, until: lastInstant).until, "9999-12-31")
        let march = try ReportBuilder.build(store: played, until: start + 31 * 86_400)
        XCTAssertEqual(march.until, "2026-03-31")
        XCTAssertEqual(march.children.map(\.profile), ["Anna"])
    }
}
