import Activities
import AudioEngine
import Conductor
import Foundation
import Lessons
import Records
import Settings
import TerminalUI

/// The one place the program is put together: the settings make the engine, the engine's cache loads the bank, the
/// store keeps the journal, and bank, engine and journal make the lessons' drivers. The kiosk, render, trigger, play
/// and the bank's preview take what they need from one.
struct Composition {
    /// The layered settings every part is made from.
    let settings: Settings
    /// The engine every part plays on.
    let engine: Engine

    /// The parts for `settings`; `engine` overrides their engine configuration (a command's `--max-level`).
    init(settings: Settings, engine configuration: EngineConfiguration? = nil) {
        self.settings = settings
        engine = Engine(configuration: configuration ?? settings.engineConfiguration)
    }

    /// The bank `options` name (else the configured one), loaded for playing from the engine's clip cache.
    func bank(_ options: BankOptions) throws -> BankLibrary {
        try options.load(configured: settings.bank, cache: engine.clips)
    }

    /// The bank `options` name (else the configured one), read on another thread from now on.
    func readingBank(_ options: BankOptions) -> PendingBank {
        options.reading(configured: settings.bank)
    }

    /// The records a session keeps: the store, why the real one could not be used (a temporary one keeps this run's
    /// games then), the child who plays (nil: none is fixed) and the journal writing their games.
    struct Records {
        let store: RecordStore
        let problem: String?
        let profile: String?
        let journal: GameJournal
    }

    /// Opens the store `options` name (else the configured one) for this run; `profileWithoutStore` is the child when
    /// it cannot be opened, as the store cannot say who the configured one is then; the journal dates a game by `date`
    /// from its session time, and writes the default profile's games while no child is fixed.
    func records(_ options: StoreOptions, profileWithoutStore: String?, date: @escaping (Double) -> Date) throws -> Records {
        let (store, problem) = try options.openForThisRun(default: settings.store)
        let profile = problem == nil ? try store.configuredProfile(settings) : profileWithoutStore
        return Records(store: store, problem: problem, profile: profile,
                       journal: GameJournal(store: store, profile: profile ?? RecordStore.defaultProfile, date: date))
    }

    /// What a command's flags change in the lessons: the story screens open `story` in `storyLanguage` (nil: the
    /// bank's), count-along counts to `countTo` (nil: `CountAlong.defaultTotal`), the timer opens set to `timer`.
    struct LessonChoices {
        var storyLanguage: String?
        var story: String?
        var countTo: Int?
        var timer: TimerPreset?
    }

    /// A driver playing `library`'s lessons (nil: the fallback content in silence) as `choices` ask, its games
    /// written to `journal`, every pick from `seed`; `exactFrames` for offline renders.
    func driver(playing library: (any CueLibrary)?, choices: LessonChoices = LessonChoices(), journal: GameJournal,
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
