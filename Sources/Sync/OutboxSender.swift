import Foundation
import Records

/// Sends a store's outbox to the school server batch by batch, and takes the school's profiles back.
public struct OutboxSender: Sendable {
    /// The store whose pending results are sent.
    public let store: RecordStore
    /// The server connection.
    public let client: SyncClient
    /// Games (and activities) per batch: small enough for one quick transaction, large enough to catch up fast.
    public var batchSize = 200

    /// A sender of `store`'s outbox through `client`.
    public init(store: RecordStore, client: SyncClient) {
        self.store = store
        self.client = client
    }

    /// What one call of ``sendPending()`` did.
    public struct Outcome: Sendable, Equatable {
        /// Results the server now holds.
        public var sent = 0
        /// Results it refused for good, now set aside in the store.
        public var refused = 0
        /// Whether the pass ran out of its time with results still pending: it made progress, and the next pass
        /// (at once) sends the rest.
        public var unfinished = false
    }

    /// The pass's time ran out; ``sendPending()`` ends with what it did when it did anything.
    private struct OutOfTime: Error {}

    /// Sends every pending result, then adds the school's profiles this store lacks; says how many were sent and refused.
    ///
    /// Rows the server refuses for good are set aside in the store with its reason and the rest goes on. A failure is
    /// noted in the store (for `educat sync --status`) and thrown; what was acknowledged before it stays
    /// acknowledged, and the rest is sent by the next attempt. The whole call takes at most the client's timeout: a
    /// server answering each request slowly, just in time, cannot hold it for one timeout per request. A pass that
    /// runs out of time after sending something is no failure: it returns, ``Outcome/unfinished``.
    @discardableResult
    public func sendPending() async throws -> Outcome {
        let deadline = ContinuousClock.now + .seconds(client.requestTimeout)
        var outcome = Outcome()
        do {
            let kiosk = try store.kioskID()
            var sent = Set<UUID>()
            while true {
                let pending = try store.outbox(limit: batchSize)
                if pending.isEmpty { break }
                let ids = Set(pending.games.map(\.id) + pending.activities.map(\.id))
                // A server that leaves results unacknowledged would have them sent again and again: stop and retry
                // later instead.
                guard !ids.isSubset(of: sent) else {
                    throw SyncError.badAnswer(server: client.server.absoluteString,
                                              reason: "it did not acknowledge \(ids.count) results it was sent")
                }
                sent.formUnion(ids)
                let batch = SyncBatch(kiosk: kiosk, profiles: try store.profiles(), games: pending.games,
                                      activities: pending.activities)
                // Only what was sent counts: a receipt naming other results (never sent, or another kiosk's) is ignored.
                // Each answer is kept as it comes (rows sent one by one, each), so a pass out of time loses none.
                let kept = try await send(batch, until: deadline) { receipt in
                    let games = receipt.games.filter(ids.contains), activities = receipt.activities.filter(ids.contains)
                    let refused = receipt.refused.filter { ids.contains($0.id) }
                    try store.acknowledge(games: games, activities: activities)
                    try store.setAside(refused.map { ($0.id, $0.reason) })
                    outcome.sent += games.count + activities.count
                    outcome.refused += refused.count
                    return games.count + activities.count + refused.count
                }
                guard kept > 0 else {
                    throw SyncError.badAnswer(server: client.server.absoluteString,
                                              reason: "it acknowledged none of the \(ids.count) results it was sent")
                }
            }
            try store.addMissingProfiles(try await exchange(until: deadline) { try await client.profiles(within: $0) })
            // Noted even when nothing was pending: the status then tells that the server answers.
            try store.acknowledge(games: [], activities: [])
            return outcome
        } catch is OutOfTime where outcome.sent + outcome.refused > 0 {
            outcome.unfinished = true
            try? store.acknowledge(games: [], activities: [])
            return outcome
        } catch is OutOfTime {
            let error = SyncError.unreachable(server: client.server.absoluteString,
                                              reason: "it answered too slowly: \(Int(client.requestTimeout)) s passed")
            try? store.noteSyncFailure("\(error)")
            throw error
        } catch {
            try? store.noteSyncFailure("\(error)")
            throw error
        }
    }

    /// Sends `batch`; when the server refuses the whole of it for good (a proxy's size limit, an older server that
    /// cannot say which row it refuses), sends its rows one by one. A row sent alone is set aside only when educat
    /// server itself refuses it; any other refusal (a wrong address's 404, a proxy's) keeps every row pending.
    /// Sends `batch` and has `keep` store each receipt as it comes; returns the rows kept.
    private func send(_ batch: SyncBatch, until deadline: ContinuousClock.Instant,
                      keeping keep: (SyncReceipt) throws -> Int) async throws -> Int {
        let receipt: SyncReceipt
        do {
            receipt = try await exchange(until: deadline) { try await client.send(batch, within: $0) }
        } catch let error as SyncError where error.isPermanentRefusal {
            let singles = batch.singleRows
            guard singles.count > 1 else {
                guard error.isServersOwnRefusal else { throw error }
                return try keep(batch.refused("\(error)"))
            }
            var kept = 0
            for single in singles { kept += try await send(single, until: deadline, keeping: keep) }
            return kept
        }
        return try keep(receipt)
    }

    /// One request given the seconds left before `deadline`; a request cut short by the pass's end (not by its own
    /// timeout) is the pass out of time, not the server unreachable.
    private func exchange<Answer>(until deadline: ContinuousClock.Instant, _ request: (TimeInterval) async throws -> Answer)
        async throws -> Answer {
        let within = try remaining(until: deadline)
        do {
            return try await request(within)
        } catch SyncError.unreachable where within < client.requestTimeout - 1 && ContinuousClock.now >= deadline - .seconds(1) {
            throw OutOfTime()
        }
    }

    /// The seconds left before `deadline`; throws once they are spent.
    private func remaining(until deadline: ContinuousClock.Instant) throws -> TimeInterval {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .seconds(1) else { throw OutOfTime() }
        let parts = left.components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
