import EducatTestSupport
import GRDB
import Synchronization
import XCTest
@testable import Records
import Settings

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
        XCTAssertEqual(Schema.version, 7)
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

    func testTheConfigFileWinsOverWhatTheStoreKept() throws {
        let folder = try TestFolder(self)
        let store = try folder.openStore()
        try store.addProfile("Anna")
        try store.set(.music, to: "off", profile: "Anna")
        try store.set(.volumeLimit, to: "-9.0")
        let keptMusic = try store.value(of: .music, profile: "Anna").map { $0 == "on" }
        let keptLimit = try store.value(of: .volumeLimit).flatMap(Double.init)

        let config = folder.url.appendingPathComponent("config.toml").path
        // Only this test's files: no system file, a home of its own.
        func settings(file: String?) -> Settings {
            var loader = SettingsLoader(explicitFile: file, environment: ["HOME": folder.url.path])
            loader.systemFile = folder.url.appendingPathComponent("no-system.toml").path
            return loader.load().settings
        }
        let unset = settings(file: nil)
        XCTAssertFalse(unset.choosing(\.music, at: "audio.music", over: keptMusic), "nothing set: the child's choice")
        XCTAssertEqual(unset.choosing(\.volumeLimit, at: "audio.volume_limit_db", over: keptLimit), -9)
        XCTAssertTrue(unset.choosing(\.music, at: "audio.music", over: nil), "nothing kept: the default")

        try "[audio]\nmusic = true\nvolume_limit_db = -3\n".write(toFile: config, atomically: true, encoding: .utf8)
        let set = settings(file: config)
        XCTAssertTrue(set.choosing(\.music, at: "audio.music", over: keptMusic), "the file's music wins")
        XCTAssertEqual(set.choosing(\.volumeLimit, at: "audio.volume_limit_db", over: keptLimit), -3)
        XCTAssertEqual(try store.value(of: .music, profile: "Anna"), "off", "what was kept stays for when the file no longer sets it")
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
