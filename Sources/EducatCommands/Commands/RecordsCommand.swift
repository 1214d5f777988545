import ArgumentParser
import Foundation
import Lessons
import Records

/// `educat records`: shows a profile's best challenge scores, or resets them.
struct RecordsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "records",
        abstract: "Show the best challenge score per subject, or reset records.")

    @Option(help: "The player profile.")
    var profile = RecordStore.defaultProfile

    @Flag(help: #"Print {"numbers": N, "vowels": N, "alphabet": N, "syllables": N}."#)
    var json = false

    @Option(help: ArgumentHelp("Delete the record of one subject, or all of them.", valueName: "subject|all"))
    var reset: String?

    @Flag(help: "Reset without asking.")
    var yes = false

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        if json && reset != nil { throw ValidationError("--json shows records; it cannot be combined with --reset.") }
        if yes && reset == nil { throw ValidationError("--yes only confirms --reset.") }
        if let reset { _ = try Self.resetSubject(reset) }
    }

    func run() throws {
        let store = try storeOptions.open()
        let records = try store.records(profile: profile)
        guard let reset else { return show(records) }

        let subject = try Self.resetSubject(reset)
        let what = subject.map { "the \($0.rawValue) record (\(records[$0] ?? 0))" } ?? "all records"
        try Self.confirm("Reset \(what) of profile \(profile)?", assumeYes: yes)
        try store.reset(subject: subject, profile: profile)
        print("Reset \(what) of profile \(profile).")
    }

    private func show(_ records: [Subject: Int]) {
        if json {
            let fields = Subject.allCases.map { "\"\($0.rawValue)\": \(records[$0] ?? 0)" }
            print("{" + fields.joined(separator: ", ") + "}")
        } else {
            print("Records of profile \(profile):")
            for subject in Subject.allCases {
                let score = String(records[subject] ?? 0)
                // Right-aligned at column 16; a score too wide for that keeps one space before it.
                let gap = max(1, 14 - subject.rawValue.count - score.count)
                print("  " + subject.rawValue + String(repeating: " ", count: gap) + score)
            }
        }
    }

    /// One subject, or nil for "all".
    private static func resetSubject(_ argument: String) throws -> Subject? {
        if argument == "all" { return nil }
        guard let subject = Subject(rawValue: argument) else {
            throw ValidationError("Unknown subject \"\(argument)\": use numbers, vowels, alphabet, syllables or all.")
        }
        return subject
    }

    /// Asks on the terminal before deleting; with no terminal to ask on, refuses unless `--yes` was given.
    static func confirm(_ question: String, assumeYes: Bool) throws {
        if assumeYes { return }
        guard isatty(STDIN_FILENO) == 1 else {
            warn("Error: \(question) Nobody can answer: standard input is not a terminal. Add --yes to do it without asking.")
            throw ExitCode.failure
        }
        warn("\(question) [y/N] ", newline: false)
        guard let answer = readLine(), ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
        else {
            warn("Nothing was changed.")
            throw ExitCode.failure
        }
    }

    /// Writes to standard error, keeping standard output for the data a script may read.
    static func warn(_ message: String, newline: Bool = true) {
        FileHandle.standardError.write(Data((message + (newline ? "\n" : "")).utf8))
    }
}
