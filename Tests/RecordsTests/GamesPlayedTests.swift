import EducatTestSupport
import GRDB
import XCTest
@testable import Records

final class GamesPlayedTests: XCTestCase {
    func testAStoreFromBeforeTheCounterIsMigratedKeepingItsRecords() throws {
        let folder = try TestFolder(self)
        // The store as the first release left it: only the first migration applied, one record in it.
        try folder.makeStore(upTo: "v1-profiles-records-games",
                             holding: "INSERT INTO best_score VALUES (1, 'vowels', 7, '2026-01-01 10:00:00')")
        let store = try folder.openStore()
        XCTAssertEqual(try store.records()[.vowels], 7)
        try store.database.read { db in
            XCTAssertTrue(try db.tableExists("games_played"))
            XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA user_version"), Schema.version)
        }
        XCTAssertEqual(try store.gamesPlayed(), [:])
        try store.countGamePlayed(kind: "memory")
        XCTAssertEqual(try store.gamesPlayed(), ["memory": 1])
    }

    func testEachProfileCountsEachKindOnItsOwn() throws {
        let store = try TestFolder(self).openStore()
        try store.countGamePlayed(kind: "memory")
        try store.countGamePlayed(kind: "memory")
        try store.countGamePlayed(kind: "count")
        try store.countGamePlayed(kind: "count", profile: "Pau")
        XCTAssertEqual(try store.gamesPlayed(), ["memory": 2, "count": 1])
        XCTAssertEqual(try store.gamesPlayed(profile: "Pau"), ["count": 1])
        XCTAssertEqual(try store.gamesPlayed(profile: "nobody"), [:])
    }
}
