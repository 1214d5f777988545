import Foundation
import GRDB

extension RecordStore {
    /// This store's kiosk id: made once when the store was created (or migrated) and kept, so it is stable per machine.
    public func kioskID() throws -> String {
        try reading { db in try String.fetchOne(db, sql: "SELECT id FROM kiosk") ?? "" }
    }

    /// Stores what a child did on an activity screen, under this store's kiosk id; on disk when this returns.
    ///
    /// Storing the same result (same UUID) again changes nothing.
    public func recordActivity(_ activity: ActivityResult) throws {
        let measures = String(decoding: try JSONEncoder.sorted.encode(activity.measures), as: UTF8.self)
        try writing { db in
            try db.execute(
                sql: """
                    INSERT INTO activity (uuid, kiosk_id, profile_id, screen, started_at, ended_at, measures)
                    VALUES (?, (SELECT id FROM kiosk), ?, ?, ?, ?, ?) ON CONFLICT (uuid) DO NOTHING
                    """,
                arguments: [activity.id.uuidString, profileID(db, named: activity.profile, creating: true),
                            activity.screen, activity.started, activity.ended, measures])
        }
    }

    /// Activity results, oldest first, of one profile (or all when nil), started from `since` and before `until`.
    public func activities(profile: String? = nil, since: Date? = nil, until: Date? = nil) throws -> [ActivityResult] {
        try reading { db in
            try activities(
                db, where: """
                    (?1 IS NULL OR profile.id = ?1)
                    AND (?3 IS NULL OR activity.started_at >= ?3) AND (?4 IS NULL OR activity.started_at < ?4)
                    """,
                arguments: filterArguments(db, profile: profile, since: since, until: until))
        }
    }

    /// The activities matching `condition` (on `activity` and `profile`), oldest first.
    func activities(_ db: Database, where condition: String, arguments: StatementArguments) throws -> [ActivityResult] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT activity.rowid AS row_id, activity.uuid, activity.kiosk_id, profile.name, activity.screen,
                       activity.started_at, activity.ended_at, activity.measures
                FROM activity JOIN profile ON profile.id = activity.profile_id
                WHERE \(condition) ORDER BY activity.started_at, activity.rowid
                """,
            arguments: arguments)
        return usable(rows, of: "activity") { row throws(StoredRow.Unusable) in
            try ActivityResult(
                id: row.uuid("uuid"), profile: row.text("name"), screen: row.text("screen"),
                started: row.date("started_at"), ended: row.date("ended_at"), measures: row.measures("measures"),
                kiosk: row.text("kiosk_id"))
        }
    }
}

extension StoredRow {
    /// A JSON object of counts, as ``RecordStore/recordActivity(_:)`` writes it.
    func measures(_ column: String) throws(Unusable) -> [String: Int] {
        let json = try text(column)
        guard let counts = try? JSONDecoder().decode([String: Int].self, from: Data(json.utf8)),
              counts.values.allSatisfy({ (0...Self.largestCount).contains($0) }) else {
            throw Unusable(reason: "\(column) is not a set of counts (\(json.prefix(40)))")
        }
        return counts
    }
}

extension JSONEncoder {
    /// Keys sorted, so the same counts are always stored as the same text.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
