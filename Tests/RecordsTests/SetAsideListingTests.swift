import EducatTestSupport
import Foundation
import GRDB
@testable import Records
import Synchronization
import XCTest

/// The results the server set aside are listed whatever an older or hand-edited store holds in them: a reason with a
/// control character is shown with a space for it, and a row that cannot be listed is named by its table and rowid.
final class SetAsideListingTests: XCTestCase {
    func testAReasonHoldingAControlCharacterStillListsItsResult() throws {
        let folder = try TestFolder(self)
        let skipped = Mutex<[String]>([])
        let (store, _) = try RecordStore.open(at: folder.storePath) { row in skipped.withLock { $0.append("\(row)") } }
        let game = challenge(hits: 4)
        _ = try store.recordGameEnd(game)
        // As an older educat stored a server's words, before it replaced their control characters.
        try store.database.write { db in
            try db.execute(sql: "UPDATE game SET refused_reason = ? WHERE uuid = ?",
                           arguments: ["too \u{1B}[2Jlate", game.id.uuidString])
        }
        let refused = try store.outboxStatus().refused
        XCTAssertEqual(refused.map(\.id), [game.id])
        XCTAssertEqual(refused.map(\.reason), ["too  [2Jlate"])
        XCTAssertEqual(refused.map(\.kind), ["game"])
        XCTAssertEqual(skipped.withLock { $0 }, [])
    }

    func testARowThatCannotBeListedIsNamedByItsTableAndSaysWhy() throws {
        let folder = try TestFolder(self)
        let skipped = Mutex<[String]>([])
        let (store, _) = try RecordStore.open(at: folder.storePath) { row in skipped.withLock { $0.append("\(row)") } }
        let game = challenge(hits: 4)
        _ = try store.recordGameEnd(game)
        let rowID = try store.database.write { db in
            try db.execute(sql: "UPDATE game SET refused_reason = 'no', uuid = ? WHERE uuid = ?",
                           arguments: ["bad\u{7}uuid", game.id.uuidString])
            return try Int64.fetchOne(db, sql: "SELECT id FROM game") ?? -1
        }
        XCTAssertEqual(try store.outboxStatus().refused, [])
        XCTAssertEqual(skipped.withLock { $0 }, [
            "The records store \(folder.storePath): game row \(rowID): uuid holds a control character (U+0007): "
                + "\"bad\\u{07}uuid\"; skipped",
        ])
    }
}
