import GRDB

extension Schema {
    /// Each record keeps the name of the child who set it, as eduCAT's record file did, for the records screen.
    ///
    /// Records stored before keep theirs too: the migration fills the column from each record's profile.
    static func addRecordHolder(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE best_score ADD COLUMN holder TEXT;
            UPDATE best_score SET holder = (SELECT name FROM profile WHERE profile.id = best_score.profile_id);
            """)
    }
}
