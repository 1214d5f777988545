import Lessons

/// What a key asks the UI to do.
public enum UIAction: Hashable, Sendable {
    /// Hand an input to the screen's session or menu.
    case input(Input)
    /// Move the menu highlight by this many choices.
    case move(Int)
    /// Open the highlighted menu choice.
    case choose
    /// Open another screen directly (a game's challenge).
    case open(Screen)
    /// Switch the background music on or off.
    case toggleMusic
    /// Raise (+1) or lower (-1) the volume by one step.
    case volume(Int)
    /// Switch to the next installed bank's language: its voices, words and screen texts (main menu, `l`).
    case nextLanguage
    /// Ask who is playing now, so the next child takes the kiosk (main menu, `p`).
    case choosePlayer
    /// Leave the program (outside kiosk mode only).
    case quit
    /// Nothing: a key with no use here.
    case none
}
