import Texts
/// What the UI loop shows its screens on and takes keys from: a terminal (`TerminalFrontEnd`), or a window.
///
/// The loop decides what a screen shows (a `ScreenModel`) and what a key does; a front end only draws the one and
/// gives the other. Called on the UI loop's thread only; its clock is the loop's, so a test's front end moves time
/// only as far as its waits go.
public protocol FrontEnd: AnyObject {
    /// Seconds on a clock that never goes back.
    var now: Double { get }
    /// Takes the display over and starts catching the signals a UI answers: in `kiosk` mode the keys that send
    /// signals (Ctrl-C, Ctrl-\, Ctrl-Z) do nothing.
    func enter(kiosk: Bool)
    /// Gives the display back as it was.
    func leave()
    /// Waits up to `timeout` seconds for keys, a signal ending the wait early; nil when the display went away.
    func keys(waiting timeout: Double) -> [Key]?
    /// The signals caught since the last call, in order.
    func signals() -> [Int32]
    /// Shows `model` in `texts`' language, drawing only what changed since the last one shown.
    func show(_ model: ScreenModel, texts: Catalogue)
    /// Draws everything afresh at the next `show`: the display was resized or came back.
    func invalidate()
    /// Sleeps until a signal arrives or a while passes, then tries to take a lost display back; whether it did.
    func reopen() -> Bool
}
