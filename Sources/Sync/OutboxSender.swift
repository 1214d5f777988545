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

    /// Sends every pending result, then adds the school's profiles this store lacks; returns how many results were sent.
    ///
    /// A failure is noted in the store (for `educat sync --status`) and thrown; what was acknowledged before it stays
    /// acknowledged, and the rest is sent by the next attempt.
    @discardableResult
    public func sendPending() async throws -> Int {
        do {
            var sent = 0
            let kiosk = try store.kioskID()
            while true {
                let pending = try store.outbox(limit: batchSize)
                if pending.isEmpty { break }
                let receipt = try await client.send(SyncBatch(
                    kiosk: kiosk, profiles: try store.profiles(), games: pending.games, activities: pending.activities))
                try store.acknowledge(games: receipt.games, activities: receipt.activities)
                sent += receipt.games.count + receipt.activities.count
                // A server acknowledging none of what it got would make this loop spin: stop and retry later instead.
                guard !receipt.games.isEmpty || !receipt.activities.isEmpty else {
                    throw SyncError.badAnswer(server: client.server.absoluteString, reason: "it acknowledged nothing")
                }
            }
            try store.addMissingProfiles(try await client.profiles())
            // Noted even when nothing was pending: the status then tells that the server answers.
            try store.acknowledge(games: [], activities: [])
            return sent
        } catch {
            try? store.noteSyncFailure("\(error)")
            throw error
        }
    }
}
