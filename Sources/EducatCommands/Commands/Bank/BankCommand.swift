import ArgumentParser
import CommandSupport
import SoundBank

/// `educat bank`: look into, check and hear a sound bank.
struct BankCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bank",
        abstract: "List, check, describe, preview, import, record and install a sound bank.",
        subcommands: [BankListCommand.self, BankCheckCommand.self, BankInfoCommand.self, BankPreviewCommand.self, BankImportCommand.self,
                       BankRecordCommand.self, BankInstallCommand.self])
}

/// The optional BANK argument of the bank subcommands.
struct BankArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The bank: a folder, or an installed bank's name (default: $EDUCAT_BANK, else the bundled Catalan bank).",
                                 valueName: "bank"))
    var folder: String?

    /// As bank options, so the same search applies.
    var options: BankOptions {
        var options = BankOptions()
        options.bank = folder
        return options
    }

    /// The bank checked, with its clips' analyses; throws the problems' summary when it cannot be loaded.
    func checked() throws -> (report: BankReport, bank: Bank) {
        let report = BankChecker().check(folder: options.path())
        guard let bank = report.bank else { throw ExitError(BankCheckCommand.summary(report.problems)) }
        return (report, bank)
    }
}
