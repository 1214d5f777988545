import Activities
import AudioEngine
import CommandSupport
import Conductor
import Foundation
import Lessons
import Records
import Settings
import SoundBank
import TerminalUI
import Texts

/// The full-screen menu put together and run: settings, the engine and its output, the bank, the records and the
/// journal, the school sync, the screens' texts, and the UI loop on a terminal. `educat kiosk`, `menu` and the commands
/// that open one screen (`lesson`, `game`, `story`…) each fill one in from their flags.
///
/// Nothing an operator can get wrong stops a kiosk: bad settings, a missing bank and an unusable records store become a
/// notice on screen. A story or preset timer activity the bank lacks is an error, before the screen opens: those are
/// asked for on the command line, by a person who can fix them.
public struct KioskLaunch {
    /// The screen it opens on.
    public var start: Screen
    /// Kiosk rules: the operator chord, idle return, signal keys doing nothing.
    public var kiosk: Bool
    /// The deployed kiosk: a lost terminal pauses it instead of ending it.
    public var outlivesTerminal = false
    /// The configuration file read after the system's and the user's (`--config`).
    public var configFile: String?
    /// The child who plays (`--profile`); nil: with several children the kiosk asks.
    public var profile: String?
    /// The bank's folder (`--bank`); nil: the configured one, else the default.
    public var bank: String?
    /// The records file (`--store`); nil: the configured one, else the default.
    public var store: String?
    /// Where the sound goes, from the settings (`--latency-ms`, `--sink` override them).
    public var live: (Settings) -> LiveTarget = { LiveTarget(latency: $0.latencyMilliseconds / 1_000, sink: $0.sink) }
    /// The seed of every random pick; nil: a new one.
    public var seed: UInt64?
    /// Where every event and clip is appended as JSON lines.
    public var eventLog: String?
    /// What the command's flags chose for the lessons (a story, count-along's end, a preset timer).
    public var choices = Composition.LessonChoices()
    /// Where the screens are shown (`--display`: `auto`, `window`, `terminal`); nil: the configured `kiosk.display`.
    public var display: String?
    /// The terminal it runs on where it shows no window.
    public var device: any TerminalDevice = ProcessTerminal()
    /// The environment it reads (`EDUCAT_*` settings, `XDG_CONFIG_HOME`, `TERM`, `NO_COLOR`, `XDG_CACHE_HOME`).
    public var environment = ProcessInfo.processInfo.environment

    /// A launch of the screens at `start`, as a kiosk or not; the rest as configured.
    public init(start: Screen, kiosk: Bool) {
        self.start = start
        self.kiosk = kiosk
    }

    /// Runs until the loop ends (quit, a signal, a lost terminal), then closes the journal; why it ended.
    @discardableResult
    public func run() throws -> UIExit {
        var (settings, problems) = SettingsLoader(explicitFile: configFile, environment: environment).load()
        if let profile {
            settings.profile = profile
            settings.setBy["profile"] = "--profile"
        }
        for problem in problems { Log.main.warning("\(problem)") }
        var notices = problems.map { "settings: \($0)" }
        var shownOn = Display.decide(display ?? settings.display, environment: environment,
                                     executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
        if case .program(let path) = shownOn { shownOn = .terminal(why: Display.runInstead(path)) }
        if case .terminal(let why) = shownOn {
            if device is ProcessTerminal, isatty(STDIN_FILENO) != 1 {
                throw ExitError("the full-screen menu needs a terminal on standard input" + (why.map { " (no window: \($0))" } ?? ""))
            }
            if let why {
                Log.main.notice("no window: \(why); the terminal shows the screens")
                notices.append("no window: \(why)")
            }
        }
        let parts = Composition(settings: settings)
        let engine = parts.engine
        engine.clips.keepLongClips(in: DecodedClips.cache(environment: environment))
        // Connecting to the sound server takes tens of milliseconds on the audio thread: it goes on while the
        // records and the bank are read, and the music plays from the first write after it is scheduled.
        let sound = KioskSound(engine: engine, output: LiveOutput.make(format: engine.format, target: live(settings)))
        defer { sound.stop() }
        // The bank's manifests take the longest to read of all that comes before the music: the records open meanwhile.
        let pendingBank = parts.readingBank(bank)
        // A kiosk that cannot reach its records still teaches: records are kept for this run only.
        // A temporary store has no profiles yet: the one named is made as it plays.
        let started = Date()
        let records = try parts.records(store: store, profileWithoutStore: settings.isExplicit("profile") ? settings.profile : nil,
                                        date: { started.addingTimeInterval($0) })
        let (store, journal) = (records.store, records.journal)
        if let storeProblem = records.problem { notices.append("records: \(storeProblem); kept for this run only") }
        var library: (any CueLibrary)?
        do {
            library = try pendingBank.library(cache: engine.clips)
        } catch {
            Log.main.error("\(error); playing without sound")
            notices.append("no sound bank: \(error)")
            library = nil
        }
        // The language the operator set plays again, unless the configuration names the screens' language.
        let keptLanguage = KioskLanguage.kept(settings, store: store)
        let bankFolder = parts.bankFolder(bank)
        var languages: LanguageBanks?
        if let keptLanguage, keptLanguage != (library as? BankLibrary)?.bank.language {
            languages = LanguageBanks(beside: bankFolder, loaded: (library as? BankLibrary)?.bank)
            if let kept = languages?.banks.first(where: { $0.language == keptLanguage }) {
                library = BankLibrary(bank: kept.bank, cache: engine.clips)
            }
        }
        let bank = library as? BankLibrary
        // A wrong --story or --activity ends the kiosk before any music plays.
        let content = bank?.content ?? FallbackContent.content
        if let story = choices.story, case let ids = Storybook.stories(in: content).map(\.id), !ids.contains(story) {
            throw ExitError("--story \(story): the sound bank has no such story; "
                            + (ids.isEmpty ? "it has none" : "its stories are " + ids.joined(separator: ", ")))
        }
        if let language = choices.storyLanguage {
            let stories = Storybook.stories(in: content)
            let chosen = stories.first { $0.id == choices.story } ?? stories.first
            if let chosen, !chosen.languages.contains(language) {
                throw ExitError("--language \(language): the story '\(chosen.id)' is not told in it; it is told in "
                                + chosen.languages.joined(separator: ", "))
            }
        }
        if let id = choices.timer?.activity, case let ids = ActivityTimer.activities(in: content).map(\.id), !ids.contains(id) {
            throw ExitError("--activity \(id): the sound bank has no such timer activity; "
                            + (ids.isEmpty ? "it has none" : "its activities are " + ids.joined(separator: ", ")))
        }
        // The music starts before the other languages' banks are read: each takes tens of milliseconds to parse.
        sound.startMusic(bank?.music, on: settings.music)
        let installed = languages ?? LanguageBanks(beside: bankFolder, loaded: (library as? BankLibrary)?.bank)
        if outlivesTerminal, let bank { BackgroundPreload.start(bank) }
        // Results go to the school server in the background; a temporary store's would be gone before they could.
        let sync = records.problem == nil ? SchoolSync.agent(settings, store: store) : nil
        defer { sync?.stop() }
        let seed = seed ?? UInt64.random(in: 0...UInt64.max)
        // The bank's lessons on a driver of their own: the one it starts with, and each language `l` switches to.
        func makeDriver(playing library: (any CueLibrary)?) -> LessonDriver {
            parts.driver(playing: library, choices: choices, journal: journal, seed: seed, exactFrames: false)
        }
        let driver = makeDriver(playing: library)

        var configuration = UIConfiguration()
        configuration.kiosk = kiosk
        configuration.outlivesTerminal = outlivesTerminal
        configuration.start = start
        configuration.idleSeconds = settings.idleSeconds
        if let chord = KeyChord(settings.operatorChord) {
            configuration.operatorChord = chord
        } else {
            notices.append("settings: kiosk.operator_chord \"\(settings.operatorChord)\" is not a chord; using ctrl-o ctrl-p")
        }
        configuration.volume = VolumeControl(level: Self.volume(settings, kept: store), cap: Self.volumeLimit(settings, kept: store))
        configuration.musicOn = settings.music
        let language = settings.language ?? bank?.bank.language ?? Catalogue.reference
        // The kiosk reads its texts again at each change of language.
        let catalogueReads = CatalogueReads()
        let (texts, textProblems) = KioskLanguage.texts(language, bankFolder: bankFolder, reads: catalogueReads)
        notices += textProblems.map { "screen texts: \($0)" }
        configuration.texts = texts
        var window: (any FrontEnd)?
        if case .window(let open) = shownOn {
            do {
                window = try open(kiosk, texts.text("app.name"))
            } catch {
                Log.main.notice("no window: \(error); the terminal shows the screens")
                notices.append("no window: \(error)")
                guard !(device is ProcessTerminal) || isatty(STDIN_FILENO) == 1 else {
                    throw ExitError("no window (\(error)), and no terminal on standard input to show the screens on")
                }
            }
        }
        configuration.notice = notices.first

        let log = try eventLog.map(EventLogFile.init(path:))
        var services = UIServices()
        services.records = { Dictionary(uniqueKeysWithValues: Subject.allCases.map { ($0, journal.best(for: $0)) }) }
        services.recordHolders = journal.recordHolders
        services.gamesPlayed = journal.gamesPlayed
        services.resetRecords = { try store.reset(subject: nil, profile: journal.profile) }
        services.roster = KioskRoster(store: store, journal: journal, settings: settings, fixed: records.profile)
        services.sound = sound
        let statusLine = StatusLineLog()
        services.status = { statusLine.message }
        services.notice = { journal.unsavedNotice().map { "records: \($0)" } }
        configuration.language = bank?.bank.language ?? language
        services.languages = installed.banks.map(\.language)
        configuration.switchesLanguage = services.languages.count > 1
        services.openLanguage = { code in
            guard let next = installed.banks.first(where: { $0.language == code })?.bank else { return nil }
            return (makeDriver(playing: BankLibrary(bank: next, cache: engine.clips)),
                    KioskLanguage.texts(code, bankFolder: bankFolder, reads: catalogueReads).texts)
        }
        services.keepLanguage = { code in
            do { try store.set(.language, to: code) } catch { Log.main.warning("the language could not be kept: \(error)") }
        }
        services.log = { record in
            journal.observe([record])
            log?.append(EventLogWriter.text(of: [record], format: engine.format))
        }
        // A line printed now would land in the middle of the screen: the title bar shows it instead.
        TerminalLogHandler.divert(to: statusLine)
        let (colors, emoji) = Terminal.capabilities(environment: environment, emoji: settings.emoji)
        let frontEnd = window ?? TerminalFrontEnd(device: device, colors: colors, emoji: emoji)
        let loop = UILoop(driver: driver, configuration: configuration, services: services, frontEnd: frontEnd)
        let exit = loop.run()
        TerminalLogHandler.divert(to: nil)
        journal.close(at: loop.now)
        if case .terminalLost = exit { Log.main.notice("the terminal went away") }
        return exit
    }

    /// The volume: the configuration's `audio.volume_db` where it sets one, else the one last set with `+` and `-` on
    /// this kiosk (which the limit then holds), else the default.
    private static func volume(_ settings: Settings, kept store: RecordStore) -> Double {
        let kept = (try? store.value(of: .volume)).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
        return settings.choosing(\.volume, at: "audio.volume_db", over: kept ?? settings.volume)
    }

    /// The highest level `+` reaches: the configuration's `audio.volume_limit_db` where it sets one, else the limit the
    /// operator last set on this kiosk, else 0 dB (or the configured volume, if higher).
    private static func volumeLimit(_ settings: Settings, kept store: RecordStore) -> Double {
        let kept = (try? store.value(of: .volumeLimit)).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
        return settings.choosing(\.volumeLimit, at: "audio.volume_limit_db",
                                 over: kept.map { min(0, max(VolumeControl.lowest, $0)) } ?? max(0, settings.volume))
    }
}

/// An event log file kept open and appended to line by line, so a crash loses nothing already logged.
final class EventLogFile {
    private let handle: FileHandle

    /// Opens (creating) `path` for appending.
    init(path: String) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) || manager.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else { throw ExitError("\(path): cannot be written") }
        handle.seekToEndOfFile()
        self.handle = handle
    }

    /// Appends `text` as it is.
    func append(_ text: String) {
        handle.write(Data(text.utf8))
    }
}
