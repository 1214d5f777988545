import GRDB

extension Schema {
    /// The outbox of school sync: a game or activity is pending until the school server acknowledges it, and the last
    /// attempt's outcome is kept for `educat sync --status`.
    ///
    /// Rows stored before stay pending, so a kiosk that joins a school sends what it played before.
    static func addOutbox(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE game ADD COLUMN acknowledged_at DATETIME;
            ALTER TABLE activity ADD COLUMN acknowledged_at DATETIME;
            CREATE INDEX game_pending ON game (id) WHERE acknowledged_at IS NULL;
            CREATE INDEX activity_pending ON activity (started_at) WHERE acknowledged_at IS NULL;
            CREATE TABLE sync_status (
                single INTEGER PRIMARY KEY CHECK (single = 1),
                last_success DATETIME,
                last_error TEXT,
                last_error_at DATETIME);
            INSERT INTO sync_status (single) VALUES (1);
            """)
    }

    /// Rows the school server refuses for good are set aside with its reason: kept, listed by `educat sync --status`,
    /// never sent again, so they cannot hold up the rest of the outbox.
    static func addRefusedRows(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE game ADD COLUMN refused_reason TEXT;
            ALTER TABLE activity ADD COLUMN refused_reason TEXT;
            """)
    }
}
