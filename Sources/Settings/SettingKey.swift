import Foundation
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
        case .text(let value): Double(value.trimmingCharacters(in: .whitespaces))
        case .flag: nil
        }
    }

    var integer: Int? {
        switch self {
        case .integer(let value): value
        case .text(let value): Int(value.trimmingCharacters(in: .whitespaces))
        case .number, .flag: nil
        }
    }

    private static func flag(_ word: String) -> Bool? {
        ["true", "yes", "on", "1"].contains(word) ? true : ["false", "no", "off", "0"].contains(word) ? false : nil
    }

    var bool: Bool? {
        switch self {
        case .flag(let value): value
        case .text(let value): Self.flag(value.trimmingCharacters(in: .whitespaces).lowercased())
        case .integer, .number: nil
        }
    }
}

extension SettingKey {
    /// A setting whose raw value `parse` turns into a value, or nil with `requirement` as the complaint.
    private static func make<Value>(_ path: String, _ keyPath: WritableKeyPath<Settings, Value> & Sendable,
                                    kind: String, requirement: String,
                                    parse: @escaping @Sendable (SettingValue) -> Value?) -> SettingKey {
        SettingKey(path: path, kind: kind) { settings, value in
            if let text = value.string, text.trimmingCharacters(in: .whitespaces).isEmpty { return "is empty" }
            guard let parsed = parse(value) else { return requirement }
            settings[keyPath: keyPath] = parsed
            return nil
        }
    }

    /// A text setting.
    static func text(_ path: String, _ keyPath: WritableKeyPath<Settings, String> & Sendable) -> SettingKey {
        make(path, keyPath, kind: "text", requirement: "must be non-empty text in quotes") {
            $0.string.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// An optional path setting.
    static func path(_ path: String, _ keyPath: WritableKeyPath<Settings, String?> & Sendable) -> SettingKey {
        optionalText(path, keyPath, kind: "path")
    }

    /// An optional name setting, such as a sink's.
    static func name(_ path: String, _ keyPath: WritableKeyPath<Settings, String?> & Sendable) -> SettingKey {
        optionalText(path, keyPath, kind: "name")
    }

    /// An optional http:// or https:// address.
    static func address(_ path: String, _ keyPath: WritableKeyPath<Settings, String?> & Sendable) -> SettingKey {
        make(path, keyPath, kind: "address", requirement: "must be an http:// or https:// address in quotes") {
            value -> String?? in
            guard let text = value.string, let url = URL(string: text), ["http", "https"].contains(url.scheme ?? ""),
                  url.host?.isEmpty == false else { return .none }
            return .some(text)
        }
    }

    /// An optional language code (`ca`, `es`, `en`, `pt-BR`): it names a catalogue file, so it can be no path.
    static func language(_ path: String, _ keyPath: WritableKeyPath<Settings, String?> & Sendable) -> SettingKey {
        make(path, keyPath, kind: "language", requirement: "must be a language code such as \"ca\", \"es\" or \"en\"") {
            value -> String?? in
            guard let text = value.string, text.wholeMatch(of: /[a-z]{2,3}(-[A-Za-z0-9]{2,8})?/) != nil else { return .none }
            return .some(text)
        }
    }

    /// An optional token, sent in an HTTP header: the letters, digits and `-._~+/=` of a bearer token, nothing a header
    /// could break on.
    static func token(_ path: String, _ keyPath: WritableKeyPath<Settings, String?> & Sendable) -> SettingKey {
        make(path, keyPath, kind: "token", requirement: "must be the token `educat server add-kiosk` printed, in quotes "
             + "(letters and digits, no spaces)") { value -> String?? in
            guard let text = value.string, text.count <= 512,
                  text.wholeMatch(of: /[A-Za-z0-9\-._~+\/]+=*/) != nil else { return .none }
            return .some(text)
        }
    }

    /// An optional text setting, whose value must be `kind` in quotes.
    private static func optionalText(_ path: String, _ keyPath: WritableKeyPath<Settings, String?> & Sendable,
                                     kind: String) -> SettingKey {
        // Spelled out: a plain `String?` result would be promoted to "some nil" and clear the value silently.
        make(path, keyPath, kind: kind, requirement: "must be a \(kind) in quotes") { value -> String?? in
            guard let text = value.string, !text.isEmpty else { return .none }
            return .some(text)
        }
    }

    /// A number setting within a range.
    static func number(_ path: String, _ keyPath: WritableKeyPath<Settings, Double> & Sendable,
                       _ range: ClosedRange<Double>) -> SettingKey {
        make(path, keyPath, kind: "number",
             requirement: "must be a number from \(range.lowerBound.clean) to \(range.upperBound.clean)") {
            $0.double.flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// A whole-number setting within a range.
    static func integer(_ path: String, _ keyPath: WritableKeyPath<Settings, Int> & Sendable,
                        _ range: ClosedRange<Int>) -> SettingKey {
        make(path, keyPath, kind: "whole number",
             requirement: "must be a whole number from \(range.lowerBound) to \(range.upperBound)") {
            $0.integer.flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// A setting that is one of `choices`.
    static func choice(_ path: String, _ keyPath: WritableKeyPath<Settings, String> & Sendable, _ choices: [String]) -> SettingKey {
        let listed = choices.map { "\"\($0)\"" }
        let spelled = listed.dropLast().joined(separator: ", ") + " or " + (listed.last ?? "")
        return make(path, keyPath, kind: "choice", requirement: "must be \(spelled)") { value in
            value.string.flatMap { choices.contains($0) ? $0 : nil }
        }
    }

    /// A true/false setting.
    static func flag(_ path: String, _ keyPath: WritableKeyPath<Settings, Bool> & Sendable) -> SettingKey {
        make(path, keyPath, kind: "true or false", requirement: "must be true or false") { $0.bool }
    }

    /// Every setting, in the order the documentation lists them.
    static let all: [SettingKey] = [
        .path("bank", \.bank),
        .path("store", \.store),
        .text("profile", \.profile),
        .number("audio.max_level_db", \.maxLevel, -60...0),
        .number("audio.volume_db", \.volume, -60...12),
        .number("audio.volume_limit_db", \.volumeLimit, -30...0),
        .number("audio.music_volume_db", \.musicVolume, -60...12),
        .flag("audio.music", \.music),
        .number("audio.duck_db", \.duckDepth, -60...0),
        .number("audio.latency_ms", \.latencyMilliseconds, 2...500),
        .name("audio.sink", \.sink),
        .integer("challenge.seconds", \.challengeSeconds, 1...600),
        .integer("challenge.lives", \.lives, 1...99),
        .flag("challenge.timeout_ends_game", \.timeoutEndsGame),
        .number("kiosk.idle_seconds", \.idleSeconds, 5...86_400),
        .text("kiosk.operator_chord", \.operatorChord),
        .language("kiosk.language", \.language),
        .flag("kiosk.emoji", \.emoji),
        .choice("kiosk.display", \.display, Settings.displays),
        .address("sync.server", \.syncServer),
        .token("sync.token", \.syncToken),
        .path("sync.ca_file", \.syncCAFile),
        .number("sync.interval_seconds", \.syncInterval, 1...86_400),
        .integer("sync.batch_size", \.syncBatchSize, 1...1000),
        .name("server.database", \.serverDatabase),
        .text("server.listen", \.serverListen),
        .language("server.language", \.serverLanguage),
    ]
}

extension Double {
    /// Without a trailing `.0` for whole numbers, for messages.
    var clean: String { rounded() == self ? String(Int(self)) : String(self) }
}
