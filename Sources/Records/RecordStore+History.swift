import GRDB

extension RecordStore {
    /// Finished games without their questions, oldest first, of one profile (or all when nil) and one subject (or all when nil).
    public func history(profile: String? = nil, subject: RecordSubject? = nil) throws -> [GameResult] {
        try reading { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT profile.name, game.subject, game.mode, game.started_at, game.ended_at, game.hits, game.misses
                    FROM game JOIN profile ON profile.id = game.profile_id
                    WHERE \(filter) ORDER BY game.started_at, game.id
                    """,
                arguments: filterArguments(db, profile: profile, subject: subject)
            ).compactMap { row in
                guard let subject = RecordSubject(rawValue: row["subject"]), let mode = GameMode(rawValue: row["mode"])
                else { return nil }
                return GameResult(
                    profile: row["name"], subject: subject, mode: mode, started: row["started_at"],
                    ended: row["ended_at"], hits: row["hits"], misses: row["misses"])
            }
        }
    }

    /// The items missed most (wrong or timed out), most misses first; items never missed are left out.
    public func mostMissedItems(
        profile: String? = nil, subject: RecordSubject? = nil, limit: Int = 10
    ) throws -> [ItemMisses] {
        try reading { db in
            let arguments = try filterArguments(db, profile: profile, subject: subject) + [limit]
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT game.subject, answer.item, count(*) AS asked, sum(answer.result <> 'hit') AS missed,
                           avg(answer.response_ms) AS mean_ms
                    FROM answer JOIN game ON game.id = answer.game_id JOIN profile ON profile.id = game.profile_id
                    WHERE \(filter) GROUP BY game.subject, answer.item HAVING missed > 0
                    ORDER BY missed DESC, 1.0 * missed / asked DESC, game.subject, answer.item LIMIT ?3
                    """,
                arguments: arguments
            ).compactMap { row in
                guard let subject = RecordSubject(rawValue: row["subject"]) else { return nil }
                return ItemMisses(
                    subject: subject, item: row["item"], asked: row["asked"], missed: row["missed"],
                    meanResponseTime: (row["mean_ms"] as Double) / 1000)
            }
        }
    }

    private var filter: String { "(?1 IS NULL OR profile.name = ?1) AND (?2 IS NULL OR game.subject = ?2)" }

    /// Arguments for ``filter``; a named profile must exist, so a typo is reported rather than shown as "no games".
    private func filterArguments(_ db: Database, profile: String?, subject: RecordSubject?) throws -> StatementArguments {
        if let profile { _ = try profileID(db, named: profile) }
        return [profile, subject?.rawValue]
    }
}
