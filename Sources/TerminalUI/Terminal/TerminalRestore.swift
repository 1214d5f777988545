import Glibc

/// The terminal settings to put back, kept where a crash handler can reach them without allocating.
///
/// Written by the UI thread before raw mode is entered; read by `restoreNow`, which only calls
/// async-signal-safe functions (`tcsetattr`, `write`) so it can run inside a signal handler.
enum TerminalRestore {
    /// On the heap: Swift 6.3 lays out a `static var` of type `termios` in 57 bytes (without the padding before
    /// `c_ispeed`) yet copies 60 into it, over the flags stored next to it (found by AddressSanitizer).
    nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var armed = false
    nonisolated(unsafe) private static var atexitInstalled = false

    /// Leaves the alternate screen, shows the cursor, turns wrapping and attributes back on.
    static let leaveSequence: StaticString = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Remembers `settings` and restores them at exit or crash until `disarm` is called.
    static func arm(with settings: termios) {
        saved.pointee = settings
        armed = true
        if !atexitInstalled {
            atexitInstalled = true
            atexit { TerminalRestore.restoreNow() }
        }
        installCrashHandlers()
    }

    /// Restores the saved settings once; later calls do nothing.
    static func restoreNow() {
        guard armed else { return }
        armed = false
        _ = tcsetattr(STDIN_FILENO, TCSANOW, saved)
        _ = write(STDOUT_FILENO, leaveSequence.utf8Start, leaveSequence.utf8CodeUnitCount)
    }

    /// The handlers found before ours (the Swift runtime's backtracer), run after the terminal is restored.
    nonisolated(unsafe) private static var previous: [sigaction] = Array(repeating: sigaction(), count: 32)

    /// On a crash the terminal is restored first, then the earlier handler runs, so a backtrace lands on the normal screen.
    private static func installCrashHandlers() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            TerminalRestore.restoreNow()
            sigaction(signal, &TerminalRestore.previous[Int(signal)], nil)
            raise(signal)
        }
        sigemptyset(&action.sa_mask)
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            sigaction(signal, &action, &previous[Int(signal)])
        }
    }
}
