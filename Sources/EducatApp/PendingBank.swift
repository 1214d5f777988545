import AudioEngine
import CommandSupport
import Conductor
import SoundBank

/// A bank whose manifests are being read on another thread: a kiosk opens its records meanwhile.
public struct PendingBank {
    /// The bank's folder.
    public let folder: String
    private let manifests: InBackground<(bank: Bank?, problems: [BankProblem])>
    private let levels: InBackground<ClipLevels>

    /// Starts reading the bank in `folder`, and beside it its clips' levels, which the music needs before it plays.
    public init(folder: String) {
        self.folder = folder
        manifests = InBackground { Bank.loadReporting(from: folder) }
        levels = InBackground { ClipLevels(folder: folder) }
    }

    /// The bank for playing, once read: problems are warnings as long as something can play.
    public func library(cache: ClipCache) throws -> BankLibrary {
        try Self.library(manifests.value, folder: folder, cache: cache, levels: levels.value)
    }

    /// The bank in `folder`, read on this thread, for playing: problems are warnings as long as something can play.
    public static func load(_ folder: String, cache: ClipCache) throws -> BankLibrary {
        try library(Bank.loadReporting(from: folder), folder: folder, cache: cache)
    }

    /// The bank `manifests` read from `folder`, for playing with `levels` (nil: read now): its errors are warnings as long
    /// as something can play.
    private static func library(_ manifests: (bank: Bank?, problems: [BankProblem]), folder: String, cache: ClipCache,
                                levels: ClipLevels? = nil) throws -> BankLibrary {
        let (bank, problems) = manifests
        for problem in problems where problem.severity == .error { Log.main.warning("\(problem.located)") }
        guard let bank else {
            throw ExitError("no usable sound bank at \(folder)\(problems.isEmpty ? "" : " (see the problems above)")")
        }
        return BankLibrary(bank: bank, cache: cache, levels: levels)
    }
}
