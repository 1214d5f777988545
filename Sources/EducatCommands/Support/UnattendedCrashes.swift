import CUnattendedCrashes
import CommandSupport
import Foundation

/// Makes a crash end the process at once, so whatever restarts it (systemd's `Restart=always`) can act.
///
/// On a terminal Swift's backtracer would ask "Press space to interact, D to debug…", and Space opens a debugger
/// prompt that never returns: a crashed kiosk would wait for a person forever. `CUnattendedCrashes` keeps the runtime
/// from seeing the terminal while it starts (which changes nothing when `SWIFT_BACKTRACE` says `interactive=yes`, as a
/// developer may), and `takeTerminalBack` returns it before anything reads it. With no `SWIFT_BACKTRACE` a crash prints
/// every thread; the unit file sets `interactive=no` with the crashed thread only.
enum UnattendedCrashes {
    /// Gives standard input back to the program, and says what the start-up did: in the debug log, or as a warning
    /// when the terminal could not be hidden or given back.
    static func takeTerminalBack() {
        let failure = educat_give_terminal_back()
        if failure != 0 {
            Log.main.warning("could not take the terminal back from /dev/null (\(String(cString: strerror(failure))))")
        }
        switch educat_backtracer_without_terminal() {
        case EDUCAT_TERMINAL_HIDDEN: Log.main.debug("the backtracer started without the terminal, so a crash ends the process at once (SWIFT_BACKTRACE=interactive=yes asks instead)")
        case EDUCAT_TERMINAL_NOT_HIDDEN: Log.main.warning("could not hide the terminal from Swift's backtracer; a crash may wait for a key")
        default: break
        }
    }

    #if DEBUG
    /// Test only, and only in debug builds (release binaries do not have it): `EDUCAT_TEST_CRASH_AFTER=SECONDS`
    /// crashes the program that many seconds after it starts to open its screen, so a test can see a crashed kiosk exit by
    /// itself.
    static func crashWhenAsked() {
        guard let seconds = ProcessInfo.processInfo.environment["EDUCAT_TEST_CRASH_AFTER"].flatMap(Double.init) else { return }
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: seconds)
            fatalError("EDUCAT_TEST_CRASH_AFTER: crashing on purpose")
        }
    }
    #endif
}
