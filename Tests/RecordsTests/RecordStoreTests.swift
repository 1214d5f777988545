import EducatTestSupport
import GRDB
import Lessons
import XCTest
@testable import Records

final class RecordStoreTests: XCTestCase {
    func testEmptyStoreIsMigratedWithDefaultProfileAndZeroRecords() throws {
        let folder = try TestFolder(self)
        let store = try folder.openStore()
        XCTAssertEqual(try store.profiles(), ["default"])
        XCTAssertEqual(try store.records(), [.numbers: 0, .vowels: 0, .alphabet: 0, .syllables: 0])
        let (version, application, journal, synchronous) = try store.database.read { db in
            (try Int.fetchOne(db, sql: "PRAGMA user_version"), try Int32.fetchOne(db, sql: "PRAGMA application_id"),
             try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA synchronous"))
        }
        XCTAssertEqual(version, Schema.version)
        XCTAssertEqual(application, Schema.applicationID)
        XCTAssertEqual(journal, "wal")
        XCTAssertEqual(synchronous, 2, "FULL: every commit is synced before it returns")
    }

    func testZeroByteFileIsAnEmptyStoreNotDamage() throws {
        let folder = try TestFolder(self)
        try Data().write(to: URL(fileURLWithPath: folder.storePath))
        XCTAssertEqual(try folder.openStore().profiles(), ["default"])
    }

    func testStoreLeftBetweenGRDBSetupAndFirstMigrationIsCompleted() throws {
        let folder = try TestFolder(self)
        try DatabaseQueue(path: folder.storePath).write {
            try $0.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        }
        XCTAssertEqual(try folder.openStore().profiles(), ["default"])
    }

    func testOnlyABetterChallengeIsANewRecord() throws {
        let store = try TestFolder(self).openStore()
        XCTAssertFalse(try store.recordGameEnd(challenge(hits: 0)), "0 never beats the empty record")
        XCTAssertTrue(try store.recordGameEnd(challenge(hits: 5)))
        XCTAssertFalse(try store.recordGameEnd(challenge(hits: 5)), "a tie is not a record")
        XCTAssertFalse(try store.recordGameEnd(challenge(hits: 3)))
        var plain = challenge(hits: 9)
        plain.mode = .game
        XCTAssertFalse(try store.recordGameEnd(plain), "plain games keep no record")
        XCTAssertTrue(try store.recordGameEnd(challenge(.vowels, hits: 2)))
        XCTAssertEqual(try store.best(subject: .numbers), 5)
        XCTAssertEqual(try store.records(), [.numbers: 5, .vowels: 2, .alphabet: 0, .syllables: 0])
        XCTAssertEqual(try store.history().count, 6, "every finished game is kept")
    }

    func testRecordsSurviveReopening() throws {
        let folder = try TestFolder(self)
        XCTAssertTrue(try folder.openStore().recordGameEnd(challenge(.syllables, hits: 7, profile: "Anna")))
        let reopened = try folder.openStore()
        XCTAssertEqual(try reopened.best(subject: .syllables, profile: "Anna"), 7)
        XCTAssertEqual(try reopened.profiles(), ["default", "Anna"], "a game's profile is created on the fly")
    }

    func testResetOneSubjectOrAllKeepsHistory() throws {
        let store = try TestFolder(self).openStore()
        for subject in Subject.allCases { _ = try store.recordGameEnd(challenge(subject, hits: 4)) }
        try store.reset(subject: .vowels)
        XCTAssertEqual(try store.records(), [.numbers: 4, .vowels: 0, .alphabet: 4, .syllables: 4])
        try store.reset(subject: nil)
        XCTAssertEqual(try store.records(), [.numbers: 0, .vowels: 0, .alphabet: 0, .syllables: 0])
        XCTAssertEqual(try store.history().count, 4)
        XCTAssertTrue(try store.recordGameEnd(challenge(.vowels, hits: 1)), "after a reset any score is a record")
    }

    func testNamesMatchWhateverTheLetterCaseAndHowAccentsAreComposed() throws {
        let store = try TestFolder(self).openStore()
        // "àlex" typed with a combining grave accent (a + U+0300), as some keyboards and pasted text give it.
        try store.addProfile("a\u{300}lex")
        let stored = try XCTUnwrap(try store.profiles().last)
        XCTAssertEqual(Array(stored.unicodeScalars), Array("\u{E0}lex".unicodeScalars), "kept in NFC")
        XCTAssertThrowsError(try store.addProfile("\u{C0}lex")) {
            XCTAssertEqual($0 as? RecordStoreError, .profileExists(name: "\u{E0}lex"), "named as it is kept")
        }
        _ = try store.recordGameEnd(challenge(hits: 2, profile: "A\u{300}LEX"))
        XCTAssertEqual(try store.profiles().count, 2, "the game went to the same child")
        XCTAssertEqual(try store.history(profile: "\u{C0}LEX").count, 1)
        XCTAssertEqual(try store.addMissingProfiles(["\u{C0}lex", "ÀLEX"]), [], "the server's spelling is the same child")
    }

    func testProfilesAreSeparateAndTheDefaultIsFixed() throws {
        let store = try TestFolder(self).openStore()
        try store.addProfile("Pau")
        XCTAssertThrowsError(try store.addProfile("pau")) { XCTAssertEqual($0 as? RecordStoreError, .profileExists(name: "Pau")) }
        XCTAssertThrowsError(try store.addProfile(" Pau")) { error in
            XCTAssertEqual(error as? RecordStoreError, .invalidProfileName(name: " Pau", reason: "it starts or ends with a space"))
        }
        _ = try store.recordGameEnd(challenge(hits: 3, profile: "Pau"))
        XCTAssertEqual(try store.best(subject: .numbers), 0, "another profile's score is not the default's")
        XCTAssertEqual(try store.best(subject: .numbers, profile: "Newcomer"), 0, "before a first game, not an error")
        try store.renameProfile("Pau", to: "PAU")
        XCTAssertEqual(try store.best(subject: .numbers, profile: "pau"), 3, "names match regardless of case")
        XCTAssertThrowsError(try store.renameProfile("default", to: "x")) {
            XCTAssertEqual($0 as? RecordStoreError, .defaultProfileIsFixed)
        }
        XCTAssertThrowsError(try store.removeProfile("Default")) {
            XCTAssertEqual($0 as? RecordStoreError, .defaultProfileIsFixed)
        }
        try store.removeProfile("PAU")
        XCTAssertEqual(try store.profiles(), ["default"])
        XCTAssertEqual(try store.profileCards(removed: true).map(\.name), ["PAU"])
        XCTAssertEqual(try store.history().count, 1, "a removed profile's games are kept until it is purged")
        XCTAssertEqual(try store.best(subject: .numbers, profile: "pau"), 3)
        XCTAssertThrowsError(try store.addProfile("Pau")) { XCTAssertEqual($0 as? RecordStoreError, .profileRemoved(name: "PAU")) }
        try store.purgeProfile("PAU")
        XCTAssertEqual(try store.profileCards(removed: true).count, 0)
        XCTAssertEqual(try store.history().count, 0, "a purged profile's games go with it")
        XCTAssertThrowsError(try store.records(profile: "PAU")) {
            XCTAssertEqual($0 as? RecordStoreError, .unknownProfile(name: "PAU", path: store.path))
        }
        try store.addProfile("Pau", picture: "🐱")
        XCTAssertEqual(try store.profileCards().map(\.name), ["default", "Pau"])
        XCTAssertEqual(try store.profileCards().map(\.picture), [nil, "🐱"])
        XCTAssertThrowsError(try store.setPicture("cat", of: "Pau")) {
            XCTAssertEqual($0 as? RecordStoreError, .invalidPicture(picture: "cat"))
        }
    }

    func testHistoryAndMostMissedItems() throws {
        let store = try TestFolder(self).openStore()
        _ = try store.recordGameEnd(challenge(.numbers, hits: 2, misses: 3))
        _ = try store.recordGameEnd(GameResult(
            subject: .vowels, mode: .game, started: Date(), ended: Date(), hits: 1, misses: 2,
            questions: [QuestionOutcome(item: "e", result: .timeout, responseTime: 9),
                        QuestionOutcome(item: "a", result: .hit, responseTime: 1),
                        QuestionOutcome(item: "a", result: .miss, responseTime: 3)]))
        XCTAssertEqual(try store.history(subject: .vowels).map(\.mode), [.game])
        XCTAssertEqual(try store.history(profile: "default").map(\.subject), [.numbers, .vowels])
        let missed = try store.mostMissedItems()
        XCTAssertEqual(missed.map(\.item), ["7", "e", "a"], "equal misses: the larger share first")
        XCTAssertEqual(missed.first, ItemMisses(subject: .numbers, item: "7", asked: 3, missed: 3, meanResponseTime: 2.5))
        XCTAssertEqual(missed[2].meanResponseTime, 2, accuracy: 0.001)
        XCTAssertEqual(try store.mostMissedItems(subject: .vowels, limit: 1).map(\.item), ["e"])
        XCTAssertThrowsError(try store.history(profile: "nobody"))
    }

    func testStoreLocationPrecedence() {
        XCTAssertEqual(StoreLocation.resolve(explicit: "/x.sqlite", environment: ["EDUCAT_STORE": "/y"]), "/x.sqlite")
        XCTAssertEqual(StoreLocation.resolve(explicit: nil, environment: ["EDUCAT_STORE": "/y", "XDG_DATA_HOME": "/d"]), "/y")
        XCTAssertEqual(StoreLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]),
                       "/d/educat/records.sqlite")
        XCTAssertEqual(StoreLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "rel", "HOME": "/h"]),
                       "/h/.local/share/educat/records.sqlite")
        XCTAssertEqual(StoreLocation.resolve(explicit: nil, environment: ["EDUCAT_STORE": "  ", "HOME": "/h"]),
                       "/h/.local/share/educat/records.sqlite", "a blank variable names no file")
    }
}
