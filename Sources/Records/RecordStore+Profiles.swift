import GRDB

extension RecordStore {
    /// Names of the profiles in use (not removed), the default profile first, then alphabetically.
    public func profiles() throws -> [String] {
        try profileCards().map(\.name)
    }

    /// The profiles in use with their pictures (an emoji or a glyph, nil when none was chosen), the default profile first, then alphabetically; with `removed`, the
    /// removed ones instead, whose history is kept until they are purged.
    public func profileCards(removed: Bool = false) throws -> [(name: String, picture: String?)] {
        try reading { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT id AS row_id, name, picture FROM profile WHERE (removed_at IS NOT NULL) = ? ORDER BY id <> 1, name
                """, arguments: [removed])
            return usable(rows, of: "profile") { row throws(StoredRow.Unusable) in
                (name: try row.profileName("name"), picture: picture(of: row))
            }
        }
    }

    /// Creates an empty profile, with `picture` shown beside its name. Names are unique as ``ProfileName`` matches them,
    /// removed profiles' names included until they are purged (``restoreProfile(_:picture:)`` brings one back).
    public func addProfile(_ name: String, picture: String? = nil) throws {
        let name = try ProfileText.name(name)
        let picture = try picture.map(ProfileText.picture)
        try writing { db in
            try checkFree(db, name)
            try db.execute(sql: "INSERT INTO profile (name, picture) VALUES (?, ?)", arguments: [name, picture])
        }
    }

    /// Brings a removed profile back to those who play, with its records and history; a `picture` replaces its own.
    public func restoreProfile(_ name: String, picture: String? = nil) throws {
        let picture = try picture.map(ProfileText.picture)
        try writing { db in
            let id = try changeableProfileID(db, named: name)
            guard try Bool.fetchOne(db, sql: "SELECT removed_at IS NOT NULL FROM profile WHERE id = ?", arguments: [id]) == true
            else { throw RecordStoreError.profileExists(name: name) }
            try db.execute(sql: "UPDATE profile SET removed_at = NULL, picture = coalesce(?, picture) WHERE id = ?",
                           arguments: [picture, id])
        }
    }

    /// Gives a profile a new name, keeping its records (now held under the new name) and history.
    public func renameProfile(_ name: String, to newName: String) throws {
        let newName = try ProfileText.name(newName)
        try writing { db in
            let id = try changeableProfileID(db, named: name)
            try checkFree(db, newName, except: id)
            try db.execute(sql: "UPDATE profile SET name = ? WHERE id = ?", arguments: [newName, id])
            try db.execute(sql: "UPDATE best_score SET holder = ? WHERE profile_id = ?", arguments: [newName, id])
        }
    }

    /// Sets the picture shown beside a profile's name; nil shows none.
    public func setPicture(_ picture: String?, of name: String) throws {
        let picture = try picture.map(ProfileText.picture)
        try writing { db in
            try db.execute(sql: "UPDATE profile SET picture = ? WHERE id = ?", arguments: [picture, profileID(db, named: name)])
        }
    }

    /// Removes a profile from the ones in use; its records and history stay in the store until it is purged. The
    /// default profile cannot be removed.
    public func removeProfile(_ name: String) throws {
        try writing { db in
            try db.execute(sql: "UPDATE profile SET removed_at = CURRENT_TIMESTAMP WHERE id = ? AND removed_at IS NULL",
                           arguments: [changeableProfileID(db, named: name)])
        }
    }

    /// Deletes a profile, removed or not, with its records, history and settings, for good.
    public func purgeProfile(_ name: String) throws {
        try writing { db in
            try db.execute(sql: "DELETE FROM profile WHERE id = ?", arguments: [changeableProfileID(db, named: name)])
        }
    }

    /// The id of the profile called `name`; with `creating`, a missing profile is added instead of reported.
    func profileID(_ db: Database, named name: String, creating: Bool = false) throws -> Int64 {
        if let id = try existingProfileID(db, named: name) { return id }
        guard creating else { throw RecordStoreError.unknownProfile(name: name, path: path) }
        try db.execute(sql: "INSERT INTO profile (name) VALUES (?)", arguments: [ProfileText.name(name)])
        return db.lastInsertedRowID
    }

    /// The id of the profile called `name` (regardless of letter case and of how its accents were composed), or nil
    /// when there is none.
    func existingProfileID(_ db: Database, named name: String) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT id FROM profile WHERE name = ? COLLATE educat_name ORDER BY id", arguments: [name])
    }

    private func changeableProfileID(_ db: Database, named name: String) throws -> Int64 {
        let id = try profileID(db, named: name)
        // The first migration inserts the default profile first, so it is always row 1.
        guard id != 1 else { throw RecordStoreError.defaultProfileIsFixed }
        return id
    }

    /// Throws unless no other profile, in use or removed, is called `name` in any letter case.
    /// Throws when a profile other than `id` has `name` as the store matches names, naming it as it is stored: "anna"
    /// is refused as "Anna", the child it would be taken for.
    private func checkFree(_ db: Database, _ name: String, except id: Int64 = 0) throws {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT name, removed_at IS NOT NULL AS removed FROM profile WHERE name = ? COLLATE educat_name AND id <> ?",
            arguments: [name, id]) else { return }
        // A hand-edited row may hold anything in `name`: read without trusting its type.
        let stored = String.fromDatabaseValue(row["name"] as DatabaseValue) ?? name
        if Bool.fromDatabaseValue(row["removed"] as DatabaseValue) == true { throw RecordStoreError.profileRemoved(name: stored) }
        throw RecordStoreError.profileExists(name: stored)
    }

    /// A stored profile's picture; one a screen cannot draw (written by another tool) is reported and left out.
    private func picture(of row: StoredRow) -> String? {
        do {
            return try row.optionalText("picture").map { text throws(StoredRow.Unusable) in
                do { return try ProfileText.picture(text) } catch {
                    throw StoredRow.Unusable(reason: "picture is not one emoji or character (\"\(ProfileText.shown(text))\")")
                }
            }
        } catch {
            skip(SkippedRow(path: path, table: "profile", id: row.id, reason: error.reason + " (shown without it)"))
            return nil
        }
    }
}
