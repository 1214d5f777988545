import Foundation

/// Another educat program run in this one's place, as `git` runs `git-NAME`: the school server (`educat-server`), the
/// window (`educat-window`). Installed together they sit side by side, so beside this program comes before PATH.
public struct Companion: Sendable {
    /// The program's file name.
    public let name: String

    /// The companion called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// This program's own file.
    public static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// Where the companion is, beside `executable` or on `environment`'s PATH; nil when it is not installed.
    public func path(beside executable: URL = Companion.executable,
                     environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let beside = executable.deletingLastPathComponent().appendingPathComponent(name).path
        let onPath = environment["PATH"]?.split(separator: ":").map { "\($0)/\(name)" } ?? []
        return ([beside] + onPath).first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// Runs the program at `path` in this one's place with `arguments` after its name; returns only when it could
    /// not, saying why.
    public func runInstead(_ path: String, arguments: [String]) -> String {
        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        return "could not start \(path): \(String(cString: strerror(errno)))"
    }
}
