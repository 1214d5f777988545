import Lessons
import Texts

/// How the UI loop behaves; the defaults are a kiosk's, callers change only what they need.
public struct UIConfiguration: Sendable {
    /// Kiosk mode: signal keys do nothing, the operator chord opens the operator menu, idle returns to the main menu.
    public var kiosk = true
    /// A deployed kiosk (the systemd unit): a hang-up or a lost terminal does not end the run; it pauses, silent and
    /// asleep, until the terminal can be opened again. Otherwise losing the terminal ends the run, as closing a window should.
    public var outlivesTerminal = false
    /// Seconds without a key before any screen returns to the main menu (kiosk mode).
    public var idleSeconds = 90.0
    /// The chord that opens the operator menu.
    public var operatorChord = KeyChord.standard
    /// The starting volume and its cap.
    public var volume = VolumeControl()
    /// Whether the music starts unmuted.
    public var musicOn = true
    /// The first screen.
    public var start = Screen.main
    /// Whether another language's bank is installed, so `l` on the main menu switches to it and the footer says so.
    public var switchesLanguage = false
    /// The kiosk's language (its bank's), which a child's `l` changes for that child only and the operator for good.
    public var language = Catalogue.reference
    /// A message for grown-ups (a bad setting) shown until the first key.
    public var notice: String?
    /// The screens' texts in the child's language (`CatalogueFile.load`); without one, screens show their texts' keys.
    public var texts = Catalogue(language: Catalogue.reference, entries: [:])
    /// How long one wait for keys lasts while something runs by itself (a lesson's clock, a clip playing), in seconds;
    /// also how often time is advanced then.
    public var tick = 0.02
    /// How long one wait for keys lasts while nothing but looping music runs (a menu left alone): a key, a signal or
    /// a resize still ends it at once, so only the status line and idle return wait this long.
    public var idleTick = 1.0

    /// The defaults.
    public init() {}
}
