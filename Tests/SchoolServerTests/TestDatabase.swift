import Foundation
import XCTest

/// A PostgreSQL database of its own for one test, in the private cluster `Tests/with-postgres` starts; dropped after.
struct TestDatabase {
    /// The database's address, for `--database` and ``SchoolServer/DatabaseURL``.
    let url: String
    /// Its name, and the cluster's own address, for what is done to the database from outside it.
    private let name: String, cluster: String

    /// Creates the database; skips the test when no cluster was started for it.
    init(_ test: XCTestCase) throws {
        guard let cluster = ProcessInfo.processInfo.environment["EDUCAT_TEST_DATABASE_URL"] else {
            throw XCTSkip("EDUCAT_TEST_DATABASE_URL is not set: run under Tests/with-postgres (make test does)")
        }
        let name = "educat_\(UUID().uuidString.prefix(8).lowercased())"
        (self.name, self.cluster) = (name, cluster)
        try Self.psql(cluster, "CREATE DATABASE \(name)")
        url = cluster.replacingOccurrences(of: "/postgres?", with: "/\(name)?")
        test.addTeardownBlock { _ = try? Self.psql(cluster, "DROP DATABASE \(name) WITH (FORCE)") }
    }

    /// Refuses new connections to the database and ends those it has, as a PostgreSQL going down does to its
    /// clients; `false` lets them in again.
    func refuseConnections(_ refused: Bool) throws {
        try Self.psql(cluster, "ALTER DATABASE \(name) WITH ALLOW_CONNECTIONS \(!refused)")
        if refused { try Self.psql(cluster, "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = '\(name)'") }
    }

    /// The first column of each row `sql` returns.
    @discardableResult
    func query(_ sql: String) throws -> [String] {
        try Self.psql(url, sql).split(separator: "\n").map(String.init)
    }

    @discardableResult
    private static func psql(_ url: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", sql]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "psql \(sql): \(problem)") }
        return text
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
