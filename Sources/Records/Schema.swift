import GRDB

/// The store's tables. Shipped migrations are never edited: a schema change is a new migration appended to the list.
enum Schema {
    /// Stamped in the SQLite header ("educ") so a foreign database is never migrated by mistake.
    static let applicationID: Int32 = 0x6564_7563

    private static let migrations: [(identifier: String, apply: @Sendable (Database) throws -> Void)] = [
        ("v1-profiles-records-games", createFirstTables),
        ("v2-games-played", createGamesPlayed),
        ("v3-record-holder", addRecordHolder),
        ("v4-activities-identities", addActivitiesAndIdentities),
        ("v5-pictures-settings", addPicturesAndSettings),
        ("v6-outbox", addOutbox),
        ("v7-refused-rows", addRefusedRows),
    ]

    /// The schema version this build writes into `PRAGMA user_version`.
    static var version: Int { migrations.count }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (index, migration) in migrations.enumerated() {
            migrator.registerMigration(migration.identifier) { db in
                try migration.apply(db)
                // user_version lets tools other than GRDB (and older educats) see how new the store is.
                try db.execute(sql: "PRAGMA user_version = \(index + 1)")
            }
        }
        return migrator
    }

    /// Throws unless the open database is an intact educat store this build understands (or an empty file).
    static func checkCompatible(_ db: Database, path: String) throws {
        // A row breaking its table's CHECK or NOT NULL rule is one bad row, which reading skips, not a damaged file.
        let problems = try String.fetchAll(db, sql: "PRAGMA quick_check").filter { problem in
            !["ok", "CHECK constraint failed", "NULL value in"].contains { problem.hasPrefix($0) }
        }
        guard problems.isEmpty else { throw StoreDamage(reason: problems.prefix(3).joined(separator: "; ")) }

        // GRDB creates grdb_migrations (and its key's index) before the first migration's transaction, so another
        // process that is migrating right now, or was killed right then, leaves only that behind.
        let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE tbl_name <> 'grdb_migrations'") ?? 0
        let application = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        guard application == applicationID || (application == 0 && tables == 0) else {
            throw RecordStoreError.notARecordStore(path: path)
        }
        let found = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if found > version { throw RecordStoreError.newerVersion(path: path, found: found, supported: version) }
        if try migrator.hasBeenSuperseded(db) {
            let known = Set(migrations.map(\.identifier))
            let unknown = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations").filter { !known.contains($0) }
            throw RecordStoreError.unknownChanges(path: path, changes: unknown)
        }
    }

    /// Applies missing migrations; tolerates another process applying the same ones at the same moment.
    static func migrate(_ database: DatabaseQueue) throws {
        let migrator = migrator
        var applied = try database.read(migrator.appliedIdentifiers)
        while true {
            do {
                return try migrator.migrate(database)
            } catch {
                // Both processes saw a migration missing; the loser fails on "table exists" once the winner committed
                // it. The winner may still be applying later ones, so the loser goes on while others make progress.
                let now = try database.read(migrator.appliedIdentifiers)
                if try database.read(migrator.hasCompletedMigrations) { return }
                guard now.count > applied.count else { throw error }
                applied = now
            }
        }
    }

    private static func createFirstTables(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE profile (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP);
            INSERT INTO profile (name) VALUES ('\(RecordStore.defaultProfile)');
            CREATE TABLE best_score (
                profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                subject TEXT NOT NULL CHECK (subject IN ('numbers', 'vowels', 'alphabet', 'syllables')),
                score INTEGER NOT NULL,
                achieved_at DATETIME NOT NULL,
                PRIMARY KEY (profile_id, subject));
            CREATE TABLE game (
                id INTEGER PRIMARY KEY,
                profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                subject TEXT NOT NULL CHECK (subject IN ('numbers', 'vowels', 'alphabet', 'syllables')),
                mode TEXT NOT NULL CHECK (mode IN ('game', 'challenge')),
                started_at DATETIME NOT NULL,
                ended_at DATETIME NOT NULL,
                hits INTEGER NOT NULL,
                misses INTEGER NOT NULL);
            CREATE INDEX game_by_profile ON game (profile_id, subject, started_at);
            CREATE TABLE answer (
                game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                item TEXT NOT NULL,
                result TEXT NOT NULL CHECK (result IN ('hit', 'miss', 'timeout')),
                response_ms INTEGER NOT NULL,
                PRIMARY KEY (game_id, position));
            PRAGMA application_id = \(applicationID);
            """)
    }
}
