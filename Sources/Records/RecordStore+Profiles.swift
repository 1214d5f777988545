import GRDB

extension RecordStore {
    /// Profile names, the default profile first, then alphabetically.
    public func profiles() throws -> [String] {
        try reading { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id AS row_id, name FROM profile ORDER BY id <> 1, name")
            return usable(rows, of: "profile") { row throws(StoredRow.Unusable) in try row.text("name") }
        }
    }

    /// Creates an empty profile. Names are unique regardless of ASCII letter case.
    public func addProfile(_ name: String) throws {
        try Self.validate(name)
        try writing { db in
            guard try !profileExists(db, name) else { throw RecordStoreError.profileExists(name: name) }
            try db.execute(sql: "INSERT INTO profile (name) VALUES (?)", arguments: [name])
        }
    }

    /// Gives a profile a new name, keeping its records (now held under the new name) and history.
    public func renameProfile(_ name: String, to newName: String) throws {
        try Self.validate(newName)
        try writing { db in
            let id = try changeableProfileID(db, named: name)
            guard try !profileExists(db, newName, except: id) else { throw RecordStoreError.profileExists(name: newName) }
            try db.execute(sql: "UPDATE profile SET name = ? WHERE id = ?", arguments: [newName, id])
            try db.execute(sql: "UPDATE best_score SET holder = ? WHERE profile_id = ?", arguments: [newName, id])
        }
    }

    /// Deletes a profile with its records and history; the default profile cannot be removed.
    public func removeProfile(_ name: String) throws {
        try writing { db in
            try db.execute(sql: "DELETE FROM profile WHERE id = ?", arguments: [changeableProfileID(db, named: name)])
        }
    }

    /// The id of the profile called `name`; with `creating`, a missing profile is added instead of reported.
    func profileID(_ db: Database, named name: String, creating: Bool = false) throws -> Int64 {
        if let id = try existingProfileID(db, named: name) { return id }
        guard creating else { throw RecordStoreError.unknownProfile(name: name, path: path) }
        try Self.validate(name)
        try db.execute(sql: "INSERT INTO profile (name) VALUES (?)", arguments: [name])
        return db.lastInsertedRowID
    }

    /// The id of the profile called `name`, or nil when there is none.
    func existingProfileID(_ db: Database, named name: String) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT id FROM profile WHERE name = ?", arguments: [name])
    }

    private func changeableProfileID(_ db: Database, named name: String) throws -> Int64 {
        let id = try profileID(db, named: name)
        // The first migration inserts the default profile first, so it is always row 1.
        guard id != 1 else { throw RecordStoreError.defaultProfileIsFixed }
        return id
    }

    private func profileExists(_ db: Database, _ name: String, except id: Int64 = 0) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM profile WHERE name = ? AND id <> ?)", arguments: [name, id]) ?? false
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
}
