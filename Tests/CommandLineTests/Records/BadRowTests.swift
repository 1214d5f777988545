import EducatTestSupport
import Foundation
import Synchronization
import XCTest
@testable import Records

/// Rows another program (or a damaged disk) wrote with values of the wrong type or out of range: `history`,
/// `records` and `profiles` report each bad row on one line, skip it and show the rest.
final class BadRowTests: XCTestCase {
    private var folder: TestFolder!
    private var educat: EducatBinary!

    override func setUpWithError() throws {
        folder = try TestFolder(self)
        educat = try EducatBinary(scratch: folder.url, environment: ["EDUCAT_STORE": folder.storePath])
    }

    /// A store with one good game of two hits and three misses, then `sql` run on it with CHECK constraints off.
    private func store(with sql: String) throws {
        let store = try folder.openStore()
        _ = try store.recordGameEnd(challenge(.numbers, hits: 2))
        try store.database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: sql)
        }
    }

    /// Asserts the run ended well and warned once about `table` row `id`.
    private func assertReported(_ run: EducatBinary.Run, _ table: String, row id: Int,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 0, run.errors, file: file, line: line)
        let warnings = run.errors.split(separator: "\n").filter { $0.contains("\(table) row \(id):") }
        XCTAssertEqual(warnings.count, 1, run.errors, file: file, line: line)
        XCTAssertTrue(warnings.first?.contains("skipped") ?? false, run.errors, file: file, line: line)
    }

    private let goodGame = "default  numbers  challenge  2     3"

    func testANameThatWouldReorderTheLineIsPrintedEscaped() throws {
        try store(with: """
            INSERT INTO profile (id, name) VALUES (5, char(8238) || 'uaP');
            INSERT INTO game (id, profile_id, subject, mode, started_at, ended_at, hits, misses)
            VALUES (7, 5, 'vowels', 'game', '2024-01-01 10:00:00', '2024-01-01 10:01:00', 1, 0);
            INSERT INTO activity (uuid, kiosk_id, profile_id, screen, started_at, ended_at, measures)
            VALUES ('6F1C8E0A-2B7D-4C55-9E61-0D2A3B4C5D6E', 'k', 1, 'story' || char(8238) || 'x',
                    '2024-01-01 10:00:00', '2024-01-01 10:01:00', '{"pages' || char(8238) || '": 3}')
            """)
        for arguments in [["history"], ["history", "--csv"], ["history", "--activities"], ["history", "--activities", "--csv"]] {
            let run = try educat.run(arguments: arguments)
            XCTAssertEqual(run.status, 0, run.errors)
            XCTAssertTrue(run.output.contains(arguments.contains("--activities") ? "story\\u{202E}x" : "\\u{202E}uaP"), run.output)
            XCTAssertFalse(run.output.unicodeScalars.contains("\u{202E}"), run.output)
        }
    }

    func testAStartThatIsNotADateIsReportedAndTheOtherGamesShown() throws {
        try store(with: """
            INSERT INTO game (id, profile_id, subject, mode, started_at, ended_at, hits, misses)
            VALUES (7, 1, 'vowels', 'game', 'yesterday-ish', '2024-01-01 10:00:00', 1, 0)
            """)
        let run = try educat.run("history")
        assertReported(run, "game", row: 7)
        XCTAssertTrue(run.errors.contains("started_at"), run.errors)
        XCTAssertTrue(run.output.contains(goodGame), run.output)
        XCTAssertFalse(run.output.contains("vowels"), run.output)
        XCTAssertEqual(try educat.run("history", "--csv").status, 0)
    }

    func testDatesOutOfAnyCalendarAndCountsOfTheWrongTypeAreSkipped() throws {
        try store(with: """
            INSERT INTO game (id, profile_id, subject, mode, started_at, ended_at, hits, misses) VALUES
                (8, 1, 'vowels', 'game', 1e300, 1e300, 1, 0),
                (9, 1, 'vowels', 'game', '2024-01-01 10:00:00', '2024-01-01 10:01:00', 'many', 0),
                (10, 1, 'vowels', 'game', '2024-01-01 10:00:00', '2024-01-01 10:01:00', -4, 0),
                (11, 1, 'colours', 'game', '2024-01-01 10:00:00', '2024-01-01 10:01:00', 1, 0),
                (12, 1, 'vowels', 'sudden death', '2024-01-01 10:00:00', '2024-01-01 10:01:00', 1, 0),
                (13, 1, 'vowels', 'game', '2024-01-01 10:00:00', -1e300, 1, 0)
            """)
        let run = try educat.run("history")
        for id in 8...13 { assertReported(run, "game", row: id) }
        XCTAssertTrue(run.output.contains(goodGame), run.output)
        XCTAssertFalse(run.output.contains("vowels"), run.output)
        XCTAssertEqual(try educat.run("history", "--csv").status, 0)
        // Purging a profile counts its games first: the bad rows must not stop that either.
        XCTAssertEqual(try educat.run("profiles", "add", "Pau").status, 0)
        XCTAssertEqual(try educat.run("profiles", "purge", "Pau", "--yes").status, 0)
    }

    func testBadAnswersAreSkippedFromTheMissedItems() throws {
        try store(with: """
            INSERT INTO answer (rowid, game_id, position, item, result, response_ms) VALUES
                (100, 1, 10, '7', 'maybe', 1000),
                (101, 1, 11, '7', 'miss', 'slow'),
                (102, 1, 12, '7', 'miss', 9223372036854775807),
                (103, 1, 13, X'FF00', 'miss', 1000),
                (104, 1, 14, '7' || char(27) || '[2J', 'miss', 1000)
            """)
        let run = try educat.run("history", "--items", "--csv")
        for id in 100...104 { assertReported(run, "answer", row: id) }
        XCTAssertEqual(run.output, "subject,item,missed,asked,mean_response_seconds\nnumbers,7,3,3,2.500\n")
    }

    func testAnEnormousRecordIsReportedAndShownAsNone() throws {
        try store(with: """
            INSERT INTO best_score (rowid, profile_id, subject, score, achieved_at)
            VALUES (50, 1, 'vowels', 9223372036854775807, '2024-01-01 10:00:00'),
                   (51, 1, 'alphabet', 'lots', '2024-01-01 10:00:00')
            """)
        let table = try educat.run("records")
        assertReported(table, "best_score", row: 50)
        assertReported(table, "best_score", row: 51)
        XCTAssertTrue(table.output.contains("numbers      2\n"), table.output)
        XCTAssertTrue(table.output.contains("vowels       0\n"), table.output)
        let json = try educat.run("records", "--json")
        XCTAssertEqual(json.output, #"{"numbers": 2, "vowels": 0, "alphabet": 0, "syllables": 0}"# + "\n")
    }

    func testTheLargestRecordAGameCanReachStillLinesUp() throws {
        var game = challenge(.syllables, hits: 0, misses: 0)
        game.hits = 1_000_000
        _ = try folder.openStore().recordGameEnd(game)
        let run = try educat.run("records")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("  syllables 1000000\n"), run.output)
    }

    func testProfilesWithNamesThatAreNotTextOrHoldControlCharactersAreSkipped() throws {
        try store(with: """
            INSERT INTO profile (id, name) VALUES (20, X'C328'), (21, 'Ona' || char(27) || ']0;owned' || char(7)),
                                                  (22, 'Pau')
            """)
        let run = try educat.run("profiles")
        assertReported(run, "profile", row: 20)
        assertReported(run, "profile", row: 21)
        XCTAssertEqual(run.output, "default\nPau\n")
    }

    func testAGamesPlayedCounterOfTheWrongTypeDoesNotStopAGameBeingCounted() throws {
        try store(with: "INSERT INTO games_played (profile_id, kind, count) VALUES (1, 'memory', 'lots'), (1, 'count', 2)")
        let store = try folder.openStore()
        let reported = Reported()
        let (reading, _) = try RecordStore.open(at: folder.storePath) { row in reported.lines.withLock { $0.append("\(row)") } }
        XCTAssertEqual(try reading.gamesPlayed(), ["count": 2])
        XCTAssertEqual(try reading.gamesPlayed(), ["count": 2])
        let lines = reported.lines.withLock { $0 }
        XCTAssertEqual(lines.count, 1, "each bad row is reported once")
        XCTAssertTrue(lines.first?.contains("games_played row") ?? false, "\(lines)")
        try store.countGamePlayed(kind: "count")
        XCTAssertEqual(try reading.gamesPlayed()["count"], 3)
    }
}

/// The rows a store reported, collected from whichever thread reads.
private final class Reported: Sendable {
    let lines = Mutex<[String]>([])
}
