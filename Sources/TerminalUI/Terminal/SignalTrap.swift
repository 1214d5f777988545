import Glibc

/// Turns signals into bytes on a pipe the UI loop polls beside the keyboard (the self-pipe trick),
/// so the handler does nothing but `write` and all real work happens on the loop's thread.
public enum SignalTrap {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    /// The end the loop polls and drains.
    nonisolated(unsafe) public private(set) static var readEnd: Int32 = -1

    /// Signals that end the program or redraw it, or (SIGHUP) say the terminal is gone. In kiosk mode SIGINT,
    /// SIGQUIT and SIGTSTP are ignored.
    public static func install(kiosk: Bool) {
        if readEnd < 0 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            readEnd = ends[0]
            writeEnd = ends[1]
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(SignalTrap.writeEnd, &byte, 1)
        }
        action.sa_flags = Int32(SA_RESTART)
        sigemptyset(&action.sa_mask)
        var caught = [SIGTERM, SIGHUP, SIGWINCH]
        if kiosk {
            for ignored in [SIGINT, SIGQUIT, SIGTSTP] { signal(ignored, SIG_IGN) }
        } else {
            caught.append(SIGINT)
        }
        for caughtSignal in caught { sigaction(caughtSignal, &action, nil) }
        // Writing to a vanished terminal or pipe must fail with an error, not kill a kiosk.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGTTOU, SIG_IGN)
    }

    /// Whether a signal is waiting to be drained.
    public static var pending: Bool {
        guard readEnd >= 0 else { return false }
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// The signals that arrived since the last call, in order.
    public static func drain() -> [Int32] {
        guard readEnd >= 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { return signals }
            signals += buffer.prefix(count).map(Int32.init)
        }
    }
}
