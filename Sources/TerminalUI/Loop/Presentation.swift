import Conductor
import Lessons

/// What the UI keeps beside the session: menu highlights, the last answer, the end-of-game banner,
/// music, volume, notices and the operator menu; updated from the driver's records.
struct Presentation {
    private var selections: [Screen: Int] = [:]
    var banner: ScreenModel.Banner?
    var feedback: ScreenModel.Feedback?
    var records: [Subject: Int] = [:]
    var recordHolders: [Subject: String] = [:]
    var gamesPlayed: [String: Int] = [:]
    var musicOn: Bool
    var volume: VolumeControl
    var notice: String?
    var operatorMenu: OperatorMenu?
    var chooser: PlayerChooser?
    var player: Player?
    let switchesLanguage: Bool

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

    /// Notes what an event means for the screen; true when the records screen, the main menu or a menu of games (the
    /// memory categories, the story menu) was entered and needs its figures (records, games played).
    mutating func apply(_ record: LessonDriver.Record) -> Bool {
        guard case .event(let event, _) = record.entry else { return false }
        switch event {
        case .screenEntered(let screen):
            banner = nil
            feedback = nil
            // Coming back up the tree, the highlight stays on the screen just left.
            if let parent = screen.parent, let index = parent.children.firstIndex(of: screen) { selections[parent] = index }
            return screen == .records || screen == .main || screen.children.contains(where: \.countsGamesPlayed)
        case .questionAsked:
            banner = nil
            feedback = nil
        case .answerRight:
            feedback = .right
        case .answerWrong(_, _, let correct), .timeout(_, let correct):
            feedback = .wrong(correct: correct.answerKey)
        case .gameOver(let hits):
            banner = .gameOver(hits: hits)
        case .newRecord(_, let hits):
            banner = .newRecord(hits: hits)
        default:
            break
        }
        return false
    }

    /// The frame's model for the session state shown.
    func model(for state: SessionState, soundProblem: String?, status: String?) -> ScreenModel {
        var model = ScreenModel(state: state)
        model.selection = selection(on: state.screen)
        model.banner = banner
        model.feedback = feedback
        model.records = records
        model.recordHolders = recordHolders
        model.gamesPlayed = gamesPlayed
        model.musicOn = musicOn
        model.volume = volume.level
        model.soundProblem = soundProblem
        model.status = status
        model.notice = notice
        model.operatorMenu = operatorMenu
        model.chooser = chooser
        model.player = player
        model.switchesLanguage = switchesLanguage
        return model
    }
}
