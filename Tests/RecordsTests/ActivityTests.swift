import EducatTestSupport
import Foundation
import GRDB
import XCTest
@testable import Records

/// Every activity is recorded with a UUID, the profile and the kiosk's id, and old stores are carried forward.
final class ActivityTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_780_000_000)

    func testAnActivityIsStoredOnceWithThisKiosksID() throws {
        let store = try TestFolder(self).openStore()
        let lesson = ActivityResult(
            profile: "Marta", screen: "vowels/lesson", started: start, ended: start.addingTimeInterval(95),
            measures: ["items heard": 12])
        try store.recordActivity(lesson)
        try store.recordActivity(lesson)
        let kiosk = try store.kioskID()
        XCTAssertNotNil(UUID(uuidString: kiosk), "the kiosk id is a UUID")
        var expected = lesson
        expected.kiosk = kiosk
        XCTAssertEqual(try store.activities(profile: "Marta"), [expected], "stored again, the same result is not doubled")
        XCTAssertEqual(try store.activities(profile: "default"), [])
    }

    func testTheKioskIDStaysWithTheStore() throws {
        let folder = try TestFolder(self)
        let first = try folder.openStore().kioskID()
        XCTAssertEqual(try folder.openStore().kioskID(), first)
        let other = try TestFolder(self).openStore().kioskID()
        XCTAssertNotEqual(other, first, "another store is another kiosk")
    }

    func testGamesKeepTheirUUIDKioskAndWhatWasPressed() throws {
        let store = try TestFolder(self).openStore()
        var game = challenge(.numbers, hits: 1, misses: 0)
        game.questions.append(QuestionOutcome(item: "9", result: .miss, responseTime: 2, answered: "6"))
        game.questions.append(QuestionOutcome(item: "3", result: .timeout, responseTime: 5))
        game.misses = 2
        _ = try store.recordGameEnd(game)
        let read = try XCTUnwrap(store.history(questions: true).first)
        XCTAssertEqual(read.id, game.id)
        XCTAssertEqual(read.kiosk, try store.kioskID())
        XCTAssertEqual(read.questions.map(\.answered), [nil, "6", nil],
                       "the first question was made without what was pressed, the timeout has none")
        XCTAssertEqual(read.questions.map(\.item), ["0", "9", "3"])
        XCTAssertEqual(try store.history().first?.questions, [], "without questions unless asked")
        XCTAssertFalse(try store.recordGameEnd(game))
        XCTAssertEqual(try store.history().count, 1, "stored again, the same game is not doubled")
    }

    func testSinceAndUntilSelectByStartTime() throws {
        let store = try TestFolder(self).openStore()
        let days = (0..<5).map { start.addingTimeInterval(Double($0) * 86_400) }
        for day in days {
            var game = challenge(hits: 2)
            game.started = day
            _ = try store.recordGameEnd(game)
            try store.recordActivity(ActivityResult(screen: "count", started: day, ended: day, measures: ["numbers counted": 5]))
        }
        XCTAssertEqual(try store.history(since: days[1], until: days[3]).map(\.started), [days[1], days[2]])
        XCTAssertEqual(try store.activities(since: days[3]).map(\.started), [days[3], days[4]])
        XCTAssertEqual(try store.activities(until: days[1]).map(\.started), [days[0]])
    }

    func testAStoreOfThePreviousSchemaIsMigratedWithUUIDsAndTheKiosk() throws {
        let folder = try TestFolder(self)
        // The store as the previous release left it: two games with answers, no UUIDs, no kiosk, no activities.
        try folder.makeStore(upTo: "v3-record-holder", holding: """
            INSERT INTO profile (id, name) VALUES (2, 'Pau');
            INSERT INTO game VALUES (1, 2, 'numbers', 'game', '2026-01-01 10:00:00', '2026-01-01 10:01:00', 1, 1);
            INSERT INTO game VALUES (2, 2, 'vowels', 'challenge', '2026-01-02 10:00:00', '2026-01-02 10:01:00', 1, 0);
            INSERT INTO answer VALUES (1, 0, '6', 'hit', 900);
            INSERT INTO answer VALUES (1, 1, '9', 'miss', 1500);
            INSERT INTO answer VALUES (2, 0, 'a', 'hit', 700);
            """)
        let store = try folder.openStore()
        let games = try store.history(profile: "Pau", questions: true)
        XCTAssertEqual(games.map(\.subject), [.numbers, .vowels])
        XCTAssertEqual(Set(games.map(\.id)).count, 2, "each old game got its own UUID")
        XCTAssertEqual(games.map(\.kiosk), Array(repeating: try store.kioskID(), count: 2))
        XCTAssertEqual(games[0].questions.map(\.responseTime), [0.9, 1.5])
        XCTAssertEqual(games[0].questions.map(\.answered), [nil, nil], "what was pressed was not kept before")
        try store.recordActivity(ActivityResult(profile: "Pau", screen: "story", started: start, ended: start,
                                                measures: ["pages narrated": 3]))
        XCTAssertEqual(try store.activities(profile: "Pau").count, 1)
        try store.database.read { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA user_version"), Schema.version)
        }
    }
}
