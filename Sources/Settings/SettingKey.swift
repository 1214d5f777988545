/// One configurable value: where it sits in the file, its environment variable, and how to set it.
struct SettingKey: Sendable {
    /// Dotted path in the TOML file, e.g. `audio.max_level_db`.
    let path: String
    /// What the value must be, for error messages.
    let kind: String
    /// Parses text (from the environment) or a TOML value (as text) and stores it; nil on success, else what is wrong.
    let apply: @Sendable (inout Settings, SettingValue) -> String?

    /// The environment variable overriding it: `EDUCAT_` and the path in upper case, dots as underscores.
    var environmentName: String {
        "EDUCAT_" + path.uppercased().replacingOccurrences(of: ".", with: "_")
    }
}

/// A raw value from a file or the environment.
enum SettingValue: Sendable {
    case text(String)
    case integer(Int)
    case number(Double)
    case flag(Bool)

    var string: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    var double: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        case .text(let value): Double(value)
        case .flag: nil
        }
    }

    var integer: Int? {
        switch self {
        case .integer(let value): value
        case .text(let value): Int(value)
        case .number, .flag: nil
        }
    }

    var bool: Bool? {
        switch self {
        case .flag(let value): value
        case .text(let value): ["true", "yes", "on", "1"].contains(value.lowercased()) ? true
            : ["false", "no", "off", "0"].contains(value.lowercased()) ? false : nil
        case .integer, .number: nil
        }
    }
}

extension SettingKey {
    /// A text setting.
    static func text(_ path: String, _ keyPath: WritableKeyPath<Settings, String> & Sendable) -> SettingKey {
        SettingKey(path: path, kind: "text") { settings, value in
            guard let text = value.string, !text.isEmpty else { return "must be non-empty text in quotes" }
            settings[keyPath: keyPath] = text
            return nil
        }
    }

    /// An optional path setting.
    static func path(_ path: String, _ keyPath: WritableKeyPath<Settings, String?> & Sendable) -> SettingKey {
        SettingKey(path: path, kind: "path") { settings, value in
            guard let text = value.string, !text.isEmpty else { return "must be a path in quotes" }
            settings[keyPath: keyPath] = text
            return nil
        }
    }

    /// A number setting within a range.
    static func number(_ path: String, _ keyPath: WritableKeyPath<Settings, Double> & Sendable,
                       _ range: ClosedRange<Double>) -> SettingKey {
        SettingKey(path: path, kind: "number") { settings, value in
            guard let number = value.double, range.contains(number) else {
                return "must be a number from \(range.lowerBound.clean) to \(range.upperBound.clean)"
            }
            settings[keyPath: keyPath] = number
            return nil
        }
    }

    /// A whole-number setting within a range.
    static func integer(_ path: String, _ keyPath: WritableKeyPath<Settings, Int> & Sendable,
                        _ range: ClosedRange<Int>) -> SettingKey {
        SettingKey(path: path, kind: "whole number") { settings, value in
            guard let number = value.integer, range.contains(number) else {
                return "must be a whole number from \(range.lowerBound) to \(range.upperBound)"
            }
            settings[keyPath: keyPath] = number
            return nil
        }
    }

    /// A true/false setting.
    static func flag(_ path: String, _ keyPath: WritableKeyPath<Settings, Bool> & Sendable) -> SettingKey {
        SettingKey(path: path, kind: "true or false") { settings, value in
            guard let flag = value.bool else { return "must be true or false" }
            settings[keyPath: keyPath] = flag
            return nil
        }
    }

    /// Every setting, in the order the documentation lists them.
    static let all: [SettingKey] = [
        .path("bank", \.bank),
        .path("store", \.store),
        .text("profile", \.profile),
        .number("audio.max_level_db", \.maxLevel, -60...0),
        .number("audio.volume_db", \.volume, -60...12),
        .number("audio.music_volume_db", \.musicVolume, -60...12),
        .flag("audio.music", \.music),
        .number("audio.duck_db", \.duckDepth, -60...0),
        .number("audio.latency_ms", \.latencyMilliseconds, 2...500),
        .integer("challenge.seconds", \.challengeSeconds, 1...600),
        .integer("challenge.lives", \.lives, 1...99),
        .flag("challenge.timeout_ends_game", \.timeoutEndsGame),
        .number("kiosk.idle_seconds", \.idleSeconds, 5...86_400),
        .text("kiosk.operator_chord", \.operatorChord),
    ]
}

private extension Double {
    /// Without a trailing `.0` for whole numbers.
    var clean: String { rounded() == self ? String(Int(self)) : String(self) }
}
