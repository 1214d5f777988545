import Foundation
import Records
import Sync
import XCTest

/// A number that fits no field, in a kiosk's batch or the server's receipt, is named with its field and value, not
/// as Foundation's `numberIsNotRepresentableInSwift(parsed: "7.5")` or "The given data was not valid JSON".
final class DecodingProblemTests: XCTestCase {
    private func batch(replacing old: String, with new: String) throws -> Data {
        let game = GameResult(profile: "Anna", subject: .numbers, mode: .game, started: Date(timeIntervalSince1970: 1.7e9),
                              ended: Date(timeIntervalSince1970: 1.7e9 + 30.5), hits: 7, misses: 1)
        let json = String(decoding: try SyncJSON.encoder.encode(SyncBatch(kiosk: "k", profiles: ["Anna"], games: [game],
                                                                          activities: [])), as: UTF8.self)
        XCTAssertTrue(json.contains(old), json)
        return Data(json.replacingOccurrences(of: old, with: new).utf8)
    }

    func testARowsNumberThatFitsNoFieldIsRefusedNamingTheField() throws {
        let cases = [
            ("\"hits\":7", "\"hits\":7.5", "games.0.hits: 7.5 is not a whole number"),
            ("\"hits\":7", "\"hits\":99999999999999999999",
             "games.0.hits: the number 99999999999999999999 is out of range (±9223372036854775807 at most)"),
            ("\"started\":1700000000", "\"started\":1e999", "games.0.started: the number 1e999 is too large"),
        ]
        for (old, new, reason) in cases {
            let refused = try ReceivedBatch.read(try batch(replacing: old, with: new)).sorted().refused
            XCTAssertEqual(refused.map(\.reason), [reason], new)
        }
    }

    func testAReceiptsNumberThatFitsNoFieldIsNamed() {
        let cases = [
            ("{\"games\":[],\"activities\":[],\"inserted\": 1.5}", "inserted: 1.5 is not a whole number"),
            ("{\"games\":[],\"activities\":[],\"inserted\": 1e999}", "inserted: the number 1e999 is too large"),
            ("{\"games\":[],\"activities\":[],\"inserted\": -99999999999999999999}",
             "inserted: the number -99999999999999999999 is out of range (±9223372036854775807 at most)"),
            ("{\"games\":[", "not JSON: Unexpected end of file during JSON parse."),
        ]
        for (body, reason) in cases {
            XCTAssertThrowsError(try SyncClient.read(status: 200, body: Data(body.utf8), challenge: "", from: "S") as SyncReceipt) {
                XCTAssertEqual($0 as? SyncError, .badAnswer(server: "S", reason: reason), body)
            }
        }
    }
}
