import ArgumentParser
import CommandSupport
import EducatApp
import Foundation
import Lessons
import Records
import Report
import Settings
import Texts

/// `educat report`: a child's or the class's progress as one HTML page with charts, or as JSON.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a progress report: one HTML page with charts (or JSON) for a child or the class.",
        discussion: """
            The page needs no network and no script: charts are inline SVG, and it prints on A4. Days are in UTC, \
            as the store keeps them; "this week" is the last seven days up to --until (default: today). The page is \
            in the language of the kiosk's screens (its configured kiosk.language, else the one the operator chose, \
            else the bank's) unless --language names another.
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

    @Option(help: ArgumentHelp("The page's language (default: the kiosk's screens').", valueName: "ca|es|en"))
    var language: String?

    @OptionGroup var storeOptions: StoreOptions
    @OptionGroup var configOptions: ConfigOptions

    func validate() throws {
        if all && profile != nil { throw ValidationError("--profile and --all choose differently: give one.") }
        if let language, !LanguageCode.isValid(language) {
            throw ValidationError("--language \(language) is no language code: give one such as ca, es or en.")
        }
    }

    func run() throws {
        let settings = configOptions.load()
        let store = try storeOptions.open(default: settings.store, readingNewer: true)
        let (since, until) = try period.period
        let report = try ReportBuilder.build(store: store, profiles: profile.map { [$0] }, since: since, until: until)
        let text = json ? try Self.json(report) : ReportPage.html(report, texts: try texts(settings, store: store))
        guard let output else { return print(text, terminator: json ? "\n" : "") }
        try TextOutput.write(text, to: output, inputs: [store.path])
        print("wrote \(output)")
    }

    /// The texts of `--language`, else of the kiosk's screens, from the catalogues the screens read.
    private func texts(_ settings: Settings, store: RecordStore) throws -> Catalogue {
        let bank = Composition(settings: settings).bankFolder(nil)
        if let language {
            // Asked for by name, a language without a catalogue is an error, not a page in English.
            let known = KioskLanguage.languages(bankFolder: bank)
            guard known.contains(language) else {
                throw ExitError("--language \(language): there is no catalogue of it; the report can be in "
                                + known.joined(separator: ", "))
            }
        }
        let chosen = language ?? KioskLanguage.screens(settings, store: store, bankFolder: bank)
        return KioskLanguage.texts(chosen, bankFolder: bank).texts
    }

    /// The report as pretty-printed JSON with its keys sorted, so two runs on the same store compare equal.
    static func json(_ report: ProgressReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
