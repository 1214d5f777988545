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

    /// The program's name, and where else than on PATH it is looked for: beside this one, as a package installs both.
    static let program = "educat-server"

    func run() throws {
        guard let path = Self.find() else {
            throw ExitError("the school server is not installed: no \(Self.program) beside \(Self.executable.path) "
                            + "or on PATH (it is built with educat: swift build --product \(Self.program))")
        }
        let argv = ([Self.program] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        throw ExitError("could not start \(path): \(String(cString: strerror(errno)))")
    }

    private static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    private static func find() -> String? {
        let beside = executable.deletingLastPathComponent().appendingPathComponent(program).path
        let path = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/\(program)" } ?? []
        return ([beside] + path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
