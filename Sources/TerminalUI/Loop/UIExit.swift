/// Why the UI loop ended.
public enum UIExit: Equatable, Sendable {
    /// The operator (kiosk) or the user (Ctrl-C elsewhere) quit.
    case quit
    /// A terminating signal arrived (SIGTERM; SIGINT and SIGHUP outside kiosk mode).
    case signal(Int32)
    /// The terminal went away outside kiosk mode.
    case terminalLost
}
