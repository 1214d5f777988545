import Conductor
import Lessons

/// What the UI keeps beside the session: menu highlights, records and games played for the menus, music, volume,
/// notices and the operator menu; updated from the driver's records.
struct Presentation {
    private var selections: [Screen: Int] = [:]
    var records: [Subject: Int] = [:]
    var recordHolders: [Subject: String] = [:]
    var gamesPlayed: [String: Int] = [:]
    var musicOn: Bool
    var volume: VolumeControl
    var notice: String?
    var operatorMenu: OperatorMenu?
    var chooser: PlayerChooser?
    var player: Player?
    /// Whether the kiosk asks who is playing (`PlayerRoster.seated` is nil), so the next child may take it.
    var handsOver = false
    let switchesLanguage: Bool
    /// Whether sound was heard since the start, so that a sound server that comes back is told, not the first connection.
    private var soundHeard = false
    private var soundLost = false
    /// Until when the title bar says the sound is back (loop seconds).
    private var soundBackUntil = -Double.infinity
    /// How long "sound is back" stays in the title bar.
    static let soundBackSeconds = 15.0
    /// The last answer scored (right or not) and when, for its animation.
    private var answered: (right: Bool, at: Double)?
    /// How long an answer's animation lasts: short, under the praise or the "try again" that plays meanwhile.
    static let reactionSeconds = 0.4

    init(configuration: UIConfiguration) {
        switchesLanguage = configuration.switchesLanguage
        musicOn = configuration.musicOn
        volume = configuration.volume
        notice = configuration.notice
    }

    /// The highlighted choice on `screen`.
    func selection(on screen: Screen) -> Int { selections[screen] ?? 0 }

    /// Moves the highlight on `screen` by `offset`, wrapping around its choices.
    mutating func move(on screen: Screen, by offset: Int) {
        let count = screen.children.count
        guard count > 0 else { return }
        selections[screen] = ((selection(on: screen) + offset) % count + count) % count
    }

    /// Forgets every highlight (idle return: the next child starts afresh).
    mutating func resetSelections() {
        selections = [:]
    }

    /// Notes a screen entered, keeping its parent's highlight on it; true when the records screen, the main menu or a menu of games (the
    /// memory categories, the story menu) was entered and needs its figures (records, games played).
    mutating func apply(_ record: LessonDriver.Record) -> Bool {
        if case .event(.activity(let event), _) = record.entry, let answer = event.answer {
            answered = (answer.result == .hit, record.time)
        }
        guard case .event(.screenEntered(let screen), _) = record.entry else { return false }
        // Coming back up the tree, the highlight stays on the screen just left.
        if let parent = screen.parent, let index = parent.children.firstIndex(of: screen) { selections[parent] = index }
        return screen == .records || screen == .main || screen.children.contains(where: \.countsGamesPlayed)
    }

    /// Whether an answer's animation plays at `time`, so the screen is drawn often enough to show it.
    func animates(at time: Double) -> Bool {
        answered.map { time - $0.at < Self.reactionSeconds } ?? false
    }

    /// Notes whether sound is heard at `time`: sound lost after it was heard, then heard again, is "back" for a while.
    mutating func observeSound(problem: String?, at time: Double) {
        if problem == nil {
            if soundLost { soundBackUntil = time + Self.soundBackSeconds }
            soundHeard = true
            soundLost = false
        } else if soundHeard {
            soundLost = true
            soundBackUntil = -.infinity
        }
    }

    /// The frame's model for the session state shown at `time`.
    func model(for state: SessionState, soundProblem: String?, status: String?, at time: Double) -> ScreenModel {
        var model = ScreenModel(state: state)
        model.selection = selection(on: state.screen)
        model.records = records
        model.recordHolders = recordHolders
        model.gamesPlayed = gamesPlayed
        model.musicOn = musicOn
        model.volume = volume.level
        model.soundProblem = soundProblem
        model.status = status
        model.soundBack = soundProblem == nil && time < soundBackUntil
        if let answered, animates(at: time) {
            model.reaction = .init(right: answered.right, progress: max(0, time - answered.at) / Self.reactionSeconds)
        }
        model.notice = notice
        model.operatorMenu = operatorMenu
        model.chooser = chooser
        model.player = player
        model.handsOver = handsOver
        model.switchesLanguage = switchesLanguage
        return model
    }
}
