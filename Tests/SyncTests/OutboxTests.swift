import EducatTestSupport
import Foundation
import Records
import Sync
import XCTest

/// The outbox in a real store: what is pending, what acknowledging marks, what a failed send leaves behind.
final class OutboxTests: XCTestCase {
    private var store: RecordStore!
    private let month = PlayedMonth()

    override func setUpWithError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-outbox-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        store = try RecordStore.open(at: folder.appendingPathComponent("records.sqlite").path).store
        try month.store(into: store)
    }

    func testEveryResultIsPendingUntilAcknowledgedOldestFirst() throws {
        var status = try store.outboxStatus()
        XCTAssertEqual(status.pendingGames, month.games.count)
        XCTAssertEqual(status.pendingActivities, month.activities.count)
        XCTAssertNil(status.lastSuccess)

        let batch = try store.outbox(limit: 10)
        XCTAssertEqual(batch.games.count, 10)
        XCTAssertEqual(batch.activities.count, 10)
        let oldest = month.games.sorted { $0.started < $1.started }.prefix(10)
        XCTAssertEqual(batch.games.map(\.id), oldest.map(\.id))
        XCTAssertEqual(batch.games.map(\.questions), oldest.map(\.questions), "games go out with their questions")
        let kiosk = try store.kioskID()
        XCTAssertTrue(batch.games.allSatisfy { $0.kiosk == kiosk })

        try store.acknowledge(games: batch.games.map(\.id), activities: batch.activities.map(\.id))
        status = try store.outboxStatus()
        XCTAssertEqual(status.pendingGames, month.games.count - 10)
        XCTAssertEqual(status.pendingActivities, month.activities.count - 10)
        XCTAssertNotNil(status.lastSuccess)
        let next = try store.outbox(limit: 10)
        XCTAssertTrue(Set(next.games.map(\.id)).isDisjoint(with: batch.games.map(\.id)), "acknowledged rows stay home")
    }

    func testAFailedSendIsNotedAndLeavesEverythingPending() async throws {
        // A port nothing listens on: bound, never listened to, then closed.
        let client = SyncClient(server: URL(string: "http://127.0.0.1:9/")!, token: "t", timeout: 5)
        do {
            try await OutboxSender(store: store, client: client).sendPending()
            XCTFail("nothing answers on port 9")
        } catch let error as SyncError {
            guard case .unreachable = error else { return XCTFail("\(error)") }
        }
        let status = try store.outboxStatus()
        XCTAssertEqual(status.pendingGames, month.games.count)
        XCTAssertNil(status.lastSuccess)
        XCTAssertTrue(status.lastError?.contains("cannot be reached") ?? false, "\(status)")
        XCTAssertNotNil(status.lastErrorAt)
    }

    func testARefusalReasonWithTerminalEscapesIsKeptPrintableAndListed() throws {
        let refused = try XCTUnwrap(month.games.first?.id)
        try store.setAside([(refused, "bad\u{1B}[2J\u{1B}]0;x\u{07}row")])
        let status = try store.outboxStatus()
        XCTAssertEqual(status.refused.map(\.id), [refused], "the row is listed, not skipped")
        XCTAssertEqual(status.refused.first?.reason, "bad [2J ]0;x row")
        XCTAssertEqual(status.pendingGames, month.games.count - 1)
    }

    func testMissingProfilesFromTheServerAreAddedOnce() throws {
        XCTAssertEqual(try store.addMissingProfiles(["marta", "Joan", "", "Joan"]), ["Joan"],
                       "names differing only in case are the same child; an empty name cannot be held")
        XCTAssertTrue(try store.profiles().contains("Joan"))
    }

    func testBackoffDoublesUpToItsLongestWaitWithJitterBelow() {
        let backoff = Backoff(first: 2, longest: 60)
        XCTAssertEqual((1...7).map(backoff.delay(afterFailures:)), [2, 4, 8, 16, 32, 60, 60])
        XCTAssertEqual(backoff.delay(afterFailures: 10_000), 60, "no overflow however long the outage")
        for failures in 1...8 {
            let delay = backoff.jitteredDelay(afterFailures: failures)
            XCTAssertLessThanOrEqual(delay, backoff.delay(afterFailures: failures))
            XCTAssertGreaterThanOrEqual(delay, backoff.delay(afterFailures: failures) * 0.8)
        }
    }
}
