import Foundation
import Lessons
import Logging
import Records
@testable import SchoolServer
import Sync
import XCTest

/// The server's PostgreSQL side in process, on a database of its own in the private cluster.
final class SchoolDatabaseTests: XCTestCase {
    private var logger: Logger {
        var logger = Logger(label: "test")
        logger.logLevel = .error
        return logger
    }

    func testMigratingAgainChangesNothingAndANewerSchemaIsRefused() async throws {
        let database = try TestDatabase(self)
        let url = try DatabaseURL(database.url)
        try await SchoolDatabase.with(url, logger: logger) { _ in }
        try await SchoolDatabase.with(url, logger: logger) { _ in }
        XCTAssertEqual(try database.query("SELECT max(version) FROM educat_migration"), ["\(ServerSchema.version)"])
        XCTAssertEqual(try database.query("SELECT count(*) FROM game"), ["0"])

        try database.query("INSERT INTO educat_migration (version) VALUES (99)")
        do {
            try await SchoolDatabase.with(url, logger: logger) { _ in }
            XCTFail("a schema from a newer educat was used")
        } catch let error as ServerError {
            XCTAssertEqual(error, .newerSchema(found: 99, supported: ServerSchema.version))
            XCTAssertTrue("\(error)".contains("upgrade educat"))
        }
    }

    func testNamesThatFoldAsOneSinceTheFinalSigmaRuleJoinTheFirstSpellingWithTheirGames() async throws {
        let database = try TestDatabase(self)
        let url = try DatabaseURL(database.url)
        try await SchoolDatabase.with(url, logger: logger) { _ in }
        // A database as the schema before the rule left it: two children whose names differ by a final sigma only.
        try database.query("DELETE FROM educat_migration WHERE version = \(ServerSchema.version)")
        try database.query("INSERT INTO profile (name, folded) VALUES ('ΑΡΗΣ', 'αρησ'), ('Αρης', 'αρης'), ('Biel', 'biel')")
        for (index, name) in ["ΑΡΗΣ", "Αρης", "Αρης", "Biel"].enumerated() {
            try database.query("""
                INSERT INTO game (uuid, kiosk_id, sent_by, profile, subject, mode, started_at, ended_at, hits, misses)
                VALUES ('\(UUID())', 'k', 'k', '\(name)', 'numbers', 'game', now(), now() + interval '\(index + 1) seconds', 1, 0)
                """)
        }
        try await SchoolDatabase.with(url, logger: logger) { _ in }
        XCTAssertEqual(try database.query("SELECT max(version) FROM educat_migration"), ["\(ServerSchema.version)"])
        let kept = try database.query("SELECT name FROM profile WHERE name <> 'Biel'")
        XCTAssertEqual(kept.count, 1, "\(kept)")
        XCTAssertEqual(Set(try database.query("SELECT profile || ' ' || count(*) FROM game GROUP BY profile")),
                       ["\(kept[0]) 3", "Biel 1"], "every game kept, under the one name")
        XCTAssertEqual(try database.query("SELECT folded FROM profile WHERE name <> 'Biel'"), ["αρησ"])
    }

    func testKioskTokensAreKeptOnlyAsHashesAndFindTheirKiosk() async throws {
        let database = try TestDatabase(self)
        let (token, found, wrong) = try await SchoolDatabase.with(try DatabaseURL(database.url), logger: logger) { db in
            let token = try await db.addKiosk("hall-1")
            return (token, try await db.kiosk(token: token), try await db.kiosk(token: token + "0"))
        }
        XCTAssertEqual(token.count, 64)
        XCTAssertEqual(found, "hall-1")
        XCTAssertNil(wrong)
        let stored = try database.query("SELECT token_sha256 FROM kiosk")
        XCTAssertEqual(stored.count, 1)
        XCTAssertFalse(stored[0].contains(token), "the token itself is not kept")

        for (name, expected) in [("hall-1", ServerError.kioskExists("hall-1")),
                                 ("hall 2", .badKioskName("hall 2", reason: "use 1 to 64 letters, digits, '-', '_' or '.'"))] {
            do {
                _ = try await SchoolDatabase.with(try DatabaseURL(database.url), logger: logger) { try await $0.addKiosk(name) }
                XCTFail("\(name) was added")
            } catch let error as ServerError {
                XCTAssertEqual(error, expected)
            }
        }
    }

    func testARowBreakingATableRuleIsRefusedAloneAndTheRestStored() async throws {
        let database = try TestDatabase(self)
        let start = Date(timeIntervalSince1970: 1_772_323_200)
        let good = GameResult(profile: "Marta", subject: .numbers, mode: .game, started: start, ended: start + 30,
                              hits: 1, misses: 0, questions: [QuestionOutcome(item: "6", result: .hit, responseTime: 1)])
        // Negative hits break the table's CHECK (the route refuses them before; here PostgreSQL does): the batch is
        // stored row by row to find the one to refuse.
        let bad = GameResult(profile: "Pau", subject: .numbers, mode: .game, started: start, ended: start + 30,
                             hits: -1, misses: 0)
        let batch = SyncBatch(kiosk: "k", profiles: ["Marta", "Pau"], games: [good, bad], activities: [])
        let receipt = try await SchoolDatabase.with(try DatabaseURL(database.url), logger: logger) {
            try await $0.store(batch, sentBy: "k")
        }
        XCTAssertEqual(receipt.games, [good.id])
        XCTAssertEqual(receipt.refused.map(\.id), [bad.id])
        XCTAssertTrue(receipt.refused.first?.reason.contains("game_hits_check") ?? false, "\(receipt)")
        XCTAssertEqual(try database.query("SELECT count(*) FROM game UNION ALL SELECT count(*) FROM answer"), ["1", "1"])
    }

    func testDatabaseAddressesAreReadAsLibpqReadsThem() throws {
        XCTAssertEqual(try DatabaseURL("postgres://educat:secret@db.school:5433/educat?sslmode=disable").shown,
                       "postgres://educat:***@db.school:5433/educat?sslmode=disable", "the password is never shown")
        XCTAssertNoThrow(try DatabaseURL("postgresql://postgres@/postgres?host=/run/postgresql"))
        XCTAssertThrowsError(try DatabaseURL("mysql://db/educat")) { error in
            XCTAssertTrue("\(error)".contains("must start with postgres://"), "\(error)")
        }
        XCTAssertThrowsError(try DatabaseURL("postgres://educat@/educat")) { error in
            XCTAssertTrue("\(error)".contains("names no host"), "\(error)")
        }
        XCTAssertThrowsError(try DatabaseURL("postgres://db/educat?sslmode=sometimes")) { error in
            XCTAssertTrue("\(error)".contains("sslmode sometimes"), "\(error)")
        }
        for (address, reason) in [("postgres://db:99999/educat", "port 99999 is not a number from 1 to 65535"),
                                  ("postgres://db:0/educat", "port 0 is not"),
                                  ("postgres://u@/educat?host=/run/postgresql&port=five", "port five is not"),
                                  ("postgres://db:-1/educat", "the port must be a number")] {
            XCTAssertThrowsError(try DatabaseURL(address), address) { error in
                XCTAssertTrue("\(error)".contains(reason), "\(error)")
            }
        }
    }
}
