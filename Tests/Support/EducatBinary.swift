import Foundation
import XCTest

/// The built `educat` executable, run as a person at a terminal would (but with no terminal on stdin).
public struct EducatBinary {
    /// What a run printed and how it ended.
    public struct Run {
        /// Exit status.
        public var status: Int32
        /// Standard output.
        public var output: String
        /// Standard error.
        public var errors: String
    }

    /// Where the executable is.
    public let url: URL
    /// A scratch folder for captured output.
    public let scratch: URL
    /// Variables added to the test's environment for every run.
    public let environment: [String: String]

    /// Finds `educat` next to this test binary; SwiftPM builds every product before running tests.
    public init(scratch: URL, environment: [String: String] = [:]) throws {
        let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        url = directory.appendingPathComponent("educat")
        self.scratch = scratch
        // Caches (levels, decoded music) go to the scratch folder, never the user's.
        // The terminal, even on a desktop whose display the tests inherit.
        self.environment = ["XDG_CACHE_HOME": scratch.path, "EDUCAT_KIOSK_DISPLAY": "terminal"].merging(environment) { $1 }
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("\(url.path) is not built; run `swift build` first")
        }
    }

    /// Runs `educat arguments…` on a pseudo-terminal made by script(1), typing `input`; returns what the terminal showed.
    public func runOnTerminal(_ arguments: String, typing input: String) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("script(1) from util-linux is needed to give educat a terminal")
        }
        return try launch(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", "\(url.path) \(arguments)", "/dev/null"],
                          input: input)
    }

    /// Runs `educat arguments…` with stdin not a terminal.
    public func run(_ arguments: String...) throws -> Run {
        try launch(url, arguments, input: nil)
    }

    /// Runs `educat` with an argument list, feeding `input` to its standard input when given.
    public func run(arguments: [String], input: String? = nil) throws -> Run {
        try launch(url, arguments, input: input)
    }

    /// Runs `educat` with an argument list until its standard output holds `marker` (or `seconds` pass), then stops it
    /// with SIGTERM: for a command that would go on far longer than what the test looks at.
    public func run(arguments: [String], until marker: String, within seconds: Double) throws -> Run {
        try launch(url, arguments, input: nil, until: (marker, seconds))
    }

    /// Runs another program (sox, say) with the same environment and capture as `educat`.
    public func runTool(_ path: String, _ arguments: [String]) throws -> Run {
        try launch(URL(fileURLWithPath: path), arguments, input: nil)
    }

    /// Runs `educat arguments…` and returns its exit status and peak resident memory in bytes, as GNU time measures
    /// it: a child spawned straight from this test process is charged the parent's memory until it execs (Linux keeps
    /// the high-water mark of the address space it leaves), and the test process holds hundreds of MB by then.
    public func peakMemory(_ arguments: [String]) throws -> (status: Int32, bytes: Int) {
        let report = scratch.appendingPathComponent("peak-memory.txt")
        let run = try launch(URL(fileURLWithPath: "/usr/bin/time"), ["-f", "%M", "-o", report.path, url.path] + arguments,
                             input: nil)
        // time writes "Command exited with non-zero status N" before the figure when the command fails.
        let lines = try String(contentsOf: report, encoding: .utf8).split(whereSeparator: \.isNewline)
        let kilobytes = try XCTUnwrap(lines.last.flatMap { Int($0) }, "GNU time's report: \(lines)")
        return (run.status, kilobytes * 1_024)
    }

    private func launch(_ executable: URL, _ arguments: [String], input: String?,
                        until stop: (marker: String, seconds: Double)? = nil) throws -> Run {
        let output = scratch.appendingPathComponent("stdout.txt")
        let errors = scratch.appendingPathComponent("stderr.txt")
        for file in [output, errors] { try Data().write(to: file) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let typed = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : typed
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        if let input {
            typed.fileHandleForWriting.write(Data(input.utf8))
            try typed.fileHandleForWriting.close()
        }
        if let stop {
            let deadline = Date().addingTimeInterval(stop.seconds)
            while process.isRunning, Date() < deadline,
                  !(String(data: (try? Data(contentsOf: output)) ?? Data(), encoding: .utf8) ?? "").contains(stop.marker) {
                Thread.sleep(forTimeInterval: 0.02)
            }
            if process.isRunning { process.terminate() }
        }
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: try String(contentsOf: output, encoding: .utf8),
            errors: try String(contentsOf: errors, encoding: .utf8))
    }
}
