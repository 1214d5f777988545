import ArgumentParser
import CommandSupport
import Foundation

/// `educat server …`: the school server is its own program, `educat-server`, run in this one's place, so that the kiosk
/// never loads its HTTP, TLS and PostgreSQL libraries (as `git` runs `git-NAME`).
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "server",
        abstract: "The school server: kiosks send their results to it, teachers read the class report from it.",
        discussion: "Runs educat-server (beside educat, or on PATH) with the same arguments: `educat server --help`.")

    @Argument(parsing: .captureForPassthrough, help: "The school server's command and options.")
    var arguments: [String] = []

    /// The school server's program.
    static let program = Companion("educat-server")

    func run() throws {
        guard let path = Self.program.path() else {
            throw ExitError("the school server is not installed: no \(Self.program.name) beside \(Companion.executable.path) "
                            + "or on PATH (it is built with educat: swift build --product \(Self.program.name))")
        }
        throw ExitError(Self.program.runInstead(path, arguments: arguments))
    }
}
