/// Why the UI loop ended.
public enum UIExit: Equatable, Sendable {
    /// The operator (kiosk) or the user (Ctrl-C elsewhere) quit.
    case quit
    /// A terminating signal arrived (SIGTERM; SIGHUP unless the kiosk outlives its terminal; SIGINT outside kiosk mode).
    case signal(Int32)
    /// The terminal went away (unless the kiosk outlives its terminal).
    case terminalLost
}
