import ArgumentParser
import CommandSupport
import SoundBank

/// `educat bank install`: a teacher's bank put where the kiosk finds it by name.
struct BankInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Copy a bank folder to where educat finds banks by name, so that --bank NAME (or bank = \"NAME\") plays it.",
        discussion: """
            As root the bank goes to /usr/local/share/educat/banks, for every user of the machine (the kiosk's too); \
            else to ~/.local/share/educat/banks. Its fallback is written as an installed bank's name (ca) or a path \
            relative to the new place, and the copy is checked there: a copy with errors is removed again.
            """)

    @Argument(help: ArgumentHelp("The bank folder to install.", valueName: "dir"))
    var folder: String

    @Option(help: ArgumentHelp("The name to install it under (default: the folder's name).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("The folder to install it into (default: as said above).", valueName: "dir"))
    var to: String?

    @Flag(help: "Replace an installed bank of the same name.")
    var replace = false

    func run() throws {
        let summary: BankInstallSummary
        do {
            summary = try BankInstaller(source: folder, destination: to ?? BankInstaller.defaultDestination(), name: name,
                                        replace: replace).run()
        } catch let error as BankInstallError {
            throw ExitError(error.description)
        }
        let fallback = summary.fallback.map { ", over \($0)" } ?? ""
        let warnings = summary.warnings == 0 ? "" : " (\(summary.warnings) warnings: educat bank check \(summary.name))"
        print("installed \(summary.name) in \(summary.folder)\(fallback)\(warnings)")
        print("play it with: educat --bank \(summary.name), or bank = \"\(summary.name)\" in the configuration")
    }
}
