import Logging
import PostgresNIO

/// The school server's tables in PostgreSQL. Shipped migrations are never edited: a change is a new one appended.
enum ServerSchema {
    /// Each migration's statements, run in order in one transaction with the version it brings the database to.
    static let migrations: [[PostgresQuery]] = [
        [
            """
            CREATE TABLE kiosk (
                name text PRIMARY KEY,
                token_sha256 text NOT NULL UNIQUE,
                created_at timestamptz NOT NULL DEFAULT now())
            """,
            "CREATE TABLE setting (key text PRIMARY KEY, value text NOT NULL)",
            "CREATE TABLE profile (name text PRIMARY KEY)",
            // Kiosk stores compare names regardless of case, so the school's list does too.
            "CREATE UNIQUE INDEX profile_by_folded_name ON profile (lower(name))",
            """
            CREATE TABLE game (
                uuid uuid PRIMARY KEY,
                kiosk_id text NOT NULL,
                sent_by text NOT NULL,
                profile text NOT NULL,
                subject text NOT NULL,
                mode text NOT NULL,
                started_at timestamptz NOT NULL,
                ended_at timestamptz NOT NULL,
                hits integer NOT NULL CHECK (hits >= 0),
                misses integer NOT NULL CHECK (misses >= 0),
                received_at timestamptz NOT NULL DEFAULT now())
            """,
            "CREATE INDEX game_by_start ON game (started_at)",
            """
            CREATE TABLE answer (
                game_uuid uuid NOT NULL REFERENCES game (uuid) ON DELETE CASCADE,
                position integer NOT NULL,
                item text NOT NULL,
                result text NOT NULL,
                response_ms integer NOT NULL CHECK (response_ms >= 0),
                answered text,
                PRIMARY KEY (game_uuid, position))
            """,
            """
            CREATE TABLE activity (
                uuid uuid PRIMARY KEY,
                kiosk_id text NOT NULL,
                sent_by text NOT NULL,
                profile text NOT NULL,
                screen text NOT NULL,
                started_at timestamptz NOT NULL,
                ended_at timestamptz NOT NULL,
                measures jsonb NOT NULL,
                received_at timestamptz NOT NULL DEFAULT now())
            """,
            "CREATE INDEX activity_by_start ON activity (started_at)",
        ],
        // Names match as ProfileName folds them (NFC, lower case), kept in `folded`: lower() alone told "Martà" with
        // a combining accent from a precomposed one, and rows kept each kiosk's spelling. Rows stored before take
        // their profile's spelling; a name a kiosk spelt apart before joins the first spelling.
        [
            "ALTER TABLE profile ADD COLUMN folded text",
            "UPDATE profile SET folded = lower(normalize(name, NFC))",
            "DELETE FROM profile p USING profile q WHERE p.folded = q.folded AND p.name > q.name",
            "ALTER TABLE profile ALTER COLUMN folded SET NOT NULL",
            "DROP INDEX profile_by_folded_name",
            "CREATE UNIQUE INDEX profile_by_folded ON profile (folded)",
            """
            UPDATE game SET profile = p.name FROM profile p
            WHERE p.folded = lower(normalize(game.profile, NFC)) AND game.profile <> p.name
            """,
            """
            UPDATE activity SET profile = p.name FROM profile p
            WHERE p.folded = lower(normalize(activity.profile, NFC)) AND activity.profile <> p.name
            """,
        ],
        // A Greek final sigma folds as any sigma ("ΑΡΗΣ" and "Αρης" are one child): names that now match join one
        // spelling (the first in the database's sort order, as the migration before), and their rows with them.
        [
            "DROP INDEX profile_by_folded",
            "UPDATE profile SET folded = replace(folded, 'ς', 'σ')",
            """
            UPDATE game SET profile = first.name
            FROM profile p JOIN (SELECT folded, min(name) AS name FROM profile GROUP BY folded) first USING (folded)
            WHERE game.profile = p.name AND p.name <> first.name
            """,
            """
            UPDATE activity SET profile = first.name
            FROM profile p JOIN (SELECT folded, min(name) AS name FROM profile GROUP BY folded) first USING (folded)
            WHERE activity.profile = p.name AND p.name <> first.name
            """,
            "DELETE FROM profile p USING profile q WHERE p.folded = q.folded AND p.name > q.name",
            "CREATE UNIQUE INDEX profile_by_folded ON profile (folded)",
        ],
    ]

    /// The version this build brings a database to.
    static var version: Int { migrations.count }

    /// Applies the missing migrations; several servers starting at once take turns on an advisory lock.
    static func migrate(_ client: PostgresClient, logger: Logger) async throws {
        try await client.withTransaction(logger: logger) { connection in
            // "educ" as a number: one lock for every educat server on this database.
            try await connection.query("SELECT pg_advisory_xact_lock(1701082467)", logger: logger)
            try await connection.query("""
                CREATE TABLE IF NOT EXISTS educat_migration (
                    version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())
                """, logger: logger)
            var found = 0
            for try await version in try await connection.query(
                "SELECT coalesce(max(version), 0) FROM educat_migration", logger: logger).decode(Int.self) {
                found = version
            }
            guard found <= version else { throw ServerError.newerSchema(found: found, supported: version) }
            for (index, statements) in migrations.enumerated().dropFirst(found) {
                for statement in statements { try await connection.query(statement, logger: logger) }
                try await connection.query("INSERT INTO educat_migration (version) VALUES (\(index + 1))", logger: logger)
                logger.notice("database migrated to schema version \(index + 1)")
            }
        }
    }
}
