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

    /// Loads the bank for playing, on this thread: problems are warnings as long as something can play.
    func load(configured: String? = nil, cache: ClipCache) throws -> BankLibrary {
        let folder = path(configured: configured)
        return try PendingBank.library(Bank.loadReporting(from: folder), folder: folder, cache: cache)
    }

    /// Starts reading the bank's manifests on another thread, for `PendingBank.library` to take when it is needed.
    func reading(configured: String? = nil) -> PendingBank {
        PendingBank(folder: path(configured: configured))
    }
}

/// A bank whose manifests are being read on another thread: a kiosk opens its records meanwhile.
struct PendingBank {
    /// The bank's folder.
    let folder: String
    private let manifests: InBackground<(bank: Bank?, problems: [BankProblem])>
    private let levels: InBackground<ClipLevels>

    /// Starts reading the bank in `folder`, and beside it its clips' levels, which the music needs before it plays.
    init(folder: String) {
        self.folder = folder
        manifests = InBackground { Bank.loadReporting(from: folder) }
        levels = InBackground { ClipLevels(folder: folder) }
    }

    /// The bank for playing, once read: problems are warnings as long as something can play.
    func library(cache: ClipCache) throws -> BankLibrary {
        try Self.library(manifests.value, folder: folder, cache: cache, levels: levels.value)
    }

    /// The bank `manifests` read from `folder`, for playing with `levels` (nil: read now): its errors are warnings as long
    /// as something can play.
    fileprivate static func library(_ manifests: (bank: Bank?, problems: [BankProblem]), folder: String, cache: ClipCache,
                                    levels: ClipLevels? = nil) throws -> BankLibrary {
        let (bank, problems) = manifests
        for problem in problems where problem.severity == .error { Log.main.warning("\(problem.located)") }
        guard let bank else {
            throw ExitError("no usable sound bank at \(folder)\(problems.isEmpty ? "" : " (see the problems above)")")
        }
        return BankLibrary(bank: bank, cache: cache, levels: levels)
    }
}
