import Activities
import AudioEngine
import Conductor
import Foundation
import Lessons
import Records
import Settings
import SoundBank
import TerminalUI

/// The one place the program is put together: the settings make the engine, the engine's cache loads the bank, the
/// store keeps the journal, and bank, engine and journal make the lessons' drivers. The kiosk, render, trigger, play
/// and the bank's preview take what they need from one.
public struct Composition {
    /// The layered settings every part is made from.
    public let settings: Settings
    /// The engine every part plays on.
    public let engine: Engine

    /// The parts for `settings`; `engine` overrides their engine configuration (a command's `--max-level`).
    public init(settings: Settings, engine configuration: EngineConfiguration? = nil) {
        // The kinds' sections, screens and events are known before the bank or a screen is read (once per process).
        ActivityList.register()
        self.settings = settings
        engine = Engine(configuration: configuration ?? settings.engineConfiguration)
    }

    /// The folder of the bank a command names (`--bank`, a folder or an installed bank's name), else of the configured
    /// one, else of the default one.
    public func bankFolder(_ named: String?) -> String {
        (named ?? settings.bank).map { BankLocator.resolve($0) } ?? BankLocator.defaultBankPath()
    }

    /// The bank a command names (else the configured or default one), loaded for playing from the engine's clip cache.
    public func bank(_ named: String?) throws -> BankLibrary {
        try PendingBank.load(bankFolder(named), cache: engine.clips)
    }

    /// The bank a command names (else the configured or default one), read on another thread from now on.
    public func readingBank(_ named: String?) -> PendingBank {
        PendingBank(folder: bankFolder(named))
    }

    /// The records a session keeps: the store, why the real one could not be used (a temporary one keeps this run's
    /// games then), the child who plays (nil: none is fixed) and the journal writing their games.
    public struct Records {
        public let store: RecordStore
        public let problem: String?
        public let profile: String?
        public let journal: GameJournal
    }

    /// Opens the store a command names (`--store`, else the configured one) for this run; `profileWithoutStore` is the child when
    /// it cannot be opened, as the store cannot say who the configured one is then; the journal dates a game by `date`
    /// from its session time, and writes the default profile's games while no child is fixed.
    public func records(store named: String?, profileWithoutStore: String?, date: @escaping (Double) -> Date) throws -> Records {
        let (store, problem) = try StoreOpening.openForThisRun(named ?? settings.store)
        let profile = problem == nil ? try store.configuredProfile(settings) : profileWithoutStore
        return Records(store: store, problem: problem, profile: profile,
                       journal: GameJournal(store: store, profile: profile ?? RecordStore.defaultProfile, date: date))
    }

    /// The records of a run whose play is kept nowhere (`render` without `--store`): an empty store in memory, so a
    /// scripted session never counts as a child's play and a challenge starts with no record.
    public func recordsKeptNowhere(date: @escaping (Double) -> Date) throws -> Records {
        let store = try RecordStore.inMemory()
        return Records(store: store, problem: nil, profile: nil,
                       journal: GameJournal(store: store, profile: settings.profile, date: date))
    }

    /// What a command's flags change in the lessons: the story screens open `story` in `storyLanguage` (nil: the
    /// bank's), count-along counts to `countTo` (nil: `CountAlong.defaultTotal`), the timer opens set to `timer`.
    public struct LessonChoices {
        public var storyLanguage: String?
        public var story: String?
        public var countTo: Int?
        public var timer: TimerPreset?

        /// The choices of a command with no such flags: the kinds' defaults.
        public init(storyLanguage: String? = nil, story: String? = nil, countTo: Int? = nil, timer: TimerPreset? = nil) {
            self.storyLanguage = storyLanguage
            self.story = story
            self.countTo = countTo
            self.timer = timer
        }
    }

    /// A driver playing `library`'s lessons (nil: the fallback content in silence) as `choices` ask, its games
    /// written to `journal`, every pick from `seed`; `exactFrames` for offline renders.
    public func driver(playing library: (any CueLibrary)?, choices: LessonChoices = LessonChoices(), journal: GameJournal,
                seed: UInt64, exactFrames: Bool) -> LessonDriver {
        let bank = library as? BankLibrary
        let content = bank?.content ?? FallbackContent.content
        var navigator = Navigator(content: content, rules: settings.challengeRules, records: journal, seed: seed)
        navigator.presets[Storybook.id] = StoryChoice(story: choices.story, language: choices.storyLanguage)
        navigator.presets[CountAlong.id] = choices.countTo
        navigator.presets[ActivityTimer.id] = choices.timer
        let conductor = Conductor(engine: engine, library: library ?? SilentLibrary(), table: bank?.cueTable ?? .withActivities,
                                  challengeRules: settings.challengeRules, seed: seed)
        return LessonDriver(conductor: conductor, navigator: navigator, exactFrames: exactFrames)
    }
}
