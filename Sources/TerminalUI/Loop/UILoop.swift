import Conductor
import Glibc
import Lessons
import Texts

/// The full-screen program: reads keys (waking every `tick` while something runs by itself, every `idleTick` while
/// nothing does), feeds the driver the front end's clock,
/// handles kiosk rules (operator chord, idle return, a lost display), and has the front end show each frame.
///
/// Runs on the thread that calls `run`; owns the front end and the driver while it runs. Its time is the front end's
/// only, so a test's terminal plays a 90 s idle return in milliseconds.
public final class UILoop {
    private var driver: LessonDriver
    /// The screens' texts, in the language of the bank playing.
    private var texts: Catalogue
    private let configuration: UIConfiguration
    private let services: UIServices
    private let frontEnd: any FrontEnd
    private let keyMap: KeyMap
    private var chord: KeyChord
    private var presentation: Presentation
    private var lastActivity = 0.0
    /// When the terminal was lost (monotonic seconds), while a kiosk that outlives it waits for it; nil with a terminal.
    private var lostAt: Double?
    /// Seconds spent without a terminal, which the lessons' clock skips: they pause with the sound.
    private var pausedSeconds = 0.0
    private let startTime: Double
    /// Whether the operator added, renamed or removed a child since the operator menu opened.
    private var rosterChanged = false
    /// The language playing, and the kiosk's own, which the next child gets back after a child's `l`.
    private var language: String
    private var kioskLanguage: String

    /// A loop showing `driver`'s screens on `frontEnd` with `configuration`, using `services` for records, sound state
    /// and logging.
    public init(driver: LessonDriver, configuration: UIConfiguration, services: UIServices = UIServices(),
                frontEnd: any FrontEnd = TerminalFrontEnd()) {
        self.driver = driver
        self.frontEnd = frontEnd
        startTime = frontEnd.now
        self.configuration = configuration
        self.services = services
        keyMap = KeyMap(kiosk: configuration.kiosk)
        chord = configuration.operatorChord
        presentation = Presentation(configuration: configuration)
        texts = configuration.texts
        language = configuration.language
        kioskLanguage = configuration.language
    }

    /// Runs until quit, a terminating signal, or a lost terminal (unless it outlives it); the terminal is restored on return.
    public func run() -> UIExit {
        frontEnd.enter(kiosk: configuration.kiosk)
        defer { frontEnd.leave() }
        services.sound.setMusic(presentation.musicOn)
        services.sound.setVolume(presentation.volume.level)
        record(driver.open(configuration.start, at: now))
        seat()
        while true {
            if let exit = handleSignals() { return exit }
            if let exit = readKeys() { return exit }
            record(driver.advance(to: now))
            returnWhenIdle()
            draw()
        }
    }

    // MARK: - Time

    /// Seconds since the loop was made, not counting time without a terminal: the clock of every event it records, so
    /// what is still open when `run` returns is closed at it.
    public var now: Double { (lostAt ?? frontEnd.now) - startTime - pausedSeconds }

    // MARK: - Input

    private func handleSignals() -> UIExit? {
        for signal in frontEnd.signals() {
            switch signal {
            case SIGWINCH: frontEnd.invalidate()
            case SIGHUP where configuration.outlivesTerminal: loseTerminal()
            default: return .signal(signal)
            }
        }
        return nil
    }

    private func readKeys() -> UIExit? {
        if lostAt != nil {
            waitForTerminal()
            return nil
        }
        guard let keys = frontEnd.keys(waiting: wait) else {
            guard configuration.outlivesTerminal else { return .terminalLost }
            loseTerminal()
            return nil
        }
        for key in keys {
            if let exit = handle(key) { return exit }
        }
        return nil
    }

    /// How long to wait for a key: a menu with only music playing needs no clock until something happens.
    private var wait: Double {
        let idle = !driver.awaitsTime && !services.sound.awaitsEnd && !presentation.animates(at: now)
        return idle ? configuration.idleTick : configuration.tick
    }

    // MARK: - Without a terminal

    /// A deployed kiosk without a terminal: nobody can see or answer it, so it falls silent and its lessons pause.
    private func loseTerminal() {
        guard lostAt == nil else { return }
        lostAt = frontEnd.now
        services.sound.pause(true)
    }

    /// Sleeps until a signal arrives or a while passes, then tries to take the terminal back; near no CPU meanwhile.
    private func waitForTerminal() {
        guard let lost = lostAt, frontEnd.reopen() else { return }
        pausedSeconds += frontEnd.now - lost
        lostAt = nil
        frontEnd.invalidate()
        services.sound.pause(false)
    }

    private func handle(_ key: Key) -> UIExit? {
        let time = now
        lastActivity = time
        presentation.notice = nil
        if configuration.kiosk, chord.press(key, at: time) {
            presentation.operatorMenu = OperatorMenu(cap: presentation.volume.cap, language: kioskLanguage,
                                                     languages: services.languages, players: services.roster?.players() ?? [])
            presentation.operatorMenu?.removedPlayers = services.roster?.removedPlayers() ?? []
            rosterChanged = false
            return nil
        }
        if presentation.operatorMenu != nil { return operate(key) }
        let screen = driver.screen
        let action = keyMap.action(for: key, on: screen)
        if presentation.chooser != nil {
            if action == .quit { return .quit }
            if let name = presentation.chooser?.press(key) { take(name) }
            return nil
        }
        switch action {
        case .input(let input): record(driver.handle(input, at: time))
        case .move(let offset): presentation.move(on: screen, by: offset)
        case .choose: record(driver.handle(.key(String(presentation.selection(on: screen) + 1)), at: time))
        case .open(let target): record(driver.open(target, at: time))
        case .toggleMusic:
            setMusic(!presentation.musicOn)
            services.roster?.keepMusic(presentation.musicOn)
        case .volume(let steps):
            presentation.volume.change(by: steps)
            services.sound.setVolume(presentation.volume.level)
            services.roster?.keepVolume(presentation.volume.level)
        case .nextLanguage:
            let languages = services.languages
            if let index = languages.firstIndex(of: language) ?? languages.indices.last {
                play(languages[(index + 1) % languages.count], at: time)
            }
        case .choosePlayer:
            if presentation.handsOver { askWhoIsPlaying() }
        case .quit: return .quit
        case .none: break
        }
        return nil
    }

    /// Hands the screens to `code`'s driver: what the old one plays stops, the new one opens the main menu. A child's
    /// `l` lasts until the next child: the kiosk's language is the operator's.
    private func play(_ code: String, at time: Double) {
        guard code != language, let next = services.openLanguage(code) else { return }
        driver.stopSound()
        next.driver.letterCase = driver.letterCase
        driver = next.driver
        texts = next.texts
        language = code
        record(driver.open(.main, at: time))
    }

    private func operate(_ key: Key) -> UIExit? {
        guard var menu = presentation.operatorMenu else { return nil }
        let command = menu.press(key)
        presentation.operatorMenu = menu
        switch command {
        case .quit?: return .quit
        case .close?:
            presentation.operatorMenu = nil
            if rosterChanged { reseat() }
        case .setCap(let cap)?:
            presentation.volume.setCap(cap)
            services.sound.setVolume(presentation.volume.level)
            services.roster?.keepVolumeLimit(cap)
        case .setLanguage(let code)?:
            kioskLanguage = code
            services.keepLanguage(code)
            play(code, at: now)
        case .addPlayer(let player)?:
            changeRoster(.init("operator.added", ["name": player.name])) { try $0.add(player) }
        case .changePlayer(let name, let player)?:
            changeRoster(.init("operator.changed", ["name": player.name])) { try $0.change(name, to: player) }
        case .removePlayer(let name)?:
            changeRoster(.init("operator.removed", ["name": name])) { try $0.remove(name) }
        case .restorePlayer(let player)?:
            changeRoster(.init("operator.restored", ["name": player.name])) { try $0.restore(player.name) }
        case .resetRecords?:
            do {
                try services.resetRecords()
                refreshRecords()
                presentation.operatorMenu?.message = .init("operator.reset_done")
            } catch {
                presentation.operatorMenu?.message = .init("operator.reset_failed", ["error": "\(error)"])
            }
        case nil: break
        }
        return nil
    }

    /// Applies an operator's change to the children and shows what came of it; the menu lists them afresh.
    private func changeRoster(_ done: OperatorMenu.Message, _ change: (any PlayerRoster) throws -> Void) {
        guard let roster = services.roster else { return }
        do {
            try change(roster)
            presentation.operatorMenu?.message = done
            rosterChanged = true
        } catch {
            presentation.operatorMenu?.message = .init("operator.failed", ["error": "\(error)"])
        }
        presentation.operatorMenu?.players = roster.players()
        presentation.operatorMenu?.removedPlayers = roster.removedPlayers()
        presentation.operatorMenu?.showList()
    }

    // MARK: - Who is playing

    /// The child who plays without asking takes the kiosk; otherwise the kiosk asks who is playing.
    private func seat() {
        guard let roster = services.roster else { return }
        presentation.handsOver = roster.seated() == nil && !roster.players().isEmpty
        if let name = roster.seated() { take(name) } else { askWhoIsPlaying() }
    }

    /// After the operator changed the children: the child playing plays on (under a new name or picture, if changed)
    /// unless they were removed, or the kiosk now asks and nobody was chosen.
    private func reseat() {
        guard let roster = services.roster else { return }
        let players = roster.players()
        presentation.handsOver = roster.seated() == nil && !players.isEmpty
        if roster.seated() == nil, let player = players.first(where: { $0.name == roster.playing() }) {
            presentation.player = player
        } else {
            seat()
        }
    }

    /// Also on the main menu's `p`: the next child says who they are at once, not after the idle return.
    private func askWhoIsPlaying() {
        presentation.chooser = PlayerChooser(players: services.roster?.players() ?? [])
        presentation.player = nil
    }

    /// `name` plays from now on: their records and games played show, their music and letter case come back.
    private func take(_ name: String) {
        guard let roster = services.roster else { return }
        let choices = roster.choose(name)
        presentation.chooser = nil
        play(kioskLanguage, at: now)
        presentation.player = roster.players().first { $0.name == name }
        setMusic(choices.musicOn)
        driver.letterCase = choices.letterCase
        refreshRecords()
        presentation.gamesPlayed = services.gamesPlayed()
    }

    private func setMusic(_ on: Bool) {
        presentation.musicOn = on
        services.sound.setMusic(on)
    }

    // MARK: - Kiosk idle return

    private func returnWhenIdle() {
        // A screen its kind holds (a set timer, running or paused; a story read aloud) is never thrown back to the menu.
        if driver.screen.screenActivity?.holdsIdleKiosk(driver.state, playing: driver.isPlaying) == true { lastActivity = now }
        guard configuration.kiosk, now - lastActivity >= configuration.idleSeconds else { return }
        lastActivity = now
        presentation.resetSelections()
        // With several children the next one to come says who they are; the one who left is not asked again.
        let asks = presentation.chooser == nil && services.roster.map { $0.seated() == nil } == true
        let foreign = language != kioskLanguage
        guard driver.screen != .main || presentation.operatorMenu != nil || asks || foreign else { return }
        presentation.operatorMenu = nil
        driver.stopSound()
        if foreign { play(kioskLanguage, at: now) } else { record(driver.open(.main, at: now)) }
        if asks { askWhoIsPlaying() }
    }

    // MARK: - Output

    private func refreshRecords() {
        presentation.records = services.records()
        presentation.recordHolders = services.recordHolders()
    }

    private func record(_ records: [LessonDriver.Record]) {
        for entry in records {
            services.log(entry)
            if case .event(.caseToggled(let letterCase), _) = entry.entry { services.roster?.keepLetterCase(letterCase) }
            if presentation.apply(entry) {
                refreshRecords()
                presentation.gamesPlayed = services.gamesPlayed()
            }
        }
        if !records.isEmpty, let notice = services.notice() { presentation.notice = notice }
    }

    private func draw() {
        guard lostAt == nil else { return }
        let problem = services.sound.problem
        presentation.observeSound(problem: problem, at: now)
        frontEnd.show(presentation.model(for: driver.state, soundProblem: problem, status: services.status(), at: now),
                      texts: texts)
    }
}
