import GRDB

extension Schema {
    /// Children get a picture and can be removed without losing their history; what a child chose (music, letter
    /// case) and what the kiosk's operator set (volume limit, language) are kept, so they survive a restart.
    ///
    /// A removed profile keeps its row, marked with when it was removed, until it is purged.
    static func addPicturesAndSettings(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE profile ADD COLUMN picture TEXT;
            ALTER TABLE profile ADD COLUMN removed_at DATETIME;
            CREATE TABLE profile_setting (
                profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                PRIMARY KEY (profile_id, key));
            CREATE TABLE kiosk_setting (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL);
            """)
    }
}
