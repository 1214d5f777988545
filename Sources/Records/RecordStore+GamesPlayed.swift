import GRDB

extension RecordStore {
    /// Counts one more game of `kind` played by `profile` (created if new); on disk when this returns.
    public func countGamePlayed(kind: String, profile: String = RecordStore.defaultProfile) throws {
        try writing { db in
            try db.execute(
                sql: """
                    INSERT INTO games_played (profile_id, kind, count) VALUES (?, ?, 1)
                    ON CONFLICT (profile_id, kind) DO UPDATE SET count = count + 1
                    """,
                arguments: [profileID(db, named: profile, creating: true), kind])
        }
    }

    /// How many games of each kind `profile` played; kinds never played (and unknown profiles) have no entry.
    public func gamesPlayed(profile: String = RecordStore.defaultProfile) throws -> [String: Int] {
        try reading { db in
            guard let id = try existingProfileID(db, named: profile) else { return [:] }
            let rows = try Row.fetchAll(
                db, sql: "SELECT rowid AS row_id, kind, count FROM games_played WHERE profile_id = ?", arguments: [id])
            let counts = usable(rows, of: "games_played") { row throws(StoredRow.Unusable) in
                try (row.text("kind"), row.count("count"))
            }
            return Dictionary(counts, uniquingKeysWith: +)
        }
    }
}
