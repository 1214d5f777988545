import Foundation
import GRDB

extension Schema {
    /// Every activity gets a result row, and every game and activity a UUID and the kiosk's id, so rows written on
    /// several kiosks can later be merged without conflict; answers keep what the child pressed, for confusions.
    ///
    /// The kiosk's id is made once, here, and kept in the store; games stored before get this kiosk's id and a UUID.
    static func addActivitiesAndIdentities(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE kiosk (
                    id TEXT NOT NULL,
                    single INTEGER PRIMARY KEY CHECK (single = 1));
                INSERT INTO kiosk (id, single) VALUES (?, 1);
                ALTER TABLE game ADD COLUMN uuid TEXT;
                ALTER TABLE game ADD COLUMN kiosk_id TEXT;
                ALTER TABLE answer ADD COLUMN answered TEXT;
                CREATE TABLE activity (
                    uuid TEXT PRIMARY KEY,
                    kiosk_id TEXT NOT NULL,
                    profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                    screen TEXT NOT NULL,
                    started_at DATETIME NOT NULL,
                    ended_at DATETIME NOT NULL,
                    measures TEXT NOT NULL);
                CREATE INDEX activity_by_profile ON activity (profile_id, started_at);
                """,
            arguments: [UUID().uuidString])
        for id in try Int64.fetchAll(db, sql: "SELECT id FROM game") {
            try db.execute(sql: "UPDATE game SET uuid = ?, kiosk_id = (SELECT id FROM kiosk) WHERE id = ?",
                           arguments: [UUID().uuidString, id])
        }
        try db.execute(sql: "CREATE UNIQUE INDEX game_by_uuid ON game (uuid)")
    }
}
