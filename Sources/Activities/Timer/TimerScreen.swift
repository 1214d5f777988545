import Lessons
import TerminalUI
import Texts

extension ActivityTimer: ScreenActivity {
    /// An hourglass (`⧗`), as the catalogue's `icon.timer`, which the main menu's tile takes.
    public static let icon = "⧗"

    public static func hints(on screen: Screen) -> [(key: String, action: String)] {
        [("key.enter", "hint.set_start_pause"), ("key.up_down", "hint.minutes"), ("key.left_right", "hint.hours"),
         ("1-9", "hint.activity")]
    }

    /// Backspace goes back from the countdown to setting, Esc home, as the design's back and home buttons.
    public static let escapeGoesHome = true

    public static func picture(of screen: Screen) -> String? { "⏲️" }

    /// Setting (the activities and the duration), counting (the time left big and a rabbit on its track) or finished.
    public static func pieces(for state: SessionState, emoji: Bool, texts: Catalogue) -> [Piece] {
        guard let timer = state.activity?.value(as: TimerView.self) else { return [] }
        return TimerPieces(timer: timer, emoji: emoji, texts: texts).pieces
    }

    /// Digits pick the activity, up/down set minutes and right/left hours, Enter sets the timer, starts and pauses it.
    public static func action(for key: Key, on screen: Screen) -> UIAction {
        switch key {
        case .up: .input(TimerAction.adjust.input(1))
        case .down: .input(TimerAction.adjust.input(-1))
        case .right: .input(TimerAction.adjust.input(60))
        case .left: .input(TimerAction.adjust.input(-60))
        case .enter, .character(" "): .input(.ask)
        case .character(let character) where character.isNumber: .input(.key(String(character)))
        default: .none
        }
    }

    /// A set timer, running or paused, is waited on for as long as it lasts: never thrown back to the menu.
    public static func holdsIdleKiosk(_ state: SessionState, playing: Bool) -> Bool {
        state.activity?.value(as: TimerView.self)?.isCounting == true
    }
}
