import ArgumentParser
import EducatApp
import Foundation
import Records
import Report

/// `educat report`: a child's or the class's progress as one HTML page with charts, or as JSON.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a progress report: one HTML page with charts (or JSON) for a child or the class.",
        discussion: """
            The page needs no network and no script: charts are inline SVG, and it prints on A4. Days are in UTC, \
            as the store keeps them; "this week" is the last seven days up to --until (default: today).
            """)

    @Option(help: "Only this profile.")
    var profile: String?

    @Flag(help: "Every profile, one section each (the default without --profile).")
    var all = false

    @OptionGroup var period: PeriodOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "path"))
    var output: String?

    @Flag(help: "Write the report's numbers as JSON instead of the HTML page.")
    var json = false

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        if all && profile != nil { throw ValidationError("--profile and --all choose differently: give one.") }
    }

    func run() throws {
        let store = try storeOptions.open(readingNewer: true)
        let (since, until) = try period.period
        let report = try ReportBuilder.build(store: store, profiles: profile.map { [$0] }, since: since, until: until)
        let text = json ? try Self.json(report) : ReportPage.html(report)
        guard let output else { return print(text, terminator: json ? "\n" : "") }
        try TextOutput.write(text, to: output, inputs: [store.path])
        print("wrote \(output)")
    }

    /// The report as pretty-printed JSON with its keys sorted, so two runs on the same store compare equal.
    static func json(_ report: ProgressReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
