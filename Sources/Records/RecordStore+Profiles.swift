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
                (name: try row.text("name"), picture: try row.optionalText("picture"))
            }
        }
    }

    /// Creates an empty profile, with `picture` shown beside its name (kept in NFC). Names are unique as
    /// ``ProfileName`` matches them, removed profiles' names included until they are purged.
    public func addProfile(_ name: String, picture: String? = nil) throws {
        try Self.validate(name)
        try Self.validate(picture: picture)
        try writing { db in
            try checkFree(db, name)
            try db.execute(sql: "INSERT INTO profile (name, picture) VALUES (?, ?)",
                           arguments: [ProfileName.normalized(name), picture])
        }
    }

    /// Gives a profile a new name, keeping its records (now held under the new name) and history.
    public func renameProfile(_ name: String, to newName: String) throws {
        try Self.validate(newName)
        try writing { db in
            let id = try changeableProfileID(db, named: name)
            try checkFree(db, newName, except: id)
            let stored = ProfileName.normalized(newName)
            try db.execute(sql: "UPDATE profile SET name = ? WHERE id = ?", arguments: [stored, id])
            try db.execute(sql: "UPDATE best_score SET holder = ? WHERE profile_id = ?", arguments: [stored, id])
        }
    }

    /// Sets the picture shown beside a profile's name; nil shows none.
    public func setPicture(_ picture: String?, of name: String) throws {
        try Self.validate(picture: picture)
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
        try Self.validate(name)
        try db.execute(sql: "INSERT INTO profile (name) VALUES (?)", arguments: [ProfileName.normalized(name)])
        return db.lastInsertedRowID
    }

    /// The id of the profile called `name`, or nil when there is none.
    func existingProfileID(_ db: Database, named name: String) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT id FROM profile WHERE name = ? COLLATE educat_name", arguments: [name])
    }

    private func changeableProfileID(_ db: Database, named name: String) throws -> Int64 {
        let id = try profileID(db, named: name)
        // The first migration inserts the default profile first, so it is always row 1.
        guard id != 1 else { throw RecordStoreError.defaultProfileIsFixed }
        return id
    }

    /// Throws unless no other profile, in use or removed, is called `name`.
    private func checkFree(_ db: Database, _ name: String, except id: Int64 = 0) throws {
        let removed = try Bool.fetchOne(
            db, sql: "SELECT removed_at IS NOT NULL FROM profile WHERE name = ? COLLATE educat_name AND id <> ?", arguments: [name, id])
        switch removed {
        case true?: throw RecordStoreError.profileRemoved(name: name)
        case false?: throw RecordStoreError.profileExists(name: name)
        case nil: break
        }
    }

    private static func validate(_ name: String) throws {
        let reason: String? =
            if name.isEmpty { "it is empty" }
            else if name.count > 40 { "it is longer than 40 characters" }
            else if name != name.trimmingCharacters(in: .whitespaces) { "it starts or ends with a space" }
            else if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                "it contains a control character"
            } else { nil }
        if let reason { throw RecordStoreError.invalidProfileName(name: name, reason: reason) }
    }

    /// A picture is one character (an emoji, possibly joined, or a glyph) a screen can draw.
    private static func validate(picture: String?) throws {
        guard let picture else { return }
        guard picture.count == 1, !picture.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw RecordStoreError.invalidPicture(picture: picture) }
    }
}
