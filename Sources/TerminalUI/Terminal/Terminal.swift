import Glibc

/// The controlling terminal in full-screen mode: raw keys, alternate screen, hidden cursor; restored on
/// every way out (normal exit, `atexit`, crash signals, and the loop's own handling of SIGTERM and SIGHUP).
///
/// Used from the UI loop's thread only.
public final class Terminal {
    /// What a read found.
    public enum ReadResult: Equatable {
        /// Bytes typed.
        case bytes([UInt8])
        /// Nothing within the timeout (or only signals, which `SignalTrap` holds).
        case nothing
        /// The terminal hung up or is gone.
        case lost
    }

    /// The device path of the terminal, to reopen it after a hang-up.
    private let path: String?
    private var entered = false

    /// The terminal on standard input and output.
    public init() {
        path = ttyname(STDIN_FILENO).map { String(cString: $0) }
    }

    /// Whether standard input is a terminal at all.
    public var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Raw mode (no echo, no line editing, no signal keys), alternate screen, no cursor, no wrapping.
    public func enter() {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
        TerminalRestore.arm(with: settings)
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | ISTRIP | BRKINT)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J")
        entered = true
    }

    /// Puts the terminal back as it was before `enter`.
    public func leave() {
        guard entered else { return }
        entered = false
        TerminalRestore.restoreNow()
    }

    /// Columns and rows, from the kernel; 80 × 24 when it does not say.
    public var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes text; errors (a vanished terminal) are ignored, the loop notices on reading.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Waits up to `timeout` seconds for keys or a signal.
    public func read(timeout: Double) -> ReadResult {
        var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: SignalTrap.readEnd, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, nfds_t(fds.count), Int32(timeout * 1_000))
        guard ready > 0 else { return .nothing }
        let events = Int32(fds[0].revents)
        if events & Int32(POLLIN) == 0 {
            return events & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 ? .lost : .nothing
        }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
        if count > 0 { return .bytes(Array(buffer.prefix(count))) }
        if count < 0, errno == EINTR || errno == EAGAIN { return .nothing }
        return .lost
    }

    /// After a hang-up, tries to open the terminal device again and take it back; true when it worked.
    public func reopen() -> Bool {
        guard let path else { return false }
        let descriptor = open(path, O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard isatty(descriptor) == 1, dup2(descriptor, STDIN_FILENO) >= 0, dup2(descriptor, STDOUT_FILENO) >= 0 else {
            return false
        }
        entered = false
        enter()
        return true
    }

    /// Colours unless `NO_COLOR` is set or `TERM` is `dumb`; emoji where `allowed` (the `kiosk.emoji` setting), except
    /// on the Linux console, whose font lacks them.
    public static func capabilities(environment: [String: String], emoji allowed: Bool = true) -> (colors: Bool, emoji: Bool) {
        let term = environment["TERM"] ?? "linux"
        return (environment["NO_COLOR"] == nil && term != "dumb", allowed && term != "linux" && term != "dumb")
    }
}
