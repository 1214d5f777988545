import Foundation
import TOMLGuard
import TOMLKit

/// Builds settings from defaults, then the system file, the user file, an explicit file, then the environment.
///
/// A bad file or value never stops the program: it is reported and the value keeps its earlier layer's setting.
/// A file with a syntax error still gives every line that can be read on its own; a volume cap that a file sets
/// but that cannot be read becomes ``conservativeCap``, never louder than an earlier layer's.
public struct SettingsLoader: Sendable {
    /// The system-wide file.
    public var systemFile = "/etc/educat/config.toml"
    /// The user's file.
    public var userFile: String
    /// A file named on the command line (`--config`); it must exist.
    public var explicitFile: String?
    /// The environment to read `EDUCAT_*` variables from.
    public var environment: [String: String]

    /// The cap, in dBFS, used when a file sets one that cannot be read: quiet enough for a child at the speaker.
    public static let conservativeCap = -12.0
    /// Larger files are not configurations (a log or a disk image named by mistake); reading them could take long.
    static let largestFile = 1 << 20
    /// Unreadable lines reported one by one before the rest are only counted.
    private static let reportedLines = 10
    private static let capPath = "audio.max_level_db"

    /// A loader for this process's environment and home folder.
    public init(explicitFile: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.explicitFile = explicitFile
        self.environment = environment
        // The XDG spec says a relative (or empty) XDG_CONFIG_HOME is invalid and must be ignored.
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        userFile = configHome + "/educat/config.toml"
    }

    /// The layered settings and every problem met on the way.
    public func load() -> (settings: Settings, problems: [SettingsProblem]) {
        var settings = Settings()
        var problems: [SettingsProblem] = []
        for file in [systemFile, userFile] where ConfigFile.exists(file) {
            problems += apply(file: file, to: &settings)
        }
        if let explicitFile {
            if ConfigFile.exists(explicitFile) {
                problems += apply(file: explicitFile, to: &settings)
            } else {
                problems.append(SettingsProblem(source: explicitFile, line: nil, key: nil,
                                                message: "does not exist; using the other settings"))
            }
        }
        for key in SettingKey.all {
            guard let raw = environment[key.environmentName] else { continue }
            if let wrong = key.apply(&settings, .text(raw)) {
                // The value said, as a file's line shows it: a variable is set far from where its warning is read.
                let value = raw.trimmingCharacters(in: .whitespaces).isEmpty ? "" : SettingsProblem.shown(raw, quoted: true) + " "
                problems.append(SettingsProblem(source: "environment", line: nil, key: key.environmentName,
                                                message: "\(value)\(wrong); ignored"))
            } else {
                settings.setBy[key.path] = "environment \(key.environmentName)"
            }
        }
        // A misspelt variable would otherwise change nothing without a word, as an unknown key in a file would.
        let known = Set(SettingKey.all.map(\.environmentName))
        for name in environment.keys.sorted() where name.hasPrefix("EDUCAT_") && !known.contains(name) && !Self.isOther(name) {
            problems.append(SettingsProblem(source: "environment", line: nil, key: name,
                                            message: "is not a setting educat knows; ignored"))
        }
        return (settings, problems)
    }

    /// The `EDUCAT_` variables that are no setting: the log's, the build's (the Makefile exports the version and
    /// commit), and the tests' and benchmarks' own.
    static func isOther(_ name: String) -> Bool {
        ["EDUCAT_DEBUG", "EDUCAT_VERSION", "EDUCAT_COMMIT", "EDUCAT_BUILD", "EDUCAT_UPDATE_GOLDEN"].contains(name)
            || name.hasPrefix("EDUCAT_TEST_") || name.hasPrefix("EDUCAT_BENCH_")
    }

    /// Applies one TOML file; returns its problems.
    func apply(file: String, to settings: inout Settings) -> [SettingsProblem] {
        let text: String
        var problems: [SettingsProblem] = []
        switch ConfigFile.read(file) {
        case .text(let contents, let notUTF8):
            text = contents
            if notUTF8 {
                problems.append(SettingsProblem(source: file, line: nil, key: nil,
                                                message: "is not all UTF-8 text; the bytes that are not were read as \u{FFFD}"))
            }
        case .unusable(let reason, let mightSetCap):
            problems.append(SettingsProblem(source: file, line: nil, key: nil, message: "\(reason); ignored"))
            if mightSetCap { problems += applyConservativeCap(to: &settings, source: file, line: nil) }
            return problems
        }
        do {
            let values = try TOMLTable.reading(text) { Self.flatten($0) }
            return problems + apply(values, from: file, lines: { Self.line(of: $0, in: text) }, to: &settings)
        } catch {
            return problems + recover(text, from: file, wholeFileError: error, to: &settings)
        }
    }

    /// Reads a file TOML cannot parse whole line by line, each under its section, so one broken line costs only itself.
    private func recover(_ text: String, from file: String, wholeFileError: any Error,
                         to settings: inout Settings) -> [SettingsProblem] {
        var problems: [SettingsProblem] = []
        var unreadable = 0
        var unreadCap: Int?
        for line in ConfigLine.lines(of: text) {
            switch line.content {
            case .read(let values):
                problems += apply(values, from: file, lines: { _ in line.number }, to: &settings)
            case .unreadable(let reason):
                if line.text.contains("max_level_db") { unreadCap = unreadCap ?? line.number }
                unreadable += 1
                // A file that is mostly not TOML (a binary, another program's file) would otherwise flood the log.
                guard unreadable <= Self.reportedLines else { continue }
                problems.append(SettingsProblem(source: file, line: line.number, key: nil,
                                                message: "\(reason); this line is ignored, the rest of the file is read"))
            }
        }
        if unreadable > Self.reportedLines {
            problems.append(SettingsProblem(source: file, line: nil, key: nil,
                                            message: "\(unreadable - Self.reportedLines) more lines cannot be read; ignored"))
        }
        if unreadable == 0 {
            // Every line reads on its own, so the fault lies between lines (a key or a table given twice).
            let line = (wholeFileError as? TOMLParseError)?.source.begin.line ?? (wholeFileError as? TOMLSyntaxError)?.line
            problems.append(SettingsProblem(source: file, line: line, key: nil,
                                            message: "\((wholeFileError as? TOMLParseError)?.description ?? "\(wholeFileError)"); the later value is used"))
        }
        if let unreadCap { problems += applyConservativeCap(to: &settings, source: file, line: unreadCap) }
        return problems
    }

    /// Lowers the cap to ``conservativeCap`` (never raises it) and says so.
    private func applyConservativeCap(to settings: inout Settings, source: String, line: Int?) -> [SettingsProblem] {
        settings.maxLevel = min(settings.maxLevel, Self.conservativeCap)
        return [SettingsProblem(source: source, line: line, key: Self.capPath, message: "may be set here but cannot be read; "
                                + "the volume cap is \(settings.maxLevel.clean) dB until this is fixed")]
    }

    /// Applies every leaf to `settings`; `lines` finds the line a key is on, for the report.
    private func apply(_ leaves: [(String, SettingValue?)], from file: String, lines: (String) -> Int?,
                       to settings: inout Settings) -> [SettingsProblem] {
        var problems: [SettingsProblem] = []
        let known = Dictionary(uniqueKeysWithValues: SettingKey.all.map { ($0.path, $0) })
        for (path, value) in leaves {
            let line = lines(path)
            guard let key = known[path] else {
                problems.append(SettingsProblem(source: file, line: line, key: path,
                                                message: "is not a setting educat knows; ignored"))
                continue
            }
            guard let raw = value else {
                problems.append(SettingsProblem(source: file, line: line, key: path, message: "must be a \(key.kind); ignored"))
                continue
            }
            if let wrong = key.apply(&settings, raw) {
                problems.append(SettingsProblem(source: file, line: line, key: path, message: "\(wrong); ignored"))
            } else {
                settings.setBy[path] = file
            }
        }
        return problems
    }

    /// Every leaf of the table as a dotted path; nil for values of a type no setting takes.
    static func flatten(_ table: TOMLTable, prefix: String = "") -> [(String, SettingValue?)] {
        table.keys.sorted().flatMap { name -> [(String, SettingValue?)] in
            let path = prefix.isEmpty ? name : prefix + "." + name
            guard let value = table[name] else { return [] }
            if let nested = value.table { return flatten(nested, prefix: path) }
            if let bool = value.bool { return [(path, .flag(bool))] }
            if let int = value.int { return [(path, .integer(int))] }
            if let double = value.double { return [(path, .number(double))] }
            if let string = value.string { return [(path, .text(string))] }
            return [(path, nil)]
        }
    }

    /// A key or header name as the settings' paths spell it: `"music"` and `audio . volume_db` as `music` and
    /// `audio.volume_db`.
    private static func dotted(_ name: Substring) -> String {
        name.split(separator: ".").map { $0.trimmingCharacters(in: CharacterSet.whitespaces.union(["\"", "'"])) }
            .joined(separator: ".")
    }

    /// The line a key is written on, found by section header and name (TOMLKit keeps no positions).
    static func line(of path: String, in text: String) -> Int? {
        var section = ""
        // "\r\n" is one Character: split on "\n" alone, a CRLF file would be one line and every key on line 1.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") {
                section = dotted(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let name = dotted(trimmed[..<equals])
            if (section.isEmpty ? name : section + "." + name) == path { return index + 1 }
        }
        return nil
    }
}
