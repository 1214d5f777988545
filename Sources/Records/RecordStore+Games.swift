import Foundation
import GRDB
import Lessons

extension RecordStore {
    /// Stores a finished game and, when a challenge beats the profile's record, the new record with the profile's name
    /// as its holder, in one transaction.
    ///
    /// Returns true for a new record. The transaction is on disk when this returns, so "NEW RECORD" may be announced.
    /// A game stored already (same UUID, from this kiosk or merged from another) changes nothing and returns false.
    public func recordGameEnd(_ game: GameResult) throws -> Bool {
        try writing { db in
            guard try !Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM game WHERE uuid = ?)",
                                     arguments: [game.id.uuidString])! else { return false }
            let profileID = try profileID(db, named: game.profile, creating: true)
            try db.execute(
                sql: """
                    INSERT INTO game (uuid, kiosk_id, profile_id, subject, mode, started_at, ended_at, hits, misses)
                    VALUES (?, (SELECT id FROM kiosk), ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [game.id.uuidString, profileID, game.subject.rawValue, game.mode.rawValue, game.started, game.ended,
                            game.hits, game.misses])
            let gameID = db.lastInsertedRowID
            for (position, question) in game.questions.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO answer (game_id, position, item, result, response_ms, answered)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [gameID, position, question.item, question.result.rawValue,
                                Self.milliseconds(question.responseTime), question.answered])
            }
            guard game.mode == .challenge, try game.hits > bestScore(db, profileID: profileID, subject: game.subject)
            else { return false }
            try db.execute(
                sql: """
                    INSERT INTO best_score (profile_id, subject, score, achieved_at, holder)
                    VALUES (?1, ?2, ?3, ?4, (SELECT name FROM profile WHERE id = ?1))
                    ON CONFLICT (profile_id, subject) DO UPDATE
                    SET score = excluded.score, achieved_at = excluded.achieved_at, holder = excluded.holder
                    """,
                arguments: [profileID, game.subject.rawValue, game.hits, game.ended])
            return true
        }
    }

    /// The profile's record for `subject`; 0 when it has none or the profile does not exist yet
    /// (like ``recordGameEnd(_:)``, the game never fails on a profile whose first game is still to come).
    public func best(subject: Subject, profile: String = RecordStore.defaultProfile) throws -> Int {
        try reading { db in
            guard let id = try existingProfileID(db, named: profile) else { return 0 }
            return try bestScore(db, profileID: id, subject: subject)
        }
    }

    /// The profile's record for every subject; 0 where it has none.
    public func records(profile: String = RecordStore.defaultProfile) throws -> [Subject: Int] {
        try reading { db in
            let profileID = try profileID(db, named: profile)
            let rows = try Row.fetchAll(
                db, sql: "SELECT rowid AS row_id, subject, score FROM best_score WHERE profile_id = ?", arguments: [profileID])
            var records = Dictionary(uniqueKeysWithValues: Subject.allCases.map { ($0, 0) })
            for (subject, score) in usable(rows, of: "best_score", { row throws(StoredRow.Unusable) in
                try (row.value("subject", as: Subject.self), row.count("score"))
            }) {
                records[subject] = score
            }
            return records
        }
    }

    /// Who set each of the profile's records, by subject; a subject without a record (or whose holder cannot be read)
    /// has no entry.
    public func recordHolders(profile: String = RecordStore.defaultProfile) throws -> [Subject: String] {
        try reading { db in
            guard let id = try existingProfileID(db, named: profile) else { return [:] }
            let rows = try Row.fetchAll(
                db, sql: "SELECT rowid AS row_id, subject, holder FROM best_score WHERE profile_id = ? AND holder IS NOT NULL",
                arguments: [id])
            let holders = usable(rows, of: "best_score") { row throws(StoredRow.Unusable) in
                try (row.value("subject", as: Subject.self), row.text("holder"))
            }
            return Dictionary(holders, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Deletes the profile's record for `subject`, or for every subject when `subject` is nil; history is kept.
    public func reset(subject: Subject?, profile: String = RecordStore.defaultProfile) throws {
        try writing { db in
            try db.execute(
                sql: "DELETE FROM best_score WHERE profile_id = ? AND (?2 IS NULL OR subject = ?2)",
                arguments: [profileID(db, named: profile), subject?.rawValue])
        }
    }

    /// A record that cannot be read counts as none, so the next challenge's score takes its place.
    private func bestScore(_ db: Database, profileID: Int64, subject: Subject) throws -> Int {
        let rows = try Row.fetchAll(
            db, sql: "SELECT rowid AS row_id, score FROM best_score WHERE profile_id = ? AND subject = ?",
            arguments: [profileID, subject.rawValue])
        return usable(rows, of: "best_score") { row throws(StoredRow.Unusable) in try row.count("score") }.first ?? 0
    }

    /// A response time as stored: whole milliseconds within what reading accepts (a clock that jumped may give any).
    private static func milliseconds(_ seconds: Double) -> Int {
        let milliseconds = (seconds * 1000).rounded()
        guard milliseconds.isFinite else { return 0 }
        return Int(min(max(milliseconds, 0), Double(StoredRow.slowestResponseMilliseconds)))
    }
}
