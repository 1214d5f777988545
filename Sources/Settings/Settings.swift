/// Everything an operator can configure, with the defaults a kiosk starts on.
public struct Settings: Sendable, Equatable {
    /// The sound bank folder; nil means the bundled Catalan bank.
    public var bank: String?
    /// The records database; nil means the XDG data folder.
    public var store: String?
    /// The player profile records belong to.
    public var profile = "default"
    /// Loudest output level allowed, dBFS (children's ears).
    public var maxLevel = -3.0
    /// Master volume, dB.
    public var volume = 0.0
    /// The highest master volume `+` reaches at the kiosk, dB (below `maxLevel`, the room's cap, which the limiter holds).
    public var volumeLimit = 0.0
    /// Music bus volume, dB.
    public var musicVolume = -6.0
    /// Whether background music plays.
    public var music = true
    /// How far the music drops under voices, dB.
    public var duckDepth = -12.0
    /// Target output latency, milliseconds.
    public var latencyMilliseconds = 20.0
    /// The sink to play on, by its server name; nil for the server's default sink.
    public var sink: String?
    /// Seconds per challenge question.
    public var challengeSeconds = 9
    /// Lives per challenge.
    public var lives = 3
    /// Whether running out of time ends the challenge at once (the original app's behaviour).
    public var timeoutEndsGame = false
    /// Seconds without a key before any screen returns to the main menu.
    public var idleSeconds = 90.0
    /// The key chord that opens the operator menu in kiosk mode.
    public var operatorChord = "ctrl-o ctrl-p"
    /// The language of the screens' texts (`ca`, `es`, `en`); nil to follow the bank's `language`.
    public var language: String?
    /// Whether pictures may be drawn as emoji; false shows their text fallbacks even where the terminal has emoji.
    public var emoji = true
    /// Where the screens are shown: `auto` (a window where there is a display, else the terminal), `window` or
    /// `terminal`.
    public var display = "auto"
    /// What `display` may be.
    public static let displays = ["auto", "window", "terminal"]
    /// The school server this kiosk sends its results to (http:// or https://); nil to keep them on this machine only.
    public var syncServer: String?
    /// This kiosk's token on the school server (`educat server add-kiosk` prints it).
    public var syncToken: String?
    /// The certificate authorities (PEM) an https:// school server's certificate is checked against, for a school
    /// that signs its own; nil for the system's.
    public var syncCAFile: String?
    /// Seconds between two sends of the outbox while the server answers.
    public var syncInterval = 30.0
    /// Games (and activities) per batch sent to the school server.
    public var syncBatchSize = 200
    /// The school server's PostgreSQL address (postgres://…), for `educat server`.
    public var serverDatabase: String?
    /// Where `educat server` listens, host:port; HTTPS belongs to a reverse proxy in front of it.
    public var serverListen = "127.0.0.1:8080"
    /// The language of the school server's report pages (`ca`, `es`, `en`); nil to follow each teacher's browser.
    public var serverLanguage: String?

    /// Where each value that a file or the environment set came from, by its dotted path (`audio.music`): a file's
    /// path or `environment EDUCAT_AUDIO_MUSIC`. What is not here keeps its default, which a kiosk's stored choice may
    /// replace; what is here wins over it.
    public var setBy: [String: String] = [:]

    /// The defaults.
    public init() {}

    /// Whether a file or the environment set the value at `path` (`audio.music`), so it wins over a stored choice.
    public func isExplicit(_ path: String) -> Bool {
        setBy[path] != nil
    }

    /// The value at `keyPath` (`path` in the file) where a file or the environment set it, else `kept` (what a kiosk
    /// kept of a child's or the operator's choice), else this default.
    public func choosing<Value>(_ keyPath: KeyPath<Settings, Value>, at path: String, over kept: Value?) -> Value {
        isExplicit(path) ? self[keyPath: keyPath] : kept ?? self[keyPath: keyPath]
    }
}
