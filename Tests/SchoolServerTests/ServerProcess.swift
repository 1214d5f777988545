import EducatTestSupport
import Foundation
import XCTest

/// The built `educat server` as its own process on a loopback port, killed and started again as a test needs.
final class ServerProcess {
    let database: TestDatabase
    let educat: EducatBinary
    private let folder: URL
    private var process: Process?
    /// The port it listens on: picked by the system at the first start, the same at every restart.
    private(set) var port = 0
    /// What the running server printed, its access log among it.
    var log: String { logFile.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "" }
    private var logFile: URL?
    /// The teacher password set at creation.
    static let teacherPassword = "chalk-and-cheese"

    var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// A server on `database`, with the teacher password set unless `settingPassword` is false (a restored school
    /// has its own); not started yet.
    init(database: TestDatabase, folder: URL, settingPassword: Bool = true) throws {
        self.database = database
        self.folder = folder
        educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path, "HOME": folder.path])
        guard settingPassword else { return }
        let set = try educat.run(arguments: ["server", "set-password", "--database", database.url],
                                 input: Self.teacherPassword + "\n")
        XCTAssertEqual(set.status, 0, set.errors)
    }

    /// A new kiosk's token.
    func addKiosk(_ name: String) throws -> String {
        let run = try educat.run("server", "add-kiosk", name, "--database", database.url)
        guard run.status == 0 else { throw TestDatabase.Failure(description: "add-kiosk \(name): \(run.errors)") }
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts the server and returns once it listens.
    func start() throws {
        let log = folder.appendingPathComponent("server-\(UUID().uuidString.prefix(6)).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        logFile = log
        let process = Process()
        // EDUCAT_TEST_SERVER names another build's educat-server (the release soak's); else `educat server`.
        if let other = ProcessInfo.processInfo.environment["EDUCAT_TEST_SERVER"] {
            process.executableURL = URL(fileURLWithPath: other)
            process.arguments = ["--database", database.url, "--listen", "127.0.0.1:\(port)"]
        } else {
            process.executableURL = educat.url
            process.arguments = ["server", "--database", database.url, "--listen", "127.0.0.1:\(port)"]
        }
        process.environment = ProcessInfo.processInfo.environment.merging(educat.environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        try process.run()
        self.process = process
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: "listening on http://127.0.0.1:") {
                let digits = text[range.upperBound...].prefix { $0.isNumber }
                port = Int(digits) ?? 0
                return
            }
            guard process.isRunning else { throw TestDatabase.Failure(description: "educat server stopped: \(text)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TestDatabase.Failure(description: "educat server did not listen within 30 s")
    }

    /// Kills the server at once (SIGKILL: no goodbye to kiosks or PostgreSQL) and waits for it to be gone.
    func kill() {
        guard let process, process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// An HTTP request to the server through curl(1) from the loopback address `from`, given `timeout` seconds;
    /// returns the status and the body. Not URLSession: Foundation on Linux never completes a request answered 401
    /// with a Basic challenge, which is what the teacher pages answer.
    func request(_ path: String, method: String = "GET", headers: [String: String] = [:],
                 body: Data? = nil, timeout: Int = 30, from: String = "127.0.0.1") async throws -> (status: Int, body: Data) {
        let answer = folder.appendingPathComponent("answer-\(UUID().uuidString)")
        let sent = folder.appendingPathComponent("sent-\(UUID().uuidString)")
        defer { for file in [answer, sent] { try? FileManager.default.removeItem(at: file) } }
        var arguments = ["-s", "-m", "\(timeout)", "--interface", from, "-o", answer.path, "-w", "%{http_code}", "-X", method]
        for (name, value) in headers { arguments += ["-H", "\(name): \(value)"] }
        if let body {
            try body.write(to: sent)
            arguments += ["--data-binary", "@\(sent.path)"]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = arguments + [url.absoluteString + path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let status = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (Int(status) ?? 0, (try? Data(contentsOf: answer)) ?? Data())
    }

    /// The `Authorization` header of a teacher with `password`.
    static func basic(_ password: String) -> [String: String] {
        ["Authorization": "Basic " + Data("teacher:\(password)".utf8).base64EncodedString()]
    }

    deinit { kill() }
}
