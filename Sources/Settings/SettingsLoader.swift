import Foundation
import TOMLGuard
import TOMLKit

/// Builds settings from defaults, then the system file, the user file, an explicit file, then the environment.
///
/// A bad file or value never stops the program: it is reported and the value keeps its earlier layer's setting.
public struct SettingsLoader: Sendable {
    /// The system-wide file.
    public var systemFile = "/etc/educat/config.toml"
    /// The user's file.
    public var userFile: String
    /// A file named on the command line (`--config`); it must exist.
    public var explicitFile: String?
    /// The environment to read `EDUCAT_*` variables from.
    public var environment: [String: String]

    /// A loader for this process's environment and home folder.
    public init(explicitFile: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.explicitFile = explicitFile
        self.environment = environment
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        userFile = configHome + "/educat/config.toml"
    }

    /// The layered settings and every problem met on the way.
    public func load() -> (settings: Settings, problems: [SettingsProblem]) {
        var settings = Settings()
        var problems: [SettingsProblem] = []
        for file in [systemFile, userFile] where FileManager.default.fileExists(atPath: file) {
            problems += apply(file: file, to: &settings)
        }
        if let explicitFile {
            if FileManager.default.fileExists(atPath: explicitFile) {
                problems += apply(file: explicitFile, to: &settings)
            } else {
                problems.append(SettingsProblem(source: explicitFile, line: nil, key: nil,
                                                message: "does not exist; using the other settings"))
            }
        }
        for key in SettingKey.all {
            guard let raw = environment[key.environmentName] else { continue }
            if let wrong = key.apply(&settings, .text(raw)) {
                problems.append(SettingsProblem(source: "environment", line: nil, key: key.environmentName,
                                                message: "\(wrong); ignored"))
            }
        }
        return (settings, problems)
    }

    /// Applies one TOML file; returns its problems.
    func apply(file: String, to settings: inout Settings) -> [SettingsProblem] {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            return [SettingsProblem(source: file, line: nil, key: nil, message: "cannot be read (\(error.localizedDescription)); ignored")]
        }
        let table: TOMLTable
        do {
            table = try TOMLTable.guarded(text)
        } catch let error as TOMLSyntaxError {
            return [SettingsProblem(source: file, line: error.line, key: nil, message: "\(error); the whole file is ignored")]
        } catch let error as TOMLParseError {
            return [SettingsProblem(source: file, line: error.source.begin.line, key: nil,
                                    message: "\(error.description); the whole file is ignored")]
        } catch {
            return [SettingsProblem(source: file, line: nil, key: nil, message: "\(error); the whole file is ignored")]
        }
        var problems: [SettingsProblem] = []
        let known = Dictionary(uniqueKeysWithValues: SettingKey.all.map { ($0.path, $0) })
        for (path, value) in Self.flatten(table) {
            let line = Self.line(of: path, in: text)
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

    /// The line a key is written on, found by section header and name (TOMLKit keeps no positions).
    static func line(of path: String, in text: String) -> Int? {
        var section = ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") {
                section = trimmed[trimmed.index(after: trimmed.startIndex)..<close].trimmingCharacters(in: .whitespaces)
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let name = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            if (section.isEmpty ? name : section + "." + name) == path { return index + 1 }
        }
        return nil
    }
}
