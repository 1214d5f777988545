import GRDB

extension Schema {
    /// Per profile, how many games of each kind (memory, count, …) were played, for the main menu.
    ///
    /// `kind` is free text so a new kind of game needs no migration of its own.
    static func createGamesPlayed(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE games_played (
                profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                kind TEXT NOT NULL,
                count INTEGER NOT NULL CHECK (count >= 0),
                PRIMARY KEY (profile_id, kind));
            """)
    }
}
