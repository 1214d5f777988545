import EducatTestSupport
import Foundation
import XCTest

/// A running `educat` command fed through a pipe, with each line it prints on standard output and when it came.
final class LiveCommand: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    // An NSLock rather than a Mutex: `make sanitize` runs these tests under ThreadSanitizer, which sees only the former.
    private let lock = NSLock()
    private var lines: [(text: String, at: Date)] = []
    private let errorFile: URL
    /// When the process was started.
    let launched: Date

    /// Starts `educat arguments…` with `environment` added to this process's; errors go to a file in `folder`.
    /// A `launcher` (`setpriv …`, which ends by executing its command) runs it in the same process.
    init(_ arguments: [String], folder: URL, environment: [String: String] = [:], launcher: [String] = []) throws {
        let educat = try EducatBinary(scratch: folder)
        if launcher.isEmpty {
            process.executableURL = educat.url
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = launcher + [educat.url.path] + arguments
        }
        process.environment = ProcessInfo.processInfo.environment
            .merging(["XDG_CONFIG_HOME": folder.path, "XDG_CACHE_HOME": folder.path].merging(environment) { $1 }) { $1 }
        errorFile = folder.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        try Data().write(to: errorFile)
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        launched = Date()
        Thread.detachNewThread { [self] in
            var pending = ""
            while case let data = output.fileHandleForReading.availableData, !data.isEmpty {
                pending += String(decoding: data, as: UTF8.self)
                while let end = pending.firstIndex(of: "\n") {
                    let line = String(pending[..<end])
                    pending = String(pending[pending.index(after: end)...])
                    lock.withLock { lines.append((line, Date())) }
                }
            }
        }
    }

    /// Its process id (the launcher's is the same).
    var pid: Int32 { process.processIdentifier }

    /// Writes `text` to its standard input.
    func send(_ text: String) throws { try input.fileHandleForWriting.write(contentsOf: Data(text.utf8)) }

    /// The lines printed so far.
    var output: [String] { lock.withLock { lines.map(\.text) } }

    /// What it wrote on standard error so far.
    var errors: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// Waits up to `timeout` seconds for at least `count` lines; when the last of them came, or nil.
    func waitForLines(_ count: Int, timeout: Double) -> Date? {
        _ = waitUntil(timeout) { lock.withLock { lines.count } >= count }
        return lock.withLock { lines.count >= count ? lines[count - 1].at : nil }
    }

    /// Closes its standard input (which ends `trigger`) and waits up to `timeout` seconds for it to exit, else stops
    /// it, so that a program that hangs fails its test instead of the whole run; its exit status (SIGTERM's when stopped).
    @discardableResult
    func finish(timeout: Double = 120) -> Int32 {
        try? input.fileHandleForWriting.close()
        if !waitUntil(timeout, { !process.isRunning }) { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
