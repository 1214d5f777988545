import EducatTestSupport
import Foundation
import Lessons
import Records
import Sync
import XCTest

/// The built `educat server` on a real PostgreSQL, sent what no kiosk of this version sends: each class of bad input
/// gets a short 4xx or a refused row, the good rows are stored, the server keeps serving and stores no garbage.
final class ServerInputTests: XCTestCase {
    private var folder: URL!
    private var server: ServerProcess!
    private var headers: [String: String] = [:]

    override func setUpWithError() throws {
        let database = try TestDatabase(self)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        server = try ServerProcess(database: database, folder: folder)
        try server.start()
        headers = ["Authorization": "Bearer \(try server.addKiosk("hall"))", "Content-Type": "application/json"]
    }

    override func tearDown() {
        server?.kill()
        try? FileManager.default.removeItem(at: folder)
    }

    private func post(_ body: Data) async throws -> (status: Int, text: String) {
        let (status, answer) = try await server.request("api/results", method: "POST", headers: headers, body: body)
        return (status, String(decoding: answer, as: UTF8.self))
    }

    private let start = Date(timeIntervalSince1970: 1_772_323_200)

    private func game(_ profile: String = "Marta", hits: Int = 1) -> GameResult {
        GameResult(profile: profile, subject: .numbers, mode: .game, started: start, ended: start + 30, hits: hits,
                   misses: 0, questions: [QuestionOutcome(item: "6", result: .hit, responseTime: 1)])
    }

    /// A batch's JSON with the first game's `key` replaced by the raw JSON `value`.
    private func batch(_ games: [GameResult], setting key: String, to value: String) throws -> Data {
        let json = try JSONSerialization.jsonObject(with: SyncJSON.encoder.encode(
            SyncBatch(kiosk: "k", profiles: ["Marta"], games: games, activities: []))) as! [String: Any]
        var first = (json["games"] as! [[String: Any]])[0]
        first[key] = "@@"
        var text = String(decoding: try JSONSerialization.data(withJSONObject: ["kiosk": "k", "profiles": ["Marta"],
            "games": [first] + (json["games"] as! [[String: Any]]).dropFirst(), "activities": []]), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"@@\"", with: value)
        return Data(text.utf8)
    }

    func testEachClassOfBadBatchGetsAShort4xxAndNothingIsStored() async throws {
        let good = try SyncJSON.encoder.encode(SyncBatch(kiosk: "k", profiles: ["Marta"], games: [game()], activities: []))
        let cases: [(String, Data, Int, String)] = [
            ("malformed JSON", Data("{\"kiosk\": \"k\", \"games\": [".utf8), 400, "not a batch of results"),
            ("not an object", Data("[1, 2, 3]".utf8), 400, "not a batch of results"),
            ("missing field", Data("{\"kiosk\": \"k\"}".utf8), 400, "profiles is missing"),
            ("wrong type", Data("{\"kiosk\": 7, \"profiles\": [], \"games\": [], \"activities\": []}".utf8), 400,
             "kiosk: expected String"),
            ("NaN", try batch([game()], setting: "hits", to: "NaN"), 400, "not a batch of results"),
            ("a row without an id", try batch([game()], setting: "id", to: "\"not-a-uuid\""), 400, "has no readable id"),
            ("huge body", Data(repeating: UInt8(ascii: " "), count: 9 << 20) + good, 413, "larger than 8 MiB"),
            ("huge batch", try SyncJSON.encoder.encode(SyncBatch(kiosk: "k", profiles: [], games: (0...1000).map { _ in game() },
                                                                 activities: [])), 413, "at most 1000 games"),
            ("a control character in the kiosk", Data("{\"kiosk\": \"k\\u001b[2J\", \"profiles\": [], \"games\": [], \"activities\": []}".utf8),
             400, "kiosk contains a control character"),
        ]
        for (name, body, status, message) in cases {
            let answer = try await post(body)
            XCTAssertEqual(answer.status, status, "\(name): \(answer.text)")
            XCTAssertTrue(answer.text.contains(message), "\(name): \(answer.text)")
            XCTAssertLessThan(answer.text.count, 600, "\(name): a short message")
        }
        XCTAssertEqual(try server.database.query("SELECT count(*) FROM game UNION ALL SELECT count(*) FROM profile"),
                       ["0", "0"], "nothing stored")
        let after = try await post(good)
        XCTAssertEqual(after.status, 200, "the server still serves: \(after.text)")
        let unknown = try await server.request("api/report?profile=Nobody", headers: ServerProcess.basic(ServerProcess.teacherPassword))
        XCTAssertEqual(unknown.status, 404)
        XCTAssertTrue(String(decoding: unknown.body, as: UTF8.self).contains("no child is called \\\"Nobody\\\""))
        for (query, words) in [("since=2026-03-02&until=2026-03-01", "since is after until"),
                               ("since=10000-01-01", "is not a day")] {
            let answer = try await server.request("api/report?" + query, headers: ServerProcess.basic(ServerProcess.teacherPassword))
            XCTAssertEqual(answer.status, 400, query)
            XCTAssertTrue(String(decoding: answer.body, as: UTF8.self).contains(words), query)
        }
    }

    /// The receipt of `body`, which must be answered 200, and the reasons of the rows it refuses, by id.
    private func stored(_ body: Data) async throws -> (SyncReceipt, [UUID: String]) {
        let (status, text) = try await post(body)
        XCTAssertEqual(status, 200, text)
        let receipt = try SyncJSON.decoder.decode(SyncReceipt.self, from: Data(text.utf8))
        return (receipt, Dictionary(uniqueKeysWithValues: receipt.refused.map { ($0.id, $0.reason) }))
    }

    func testTheServerStoresNoNameAKioskRefusesNorAGameEndingBeforeItStarts() async throws {
        let good = game("Anna")
        let override = game("Ma\u{202E}rta"), hidden = game("Pa\u{200B}u"), long = game(String(repeating: "a", count: 41))
        var backwards = game("Joan")
        backwards.ended = backwards.started - 60
        let body = try SyncJSON.encoder.encode(SyncBatch(kiosk: "hall", profiles: ["Anna", "Ma\u{202E}rta", " Pau"],
                                                         games: [good, override, hidden, long, backwards], activities: []))
        let (receipt, reasons) = try await stored(body)
        XCTAssertEqual(receipt.games, [good.id])
        XCTAssertEqual(Set(reasons.keys), [override.id, hidden.id, long.id, backwards.id])
        for row in [override, hidden, long] { XCTAssertTrue(reasons[row.id]?.contains("is no child's name") ?? false, "\(reasons)") }
        XCTAssertTrue(reasons[backwards.id]?.contains("before it starts") ?? false, "\(reasons)")
        XCTAssertEqual(try server.database.query("SELECT name FROM profile ORDER BY name"), ["Anna"])
    }

    func testBadRowsAreRefusedWithTheirReasonAndTheGoodOnesStored() async throws {
        let good = game(), negative = game(hits: -1), escape = game("Marta\u{1b}[2J"), old = GameResult(
            profile: "Pau", subject: .numbers, mode: .game, started: Date(timeIntervalSince1970: 300),
            ended: Date(timeIntervalSince1970: 330), hits: 1, misses: 0)
        let huge = game(), wrongType = game(), missing = game()
        var body = try batch([huge, good, negative, escape, old], setting: "hits", to: "1e30")
        var (receipt, reasons) = try await stored(body)
        XCTAssertEqual(receipt.games, [good.id])
        XCTAssertEqual(Set(reasons.keys), [huge.id, negative.id, escape.id, old.id])
        XCTAssertTrue(reasons[huge.id]?.contains("1e30") ?? false, "\(reasons)")
        XCTAssertEqual(reasons[negative.id], "hits -1 is not 0 to 1000000")
        XCTAssertEqual(reasons[escape.id], "profile \"Marta\\u{1B}[2J\" is no child's name: it contains a control character or "
                       + "line break (U+001B)")
        XCTAssertEqual(reasons[old.id], "started 300.0 is not a time between 2000 and 2100")

        for (row, key, value, reason) in [(wrongType, "hits", "\"many\"", "hits: expected Int"),
                                          (missing, "subject", "null", "subject: expected")] {
            body = try batch([row], setting: key, to: value)
            (receipt, reasons) = try await stored(body)
            XCTAssertEqual(Array(reasons.keys), [row.id])
            XCTAssertTrue(reasons[row.id]?.contains(reason) ?? false, "\(receipt)")
        }
        XCTAssertEqual(try server.database.query("SELECT uuid FROM game"), [good.id.uuidString.lowercased()])
        XCTAssertEqual(try server.database.query("SELECT name FROM profile"), ["Marta"], "no garbage name kept")
    }

    func testNamesAreOneChildHoweverKiosksSpellThem() async throws {
        let spellings = ["Àlex", "a\u{300}lex", "ÀLEX", "marta", "Marta", "ΑΡΗΣ", "Αρης"]
        for name in spellings {
            let body = try SyncJSON.encoder.encode(SyncBatch(kiosk: "k", profiles: [name], games: [game(name)], activities: []))
            let answer = try await post(body)
            XCTAssertEqual(answer.status, 200, answer.text)
        }
        let (_, body) = try await server.request("api/profiles", headers: headers)
        let profiles = try SyncJSON.decoder.decode([String].self, from: body)
        XCTAssertEqual(Set(profiles.map { Array($0.unicodeScalars) }),
                       Set([Array("marta".unicodeScalars), Array("\u{C0}lex".unicodeScalars), Array("ΑΡΗΣ".unicodeScalars)]),
                       "the first spelling, in NFC")
        XCTAssertEqual(Set(try server.database.query("SELECT profile || ' ' || count(*) FROM game GROUP BY profile")),
                       ["marta 2", "\u{C0}lex 3", "ΑΡΗΣ 2"])
        let report = try await server.request("api/report?profile=MARTA", headers: ServerProcess.basic(ServerProcess.teacherPassword))
        XCTAssertEqual(report.status, 200)
    }
}
