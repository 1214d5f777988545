import GRDB
import Synchronization
import XCTest
@testable import Records

/// What a child chose and what the operator set are kept in the store, one place to back up; a store from before
/// they were kept opens and gains them.
final class StoredSettingsTests: XCTestCase {
    func testAVersionFourStoreOpensAndGainsPicturesRemovalAndSettings() throws {
        let folder = try TestFolder(self)
        // The store as the previous release left it (schema 4), with a child who holds a record.
        try folder.makeStore(upTo: "v4-activities-identities", holding: """
            INSERT INTO profile (id, name) VALUES (2, 'Anna');
            INSERT INTO best_score (profile_id, subject, score, achieved_at, holder) VALUES (2, 'vowels', 6, '2026-01-01 10:00:00', 'Anna');
            """)
        let store = try folder.openStore()
        try store.database.read { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA user_version"), Schema.version)
        }
        XCTAssertEqual(Schema.version, 5)
        XCTAssertEqual(try store.profileCards().map(\.name), ["default", "Anna"])
        XCTAssertEqual(try store.profileCards().map(\.picture), [nil, nil])
        XCTAssertEqual(try store.recordHolders(profile: "Anna"), [.vowels: "Anna"], "the records stay")
        XCTAssertNil(try store.value(of: .music, profile: "Anna"), "nothing chosen yet")
        XCTAssertNil(try store.value(of: .volumeLimit))

        try store.set(.music, to: "off", profile: "Anna")
        try store.set(.letterCase, to: "lower", profile: "anna")
        try store.set(.volumeLimit, to: "-9.0")
        try store.set(.volumeLimit, to: "-12.0")
        try store.set(.language, to: "es")
        try store.setPicture("🐸", of: "Anna")

        let reopened = try folder.openStore()
        XCTAssertEqual(try reopened.value(of: .music, profile: "Anna"), "off")
        XCTAssertEqual(try reopened.value(of: .letterCase, profile: "Anna"), "lower")
        XCTAssertNil(try reopened.value(of: .music, profile: "default"), "another child's choice is not the default's")
        XCTAssertEqual(try reopened.value(of: .volumeLimit), "-12.0", "the latest limit")
        XCTAssertEqual(try reopened.value(of: .language), "es")
        XCTAssertEqual(try reopened.profileCards().last?.picture, "🐸")
    }

    func testARemovedChildKeepsTheirChoicesAndAPurgedOneLosesThem() throws {
        let store = try TestFolder(self).openStore()
        try store.addProfile("Biel", picture: "🐶")
        try store.set(.music, to: "off", profile: "Biel")
        try store.removeProfile("Biel")
        XCTAssertEqual(try store.value(of: .music, profile: "Biel"), "off")
        try store.purgeProfile("Biel")
        XCTAssertNil(try store.value(of: .music, profile: "Biel"))
        try store.database.read { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM profile_setting"), 0, "gone with the profile")
        }
    }

    func testASettingThatIsNotTextIsReportedAndCountsAsNone() throws {
        let folder = try TestFolder(self)
        try folder.makeStore(upTo: "v5-pictures-settings", holding: "INSERT INTO kiosk_setting VALUES ('language', x'00ff')")
        let skipped = Mutex<[String]>([])
        let (store, _) = try RecordStore.open(at: folder.storePath) { row in skipped.withLock { $0.append(row.table) } }
        XCTAssertNil(try store.value(of: .language))
        XCTAssertEqual(skipped.withLock { $0 }, ["kiosk_setting"])
    }
}
