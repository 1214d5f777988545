import ArgumentParser
import SoundBank

/// `--bank`: which sound bank a command plays from.
struct BankOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The sound bank: a folder, or an installed bank's name (default: $EDUCAT_BANK, else the bundled Catalan bank).",
        valueName: "bank"))
    var bank: String?

    /// The bank's folder: the flag, then the configured one, then the default search.
    func path(configured: String? = nil) -> String {
        (bank ?? configured).map { BankLocator.resolve($0) } ?? BankLocator.defaultBankPath()
    }
}
