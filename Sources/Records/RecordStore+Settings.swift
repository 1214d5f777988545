import GRDB

/// What a child chooses at the kiosk and keeps from one day to the next.
public enum ChildSetting: String, Sendable, CaseIterable {
    /// Background music, `on` or `off`.
    case music
    /// How letters are drawn, `upper` or `lower`.
    case letterCase = "letter_case"
}

/// What the kiosk's operator sets for every child.
public enum KioskSetting: String, Sendable, CaseIterable {
    /// The highest volume `+` reaches, dB.
    case volumeLimit = "volume_limit_db"
    /// The volume last set with `+` and `-`, dB.
    case volume = "volume_db"
    /// The language the kiosk plays and shows (`ca`, `es`, `en`).
    case language
}

/// A setting kept as text in the store, which anything may have edited: each says what it holds, so a value educat
/// would never write is reported and counts as never chosen, rather than chosen as something else.
protocol StoredSetting: RawRepresentable<String> {
    /// What the setting can hold.
    var rule: StoredRule { get }
}

/// What a stored setting can hold.
enum StoredRule {
    case oneOf([String])
    case decibels(ClosedRange<Double>)
    /// `ca`, `es`, `pt-br`: the language of a bank, never a path.
    case languageCode

    /// What the setting holds, for the report of a value it cannot.
    var requirement: String {
        switch self {
        case .oneOf(let values): values.joined(separator: " or ")
        case .decibels(let range): "a number of dB from \(Int(range.lowerBound)) to \(Int(range.upperBound))"
        case .languageCode: "a language code such as ca, es or en"
        }
    }

    /// Whether `value` is one the setting can hold.
    func accepts(_ value: String) -> Bool {
        switch self {
        case .oneOf(let values): values.contains(value)
        case .decibels(let range): Double(value).map(range.contains) ?? false
        case .languageCode: (2...8).contains(value.count) && value.allSatisfy { $0.isASCII && ($0.isLowercase || $0 == "-") }
        }
    }
}

extension ChildSetting: StoredSetting {
    var rule: StoredRule {
        switch self {
        case .music: .oneOf(["on", "off"])
        case .letterCase: .oneOf(["upper", "lower"])
        }
    }
}

extension KioskSetting: StoredSetting {
    var rule: StoredRule {
        switch self {
        case .volumeLimit: .decibels(-30...0)
        case .volume: .decibels(-60...12)
        case .language: .languageCode
        }
    }
}

extension RecordStore {
    /// What `profile` last chose for `setting`; nil when never chosen, or the profile is unknown.
    public func value(of setting: ChildSetting, profile: String) throws -> String? {
        try reading { db in
            guard let id = try existingProfileID(db, named: profile) else { return nil }
            return try storedValue(of: setting, db, sql: "SELECT rowid AS row_id, value FROM profile_setting WHERE profile_id = ? AND key = ?",
                                   arguments: [id, setting.rawValue], table: "profile_setting")
        }
    }

    /// Keeps `value` as what `profile` chose for `setting`; on disk when this returns.
    public func set(_ setting: ChildSetting, to value: String, profile: String) throws {
        try writing { db in
            try db.execute(
                sql: """
                    INSERT INTO profile_setting (profile_id, key, value) VALUES (?, ?, ?)
                    ON CONFLICT (profile_id, key) DO UPDATE SET value = excluded.value
                    """,
                arguments: [profileID(db, named: profile), setting.rawValue, value])
        }
    }

    /// What the operator last set for `setting` on this kiosk; nil when never set.
    public func value(of setting: KioskSetting) throws -> String? {
        try reading { db in
            try storedValue(of: setting, db, sql: "SELECT rowid AS row_id, value FROM kiosk_setting WHERE key = ?",
                            arguments: [setting.rawValue], table: "kiosk_setting")
        }
    }

    /// Keeps `value` for `setting` on this kiosk; on disk when this returns.
    public func set(_ setting: KioskSetting, to value: String) throws {
        try writing { db in
            try db.execute(
                sql: "INSERT INTO kiosk_setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                arguments: [setting.rawValue, value])
        }
    }

    /// The one `value` the query finds for `setting`; a value the setting cannot hold is reported and counts as none.
    private func storedValue(of setting: some StoredSetting, _ db: Database, sql: String, arguments: StatementArguments,
                             table: String) throws -> String? {
        let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
        return usable(rows, of: table) { row throws(StoredRow.Unusable) in
            let value = try row.text("value")
            guard setting.rule.accepts(value) else {
                throw StoredRow.Unusable(reason: "\(setting.rawValue) is not \(setting.rule.requirement) (\"\(ProfileText.shown(value))\")")
            }
            return value
        }.first
    }
}
