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
    }

    /// Sends every pending result, then adds the school's profiles this store lacks; says how many were sent and refused.
    ///
    /// Rows the server refuses for good are set aside in the store with its reason and the rest goes on. A failure is
    /// noted in the store (for `educat sync --status`) and thrown; what was acknowledged before it stays
    /// acknowledged, and the rest is sent by the next attempt. The whole call takes at most the client's timeout: a
    /// server answering each request slowly, just in time, cannot hold it for one timeout per request.
    @discardableResult
    public func sendPending() async throws -> Outcome {
        let deadline = ContinuousClock.now + .seconds(client.requestTimeout)
        do {
            var outcome = Outcome()
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
                let receipt = try await send(batch, until: deadline)
                let games = receipt.games.filter(ids.contains), activities = receipt.activities.filter(ids.contains)
                let refused = receipt.refused.filter { ids.contains($0.id) }
                guard !games.isEmpty || !activities.isEmpty || !refused.isEmpty else {
                    throw SyncError.badAnswer(server: client.server.absoluteString,
                                              reason: "it acknowledged none of the \(ids.count) results it was sent")
                }
                try store.acknowledge(games: games, activities: activities)
                try store.setAside(refused.map { ($0.id, $0.reason) })
                outcome.sent += games.count + activities.count
                outcome.refused += refused.count
            }
            try store.addMissingProfiles(try await client.profiles(within: try remaining(until: deadline)))
            // Noted even when nothing was pending: the status then tells that the server answers.
            try store.acknowledge(games: [], activities: [])
            return outcome
        } catch {
            try? store.noteSyncFailure("\(error)")
            throw error
        }
    }

    /// Sends `batch`; when the server refuses the whole of it for good (a proxy's size limit, an older server that
    /// cannot say which row it refuses), sends its rows one by one. A row sent alone is set aside only when educat
    /// server itself refuses it; any other refusal (a wrong address's 404, a proxy's) keeps every row pending.
    private func send(_ batch: SyncBatch, until deadline: ContinuousClock.Instant) async throws -> SyncReceipt {
        do {
            return try await client.send(batch, within: try remaining(until: deadline))
        } catch let error as SyncError where error.isPermanentRefusal {
            let singles = batch.singleRows
            guard singles.count > 1 else {
                guard error.isServersOwnRefusal else { throw error }
                return batch.refused("\(error)")
            }
            var receipt = SyncReceipt(games: [], activities: [], inserted: 0)
            for single in singles { receipt.add(try await send(single, until: deadline)) }
            return receipt
        }
    }

    /// The seconds left before `deadline`; throws once they are spent.
    private func remaining(until deadline: ContinuousClock.Instant) throws -> TimeInterval {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .seconds(1) else {
            throw SyncError.unreachable(server: client.server.absoluteString,
                                        reason: "it answered too slowly: \(Int(client.requestTimeout)) s passed")
        }
        let parts = left.components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
