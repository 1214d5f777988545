import Glibc

/// What the UI loop reads keys and signals from, draws on and tells time by: the process's own terminal
/// (`ProcessTerminal`), or a test's, whose clock moves only as far as its reads wait.
///
/// Called on the UI loop's thread only.
public protocol TerminalDevice: AnyObject {
    /// Seconds on a clock that never goes back.
    var now: Double { get }
    /// The size to draw at.
    var size: (columns: Int, rows: Int) { get }
    /// Takes the terminal over (raw keys, the alternate screen) and starts catching the signals a UI answers: in
    /// `kiosk` mode the keys that send signals (Ctrl-C, Ctrl-\, Ctrl-Z) do nothing.
    func enter(kiosk: Bool)
    /// Gives the terminal back as it was.
    func leave()
    /// Waits up to `timeout` seconds for typed bytes; a signal ends the wait early.
    func read(timeout: Double) -> Terminal.ReadResult
    /// The signals caught since the last call, in order.
    func signals() -> [Int32]
    /// Shows `frame` (its lines), which `painted` draws over the last frame shown.
    func show(_ frame: [String], painted: String)
    /// Sleeps until a signal arrives or a short while passes, then tries to take a lost terminal back; whether it did.
    func reopen() -> Bool
}

/// The terminal on the process's standard input and output, the signals it is sent, and the monotonic clock.
public final class ProcessTerminal: TerminalDevice {
    private let terminal = Terminal()

    /// The process's terminal.
    public init() {}

    public var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    public var size: (columns: Int, rows: Int) { terminal.size }

    public func enter(kiosk: Bool) {
        SignalTrap.install(kiosk: kiosk)
        terminal.enter()
    }

    public func leave() { terminal.leave() }

    public func read(timeout: Double) -> Terminal.ReadResult { terminal.read(timeout: timeout) }

    public func signals() -> [Int32] { SignalTrap.drain() }

    public func show(_ frame: [String], painted: String) { terminal.write(painted) }

    /// Waits up to two seconds, near no CPU, for a signal (systemd's, an operator's) before trying.
    public func reopen() -> Bool {
        var signals = pollfd(fd: SignalTrap.readEnd, events: Int16(POLLIN), revents: 0)
        _ = poll(&signals, 1, 2_000)
        return terminal.reopen()
    }
}
