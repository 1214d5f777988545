import ArgumentParser
import AudioEngine
import Conductor
import SoundBank

/// `--bank`: which sound bank a command plays from.
struct BankOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The sound bank folder (default: $EDUCAT_BANK, else the bundled Catalan bank).", valueName: "path"))
    var bank: String?

    /// The bank's folder: the flag, then the configured one, then the default search.
    func path(configured: String? = nil) -> String {
        bank ?? configured ?? BankLocator.defaultBankPath()
    }

    /// Loads the bank for playing: problems are warnings as long as something can play.
    func load(configured: String? = nil, cache: ClipCache) throws -> BankLibrary {
        let folder = path(configured: configured)
        let (bank, problems) = Bank.loadReporting(from: folder)
        for problem in problems where problem.severity == .error { Log.main.warning("\(problem.located)") }
        guard let bank else {
            throw ExitError("no usable sound bank at \(folder)\(problems.isEmpty ? "" : " (see the problems above)")")
        }
        return BankLibrary(bank: bank, cache: cache)
    }
}
