import CUnattendedCrashes
import Foundation

/// Makes a crash end the process at once, so whatever restarts it (systemd's `Restart=always`) can act.
///
/// On a terminal Swift's backtracer would ask "Press space to interact, D to debug…", and Space opens a debugger
/// prompt that never returns: a crashed kiosk would wait for a person forever. `CUnattendedCrashes` keeps the runtime
/// from seeing the terminal while it starts, unless `SWIFT_BACKTRACE` decides (`interactive=…`, `enable=no`): a developer
/// may ask for the debugger; the unit file sets `interactive=no` with a shorter backtrace.
enum UnattendedCrashes {
    /// Says in the debug log what the start-up did, so a developer wondering why no debugger came can see it.
    static func logSettings() {
        guard educat_backtracer_without_terminal() != 0 else { return }
        Log.main.debug("the backtracer started without the terminal, so a crash ends the process at once (SWIFT_BACKTRACE=interactive=yes asks instead)")
    }

    #if DEBUG
    /// Test only, and only in debug builds (release binaries do not have it): `EDUCAT_TEST_CRASH_AFTER=SECONDS`
    /// crashes the program that many seconds after the screen opens, so a test can see a crashed kiosk exit by itself.
    static func crashWhenAsked() {
        guard let seconds = ProcessInfo.processInfo.environment["EDUCAT_TEST_CRASH_AFTER"].flatMap(Double.init) else { return }
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: seconds)
            fatalError("EDUCAT_TEST_CRASH_AFTER: crashing on purpose")
        }
    }
    #endif
}
