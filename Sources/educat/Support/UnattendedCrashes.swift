import Foundation

/// Makes a crash end the process at once, so whatever restarts it (systemd's `Restart=always`) can act.
///
/// On a terminal Swift's backtracer asks "Press space to interact, D to debug…", and Space opens a debugger
/// prompt that never returns: a crashed kiosk would wait for a person forever. The runtime reads `SWIFT_BACKTRACE`
/// once, before `main`, so setting it later changes nothing: a process started without it starts itself again.
enum UnattendedCrashes {
    /// No questions, and only the crashed thread's backtrace, which is what a journal needs.
    static let backtraceSettings = "interactive=no,threads=crashed,registers=none,images=none"

    /// Re-executes the program with `backtraceSettings` added to `SWIFT_BACKTRACE`, unless that variable already
    /// decides `interactive` (the unit file sets it; a developer may ask for the debugger). Returns only when
    /// nothing had to change, or when the re-execution failed (then a crash may wait, which is logged).
    static func ensure() {
        let current = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? ""
        let keys = current.split(separator: ",").map { $0.split(separator: "=").first.map(String.init) ?? "" }
        guard !keys.contains("interactive") else { return }
        setenv("SWIFT_BACKTRACE", current.isEmpty ? backtraceSettings : current + "," + backtraceSettings, 1)
        // The resolved path, not /proc/self/exe itself, so the process is still called educat (ps, pgrep, the journal).
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil } ?? "/proc/self/exe"
        Log.main.debug("starting again with SWIFT_BACKTRACE=\(backtraceSettings), so a crash ends the process at once")
        execv(executable, CommandLine.unsafeArgv)
        Log.main.warning("could not restart with SWIFT_BACKTRACE set (\(String(cString: strerror(errno)))); a crash may wait for a key")
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
