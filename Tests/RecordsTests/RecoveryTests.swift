import EducatTestSupport
import GRDB
import XCTest
@testable import Records

final class RecoveryTests: XCTestCase {
    func testGarbageFileIsMovedAsideAndReplaced() throws {
        let folder = try TestFolder(self)
        let garbage = Data((0..<10_000).map { _ in UInt8.random(in: 0...255) })
        try garbage.write(to: URL(fileURLWithPath: folder.storePath))
        try assertRecovered(folder, keeping: garbage)
    }

    func testTruncatedStoreIsMovedAsideAndReplaced() throws {
        let folder = try TestFolder(self)
        let store = try folder.openStore()
        for hits in 1...200 { _ = try store.recordGameEnd(challenge(.alphabet, hits: hits, misses: 20)) }
        _ = try store.database.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        try store.database.close()
        let whole = try Data(contentsOf: URL(fileURLWithPath: folder.storePath))
        XCTAssertGreaterThan(whole.count, 16 * 4096, "the store must span many pages for truncation to bite")
        let truncated = whole.prefix(whole.count / 3)
        try truncated.write(to: URL(fileURLWithPath: folder.storePath))
        try assertRecovered(folder, keeping: truncated)
    }

    func testStoreDamagedWhileOpenIsReplacedAndTheGameStillKept() throws {
        let folder = try TestFolder(self)
        let store = try folder.openStore()
        for hits in 1...50 { _ = try store.recordGameEnd(challenge(.vowels, hits: hits)) }
        _ = try store.database.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        // Everything after the header becomes 0xFF (no valid page type), and the connection forgets its cached pages.
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: folder.storePath))
        let size = try file.seekToEnd()
        try file.seek(toOffset: 100)
        try file.write(contentsOf: Data(repeating: 0xFF, count: Int(size) - 100))
        try file.close()
        store.database.releaseMemory()

        XCTAssertTrue(try store.recordGameEnd(challenge(.vowels, hits: 3)), "the new store's first score is a record")
        let notice = try XCTUnwrap(store.lastRecovery)
        XCTAssertTrue(FileManager.default.fileExists(atPath: notice.movedTo))
        XCTAssertEqual(try folder.openStore().best(subject: .vowels), 3)
    }

    func testStoreFromANewerVersionIsRefusedUnchanged() throws {
        let folder = try TestFolder(self)
        try folder.openStore().database.write { try $0.execute(sql: "PRAGMA user_version = 99") }
        try assertRefusedUnchanged(folder, .newerVersion(path: folder.storePath, found: 99, supported: Schema.version))
    }

    func testStoreFromANewerVersionCanBeReadButNotChanged() throws {
        let folder = try TestFolder(self)
        let older = try folder.openStore()
        _ = try older.recordGameEnd(challenge(.vowels, hits: 4))
        try older.database.write { try $0.execute(sql: "PRAGMA user_version = 99") }
        let before = try snapshot(folder)
        let (store, _) = try RecordStore.open(at: folder.storePath, readingNewer: true)
        let newer = RecordStoreError.newerVersion(path: folder.storePath, found: 99, supported: Schema.version)
        XCTAssertEqual(store.readOnly, .readOnly(newer))
        XCTAssertTrue("\(store.readOnly!)".contains("opened read-only"), "\(store.readOnly!)")
        XCTAssertEqual(try store.history().map(\.hits), [4])
        XCTAssertThrowsError(try store.recordGameEnd(challenge(hits: 5))) {
            XCTAssertEqual($0 as? RecordStoreError, .readOnly(newer))
        }
        XCTAssertEqual(try snapshot(folder), before)
    }

    func testStoreWithAnUnknownMigrationIsRefusedUnchanged() throws {
        let folder = try TestFolder(self)
        try folder.openStore().database.write {
            try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('from-the-future')")
        }
        try assertRefusedUnchanged(folder, .unknownChanges(path: folder.storePath, changes: ["from-the-future"]))
    }

    func testForeignDatabaseIsRefusedUnchanged() throws {
        let folder = try TestFolder(self)
        try DatabaseQueue(path: folder.storePath).write { try $0.execute(sql: "CREATE TABLE photos (id INTEGER)") }
        try assertRefusedUnchanged(folder, .notARecordStore(path: folder.storePath))
    }

    func testErrorMessagesNameTheFileAndWhatToDo() {
        let message = RecordStoreError.newerVersion(path: "/s/records.sqlite", found: 3, supported: 1).description
        XCTAssertTrue(message.contains("/s/records.sqlite"))
        XCTAssertTrue(message.contains("left unchanged"))
        XCTAssertTrue(message.contains("update educat"))
        // Not "schema 2; this one knows up to 2": a store at this schema with a change from a newer educat names it.
        let changed = RecordStoreError.unknownChanges(path: "/s/records.sqlite", changes: ["v3-stickers"]).description
        XCTAssertTrue(changed.contains(#"changes this one does not know: "v3-stickers""#), changed)
        XCTAssertFalse(changed.contains("knows up to"), changed)
    }

    /// The damaged bytes sit under the stamped name, and a usable empty store is at the old path.
    private func assertRecovered(_ folder: TestFolder, keeping damaged: Data) throws {
        let (store, recovery) = try RecordStore.open(at: folder.storePath)
        let notice = try XCTUnwrap(recovery, "damage went unnoticed")
        XCTAssertEqual(notice.path, folder.storePath)
        XCTAssertNotNil(notice.movedTo.range(of: #"records\.sqlite\.damaged-\d{8}-\d{6}$"#, options: .regularExpression))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: notice.movedTo)), damaged)
        XCTAssertTrue(notice.description.contains(notice.movedTo))
        XCTAssertTrue(try store.recordGameEnd(challenge(hits: 1)), "the new store takes records at once")
        XCTAssertNil(try RecordStore.open(at: folder.storePath).recovery)
    }

    /// Opening throws `expected` and leaves every byte of every file as it was.
    private func assertRefusedUnchanged(_ folder: TestFolder, _ expected: RecordStoreError) throws {
        let before = try snapshot(folder)
        XCTAssertThrowsError(try RecordStore.open(at: folder.storePath)) {
            XCTAssertEqual($0 as? RecordStoreError, expected)
        }
        XCTAssertEqual(try snapshot(folder), before)
    }

    private func snapshot(_ folder: TestFolder) throws -> [String: Data] {
        // Only the main file and WAL hold content; the shm index is scratch space SQLite rewrites on any open.
        try Dictionary(uniqueKeysWithValues: folder.files().filter { !$0.hasSuffix("-shm") }.map {
            ($0, try Data(contentsOf: folder.url.appendingPathComponent($0)))
        })
    }
}
