import ArgumentParser
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
