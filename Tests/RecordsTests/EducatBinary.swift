import Foundation
import XCTest

/// The built `educat` executable, run as a person at a terminal would (but with no terminal on stdin).
struct EducatBinary {
    /// What a run printed and how it ended.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    let url: URL
    let folder: TestFolder

    /// Finds `educat` next to this test binary; SwiftPM builds every product before running tests.
    init(in folder: TestFolder) throws {
        let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        url = directory.appendingPathComponent("educat")
        self.folder = folder
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("\(url.path) is not built; run `swift build` first")
        }
    }

    /// Runs `educat arguments…` on a pseudo-terminal made by script(1), typing `input`; returns what the terminal showed.
    func runOnTerminal(_ arguments: String, typing input: String) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("script(1) from util-linux is needed to give educat a terminal")
        }
        return try launch(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", "\(url.path) \(arguments)", "/dev/null"],
                          input: input)
    }

    /// Runs `educat arguments…` with `EDUCAT_STORE` pointing at the folder's store and stdin not a terminal.
    func run(_ arguments: String...) throws -> Run {
        try launch(url, arguments, input: nil)
    }

    private func launch(_ executable: URL, _ arguments: [String], input: String?) throws -> Run {
        let output = folder.url.appendingPathComponent("stdout.txt")
        let errors = folder.url.appendingPathComponent("stderr.txt")
        for file in [output, errors] { try Data().write(to: file) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["EDUCAT_STORE": folder.storePath]) { $1 }
        let typed = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : typed
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        if let input {
            typed.fileHandleForWriting.write(Data(input.utf8))
            try typed.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: try String(contentsOf: output, encoding: .utf8),
            errors: try String(contentsOf: errors, encoding: .utf8))
    }
}
