import Lessons

/// A sound bank for one language, layered over its fallback: everything a lesson plays, by subject and purpose.
public struct Bank: Sendable {
    /// The manifest's file name inside a bank folder.
    public static let manifestName = "bank.toml"

    /// Language code (`ca`, `es`).
    public var language: String
    /// A name for people, shown in listings.
    public var name: String
    /// The bank's folder.
    public var folder: String
    /// The fallback bank's folder, if the manifest names one.
    public var fallback: String?
    /// Items per subject.
    public var items: [Subject: [BankItem]] = [:]
    /// Groups of clips by name (`praise`, `scold`, `game_over`, `new_record`, `info`, or the bank's own).
    public var groups: [String: [ClipRef]] = [:]
    /// The spoken help of each screen.
    public var help: [Screen: ClipRef] = [:]
    /// The syllable words, in manifest order.
    public var words: [SyllableWord] = []
    /// The clap played with each syllable.
    public var clap: ClipRef?
    /// The background music.
    public var music: MusicTrack?
    /// The bank's overrides of the cue table.
    public var cues: [CueEvent: Cue] = [:]
    /// What the games say at their end, by ``GameVoice``.
    public var games: [GameVoice: ClipRef] = [:]
    /// The sections of registered kinds (Sources/Activities), by kind id.
    public var sections: [String: any BankSection] = [:]
    /// How this bank's lists lie over its fallback's, list by list; empty for a bank without a fallback.
    public var layers: [BankLayer] = []
    /// What the manifest asks of its fallback's lists, until the bank is layered over it.
    var layeringRequest = LayeringRequest()
    /// The parts a challenge's help is told from when its seconds or lives are not the defaults.
    public var challengeHelp: ChallengeHelpClips?

    /// Creates an empty bank.
    public init(language: String, name: String, folder: String, fallback: String? = nil) {
        self.language = language
        self.name = name
        self.folder = folder
        self.fallback = fallback
    }

    /// The manifest file of this bank.
    public var manifest: String { folder + "/" + Self.manifestName }

    /// Loads the bank in `folder` and its fallbacks; throws every manifest error at once.
    public static func load(from folder: String) throws -> Bank {
        let (bank, problems) = loadReporting(from: folder)
        let errors = problems.filter { $0.severity == .error }
        guard let bank, errors.isEmpty else { throw BankLoadError(problems: errors) }
        return bank
    }

    /// Loads what can be loaded, for a player that must go on: the bank (nil only when a manifest is unreadable
    /// or not TOML) with every manifest problem; entries with errors are left out, unknown keys ignored.
    public static func loadReporting(from folder: String) -> (bank: Bank?, problems: [BankProblem]) {
        BankLoader.load(folder)
    }
}
