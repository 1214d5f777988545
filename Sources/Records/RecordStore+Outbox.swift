import Foundation
import GRDB

/// What the outbox holds and how the last attempts to send it went, for `educat sync --status`.
public struct OutboxStatus: Sendable, Equatable, Codable {
    /// Games not yet acknowledged by the school server.
    public var pendingGames: Int
    /// Activity results not yet acknowledged.
    public var pendingActivities: Int
    /// Results the server refused for good, set aside (kept here, not sent again).
    public var refused: [SetAsideRow] = []
    /// When the server last acknowledged a batch (or answered that nothing was left).
    public var lastSuccess: Date?
    /// Why the last failed attempt failed; kept after later successes, with its time, so it can still be read.
    public var lastError: String?
    /// When the last failed attempt was.
    public var lastErrorAt: Date?
}

/// A game or activity the school server refused for good, with its reason.
public struct SetAsideRow: Sendable, Equatable, Codable {
    /// "game" or "activity".
    public var kind: String
    /// The row's UUID.
    public var id: UUID
    /// Whose it is.
    public var profile: String
    /// When it started.
    public var started: Date
    /// Why the server refused it.
    public var reason: String
}

/// The oldest results the school server has not acknowledged yet, with their questions.
public struct OutboxBatch: Sendable, Equatable {
    /// Pending games, oldest first.
    public var games: [GameResult]
    /// Pending activity results, oldest first.
    public var activities: [ActivityResult]

    /// Whether there is nothing to send.
    public var isEmpty: Bool { games.isEmpty && activities.isEmpty }
}

extension RecordStore {
    /// Up to `limit` pending games and up to `limit` pending activities, each with this store's kiosk id.
    public func outbox(limit: Int) throws -> OutboxBatch {
        try reading { db in
            let games = try games(
                db, where: """
                    game.id IN (SELECT id FROM game WHERE acknowledged_at IS NULL AND refused_reason IS NULL
                                ORDER BY started_at, id LIMIT ?)
                    """,
                arguments: [limit], questions: true)
            let activities = try activities(
                db, where: """
                    activity.rowid IN (SELECT rowid FROM activity WHERE acknowledged_at IS NULL AND refused_reason IS NULL
                                       ORDER BY started_at, rowid LIMIT ?)
                    """,
                arguments: [limit])
            return OutboxBatch(games: games, activities: activities)
        }
    }

    /// Marks these results as received by the school server, so they are never sent again, and notes the success.
    public func acknowledge(games: [UUID], activities: [UUID], at date: Date = Date()) throws {
        try writing { db in
            for (table, ids) in [("game", games), ("activity", activities)] {
                for id in ids {
                    try db.execute(sql: "UPDATE \(table) SET acknowledged_at = ? WHERE uuid = ? AND acknowledged_at IS NULL",
                                   arguments: [date, id.uuidString])
                }
            }
            try db.execute(sql: "UPDATE sync_status SET last_success = ?", arguments: [date])
        }
    }

    /// Sets aside the rows (games or activities) the server refused for good: they stay in the store with the reason
    /// and are not sent again. A control character in the server's reason becomes a space: the store keeps no text
    /// that a terminal obeys, and a row holding one could not be listed.
    public func setAside(_ refused: [(id: UUID, reason: String)]) throws {
        try writing { db in
            for (id, written) in refused {
                let reason = String(String.UnicodeScalarView(written.unicodeScalars.map { $0.isControl ? " " : $0 }))
                for table in ["game", "activity"] {
                    try db.execute(sql: "UPDATE \(table) SET refused_reason = ? WHERE uuid = ? AND acknowledged_at IS NULL",
                                   arguments: [reason, id.uuidString])
                }
            }
        }
    }

    /// Notes why an attempt to send the outbox failed.
    public func noteSyncFailure(_ reason: String, at date: Date = Date()) throws {
        try writing { db in
            try db.execute(sql: "UPDATE sync_status SET last_error = ?, last_error_at = ?", arguments: [reason, date])
        }
    }

    /// How many results wait to be sent, and how the last attempts went.
    public func outboxStatus() throws -> OutboxStatus {
        try reading { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM game WHERE acknowledged_at IS NULL AND refused_reason IS NULL) AS games,
                       (SELECT count(*) FROM activity WHERE acknowledged_at IS NULL AND refused_reason IS NULL)
                           AS activities,
                       last_success, last_error, last_error_at
                FROM sync_status
                """)
            return OutboxStatus(
                pendingGames: row?["games"] ?? 0, pendingActivities: row?["activities"] ?? 0,
                refused: try setAside(db),
                lastSuccess: row?["last_success"], lastError: row?["last_error"], lastErrorAt: row?["last_error_at"])
        }
    }

    private func setAside(_ db: Database) throws -> [SetAsideRow] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT 'game' AS kind, game.id AS row_id, game.uuid, profile.name, game.started_at, game.refused_reason
            FROM game JOIN profile ON profile.id = game.profile_id WHERE game.refused_reason IS NOT NULL
            UNION ALL
            SELECT 'activity', activity.rowid, activity.uuid, profile.name, activity.started_at, activity.refused_reason
            FROM activity JOIN profile ON profile.id = activity.profile_id WHERE activity.refused_reason IS NOT NULL
            ORDER BY 5
            """)
        // Each table's rows under its own name: a skipped row is found by its table and rowid.
        return ["game", "activity"].flatMap { kind in
            usable(rows.filter { String.fromDatabaseValue($0["kind"] as DatabaseValue) == kind }, of: kind) { row throws(StoredRow.Unusable) in
                try SetAsideRow(kind: kind, id: row.uuid("uuid"), profile: row.text("name"),
                                started: row.date("started_at"), reason: row.shownText("refused_reason"))
            }
        }.sorted { $0.started < $1.started }
    }

    /// Adds the profiles of `names` this store lacks (the school's children, from its server); returns those added.
    /// A name this store cannot hold is skipped, not an error: the server may know names from newer kiosks; and a child
    /// removed here stays removed, though other kiosks still list them.
    @discardableResult
    public func addMissingProfiles(_ names: [String]) throws -> [String] {
        var known = Set(try profiles().map(ProfileName.folded))
        var added: [String] = []
        for name in names where known.insert(ProfileName.folded(name)).inserted {
            do {
                try addProfile(name)
                added.append(name)
            } catch RecordStoreError.profileExists, RecordStoreError.profileRemoved, RecordStoreError.invalidProfileName {
                continue
            }
        }
        return added
    }
}
