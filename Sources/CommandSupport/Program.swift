import ArgumentParser
import CMalloc
import Foundation
import Logging

/// What every educat program does around its command: its log on standard error, and its errors as one line.
public enum Program {
    /// Sends the log to standard error (or a full-screen UI's status line): notices and above, everything with
    /// `EDUCAT_DEBUG` set. First thing a program does.
    public static func startLog() {
        LoggingSystem.bootstrap { _ in
            TerminalLogHandler(logLevel: ProcessInfo.processInfo.environment["EDUCAT_DEBUG"] == nil ? .notice : .debug)
        }
    }

    /// Gives every block of 128 KiB or more (a decoded clip, a conversion's buffer) pages of its own, handed back whole
    /// when it is freed. glibc otherwise raises that threshold to the largest block freed so far (up to 32 MiB), and
    /// from then on clips decoded and evicted on several threads are carved from per-thread heaps that seldom shrink:
    /// a key-flooded kiosk held about 80 MiB more than its clip cache, and swung by 20 MiB either way. Before any
    /// thread starts.
    public static func keepLargeBlocksOutOfTheHeap() {
        _ = mallopt(M_MMAP_THRESHOLD, 128 << 10)
    }

    /// Gives a program that systemd started as a unit's `User=` that user's runtime folder, `/run/user/UID`, where their
    /// sound server listens: systemd sets no `XDG_RUNTIME_DIR` there, and a unit cannot name the folder itself (its `%U`
    /// is the service manager's user, root's 0). Before any thread starts, as `setenv` must be.
    public static func findRuntimeFolder() {
        guard getenv("XDG_RUNTIME_DIR") == nil else { return }
        let folder = "/run/user/\(getuid())"
        if access(folder, R_OK | W_OK | X_OK) == 0 { setenv("XDG_RUNTIME_DIR", folder, 0) }
    }

    /// Parses the arguments as `Command` and runs what they ask; an ``ExitError`` ends the program with its one line.
    public static func run<Command: ParsableCommand>(_: Command.Type) -> Never {
        do {
            var command = try Command.parseAsRoot()
            try command.run()
            exit(0)
        } catch let error as ExitError {
            FileHandle.standardError.write(Data("educat: \(error.description)\n".utf8))
            exit(error.code)
        } catch {
            if let line = FoundationFailure.line(for: error) {
                FileHandle.standardError.write(Data("educat: \(line)\n".utf8))
                exit(1)
            }
            Command.exit(withError: error)
        }
    }
}
