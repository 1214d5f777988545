import EducatTestSupport
import GRDB
import XCTest
@testable import Records

/// A record keeps the name of the child who set it, as eduCAT's record file did.
final class RecordHolderTests: XCTestCase {
    func testANewRecordIsStoredWithTheProfilesName() throws {
        let store = try TestFolder(self).openStore()
        try store.addProfile("Anna")
        XCTAssertTrue(try store.recordGameEnd(challenge(.vowels, hits: 4, profile: "anna")))
        XCTAssertEqual(try store.recordHolders(profile: "Anna"), [.vowels: "Anna"], "the name as the profile spells it")
        XCTAssertEqual(try store.recordHolders(), [:], "another profile's records are not the default's")
        try store.renameProfile("Anna", to: "Anna Maria")
        XCTAssertEqual(try store.recordHolders(profile: "Anna Maria"), [.vowels: "Anna Maria"])
    }

    func testAStoreFromBeforeHoldersIsMigratedAndItsRecordsNamed() throws {
        let folder = try TestFolder(self)
        // The store as the previous release left it: records of two profiles, no holder column.
        try folder.makeStore(upTo: "v2-games-played", holding: """
            INSERT INTO profile (id, name) VALUES (2, 'Pau');
            INSERT INTO best_score VALUES (1, 'vowels', 7, '2026-01-01 10:00:00');
            INSERT INTO best_score VALUES (2, 'numbers', 9, '2026-01-02 10:00:00');
            """)
        let store = try folder.openStore()
        XCTAssertEqual(try store.records(profile: "Pau")[.numbers], 9)
        XCTAssertEqual(try store.recordHolders(profile: "Pau"), [.numbers: "Pau"])
        XCTAssertEqual(try store.recordHolders(), [.vowels: "default"])
        try store.database.read { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA user_version"), Schema.version)
        }
    }
}
