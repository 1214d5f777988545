import Lessons

/// Everything one frame shows: the session's state plus what only the UI knows (highlight, sound, notices).
public struct ScreenModel: Equatable, Sendable {
    /// The open screen's session state (menus: a bare state naming the screen).
    public var state: SessionState
    /// The highlighted choice on a menu, from 0.
    public var selection = 0
    /// The challenge records per subject, for the records screen.
    public var records: [Subject: Int] = [:]
    /// Who set each record, shown beside it; a subject without a named holder shows the score alone.
    public var recordHolders: [Subject: String] = [:]
    /// Games played by the profile as the store counts them, by game screen (`count`, `memory/animals`; a bare
    /// `memory` from before categories were counted), shown on the game tiles.
    public var gamesPlayed: [String: Int] = [:]
    /// Whether the background music is on.
    public var musicOn = true
    /// The master volume, dB.
    public var volume = 0.0
    /// Why no sound is heard, when none is.
    public var soundProblem: String?
    /// The program's latest message for the grown-ups (a log line, in the log's words): the title bar says one waits
    /// and the operator menu shows it; the children's screens never do (outside a kiosk it is written to the terminal
    /// after the screens).
    public var status: String?
    /// Whether the sound came back a moment ago, after it was lost, which the title bar says.
    public var soundBack = false
    /// A message for the grown-ups (a bad setting), shown until the first key.
    public var notice: String?
    /// Whether `l` on the main menu switches to another installed language (`UIConfiguration.switchesLanguage`).
    public var switchesLanguage = false
    /// The operator menu, when open over the screen.
    public var operatorMenu: OperatorMenu?
    /// Whether the kiosk asks who is playing, so the main menu offers `p` to hand it to the next child.
    public var handsOver = false
    /// The "who is playing?" screen, when shown over the main menu.
    public var chooser: PlayerChooser?
    /// The child playing, named in the title bar; nil for the unnamed default profile.
    public var player: Player?

    /// A right or wrong answer a moment ago, while a window's short animation of it plays; nil otherwise.
    public var reaction: Reaction?

    /// How an answer went and how far its animation has gone, from 0 (just answered) towards 1 (over).
    public struct Reaction: Equatable, Sendable {
        public var right: Bool
        public var progress: Double

        /// A right (or wrong) answer's animation at `progress`.
        public init(right: Bool, progress: Double) {
            self.right = right
            self.progress = progress
        }
    }

    /// The model of a screen with nothing shown yet.
    public init(state: SessionState) {
        self.state = state
    }
}
