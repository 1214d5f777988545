import ArgumentParser
import Foundation
import SoundBank

/// `educat bank check`: every problem of a bank at once.
struct BankCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a bank: missing or damaged files, silence, clipping, loudness, syllable counts, keys, and what lessons lack.",
        discussion: "For a bank over a fallback, notes first say what it overrides, adds and removes and what still comes from "
            + "the fallback, list by list. Exits 0 when there are no errors (warnings alone pass unless --strict), 1 otherwise.")

    @OptionGroup var bank: BankArgument

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Flag(help: "Print the problems as JSON.")
    var json = false

    func run() throws {
        let report = BankChecker().check(folder: bank.options.path())
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let problems = report.problems.map {
                JSONProblem(severity: $0.severity.rawValue, kind: $0.kind.rawValue, file: $0.file, line: $0.line,
                            key: $0.key, message: $0.message)
            }
            let layers = report.bank?.layers.map {
                JSONLayer(list: $0.list, replaced: $0.replaced, overridden: $0.overridden, added: $0.added, removed: $0.removed,
                          fromFallback: $0.fromFallback)
            } ?? []
            print(String(decoding: try encoder.encode(JSONReport(bank: bank.options.path(), layers: layers, problems: problems,
                                                                   errors: report.errors.count,
                                                                   warnings: report.warnings.count)), as: UTF8.self))
        } else {
            Self.notes(report.bank).forEach { print($0) }
            report.problems.forEach { print($0) }
            print(Self.summary(report.problems))
        }
        if !report.errors.isEmpty || (strict && !report.warnings.isEmpty) { throw ExitCode.failure }
    }

    /// "N errors, M warnings" or "no problems".
    static func summary(_ problems: [BankProblem]) -> String {
        let errors = problems.filter { $0.severity == .error }.count
        let warnings = problems.filter { $0.severity == .warning }.count
        if errors + warnings == 0 { return "no problems" }
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// One note per list the bank gives or removes items of, one naming the lists that come whole from the fallback,
    /// and one per word whose syllables were split automatically, in the manifest that gives the word.
    static func notes(_ bank: Bank?) -> [String] {
        guard let bank else { return [] }
        let syllables = bank.words.compactMap { word in word.automaticSyllablesNote.map { "note: \(word.clip.manifest): \($0)" } }
        guard !bank.layers.isEmpty else { return syllables }
        let inherited = bank.layers.filter(\.isInherited).map(\.list)
        return bank.layers.filter { !$0.isInherited }.map { "note: \(bank.manifest): \($0.list): \($0)" }
            + (inherited.isEmpty ? [] : ["note: \(bank.manifest): whole from the fallback: " + inherited.joined(separator: ", ")])
            + syllables
    }

    private struct JSONLayer: Encodable {
        var list: String
        var replaced: Bool
        var overridden, added, removed, fromFallback: [String]
    }

    private struct JSONProblem: Encodable {
        var severity, kind, file: String
        var line: Int?
        var key: String?
        var message: String
    }

    private struct JSONReport: Encodable {
        var bank: String
        var layers: [JSONLayer]
        var problems: [JSONProblem]
        var errors: Int
        var warnings: Int
    }
}
