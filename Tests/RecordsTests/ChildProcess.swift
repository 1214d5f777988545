import Foundation

/// Runs this test binary again as a separate process that executes only
/// ``MultiProcessTests/testChildProcessEntry()``, in a mode chosen by environment variables.
enum ChildProcess {
    static let modeVariable = "EDUCAT_TEST_RECORDS_CHILD"
    static let storeVariable = "EDUCAT_TEST_RECORDS_CHILD_STORE"

    /// Starts a child writing to the store at `store`; its standard output goes to the file `output`,
    /// which survives the child's `kill -9` with every line written before it.
    static func start(mode: String, store: String, output: URL) throws -> Process {
        try Data().write(to: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["RecordsTests.MultiProcessTests/testChildProcessEntry"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            [modeVariable: mode, storeVariable: store]) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The numbers of the "announced N" lines in `output`, in order.
    static func announced(in output: URL) -> [Int] {
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            line.hasPrefix("announced ") ? Int(line.dropFirst("announced ".count)) : nil
        }
    }

    /// Writes one line straight to file descriptor 1: no buffer a kill could lose after the announcement.
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
