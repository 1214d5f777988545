/// An event's kind without its values: the name the conductor logs and its cue table is keyed by, so a cue
/// written for a misspelt event does not compile. A registered kind's events name themselves (`ActivityEvent`).
public enum EventKind: String, CaseIterable, Sendable {
    /// `Event.screenEntered`.
    case screenEntered = "screen_entered"
    /// `Event.screenLeft`.
    case screenLeft = "screen_left"
    /// `Event.helpRequested`.
    case helpRequested = "help_requested"
    /// `Event.caseToggled`.
    case caseToggled = "case_toggled"
    /// `Event.ignored`.
    case ignored
}
