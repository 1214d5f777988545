import Foundation
import Logging
import PostgresNIO

/// What a school database holds, counted.
public struct DatabaseTotals: Sendable, Equatable, CustomStringConvertible {
    public var kiosks = 0, profiles = 0, games = 0, activities = 0, schema = 0

    public var description: String {
        "\(kiosks) kiosk\(kiosks == 1 ? "" : "s"), \(profiles) child\(profiles == 1 ? "" : "ren"), "
            + "\(games) game\(games == 1 ? "" : "s"), \(activities) activit\(activities == 1 ? "y" : "ies") (schema \(schema))"
    }
}

/// `educat server backup` and `restore`: PostgreSQL's own dump format, by its own tools (pg_dump, pg_restore from
/// postgresql-client), so that a backup also restores with them alone.
public enum DatabaseBackup {
    /// Writes the whole database at `url` to `file` (beside it first, then moved over it: a failed backup leaves an
    /// older one whole); returns what it holds.
    public static func backUp(_ url: DatabaseURL, to file: String, replacing: Bool, logger: Logger) async throws -> DatabaseTotals {
        if !replacing, FileManager.default.fileExists(atPath: file) {
            throw ServerError.backup("\(file) exists; pass --replace to write over it")
        }
        let totals = try await SchoolDatabase.with(url, logger: logger) { try await $0.totals() }
        let partial = (file as NSString).deletingLastPathComponent.isEmpty ? ".\(file).partial"
            : (file as NSString).deletingLastPathComponent + "/." + (file as NSString).lastPathComponent + ".partial"
        defer { try? FileManager.default.removeItem(atPath: partial) }
        try run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file=" + partial], url)
        guard rename(partial, file) == 0 else {
            throw ServerError.backup("\(file) cannot be written: \(String(cString: strerror(errno)).lowercased())")
        }
        return totals
    }

    /// Restores `file` into the database at `url`, which must hold no school (unless `replacing`), and brings it to
    /// this educat's schema; returns what it then holds.
    public static func restore(_ file: String, into url: DatabaseURL, replacing: Bool, logger: Logger) async throws -> DatabaseTotals {
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw ServerError.backup("\(file) cannot be read: \(FileManager.default.fileExists(atPath: file) ? "permission denied" : "no such file")")
        }
        let contents = try run("pg_restore", ["--list", file], url, reading: file)
        guard contents.contains("TABLE public educat_migration") else {
            throw ServerError.backup("\(file) is a PostgreSQL dump, but not of an educat school server")
        }
        if !replacing, try await holdsSchool(url, logger: logger) {
            throw ServerError.backup("\(url.shown) already holds an educat school: restore into a new database "
                                     + "(createdb), or pass --replace to replace that school")
        }
        var arguments = ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error"]
        if replacing { arguments += ["--clean", "--if-exists"] }
        // The name alone: the address and the password come from the environment.
        let name = url.libpqEnvironment["PGDATABASE"] ?? url.libpqEnvironment["PGUSER"] ?? "postgres"
        try run("pg_restore", arguments + ["--dbname=" + name, file], url, reading: file)
        // A backup from an older educat is brought up to date as the server would at its start.
        return try await SchoolDatabase.with(url, logger: logger) { try await $0.totals() }
    }

    /// Whether the database already has an educat school's tables.
    private static func holdsSchool(_ url: DatabaseURL, logger: Logger) async throws -> Bool {
        try await SchoolDatabase.probe(url, logger: logger)
        let connection = try await PostgresConnection.connect(configuration: try url.connection(), id: 1, logger: logger)
        var tables = 0
        do {
            for try await count in try await connection.query(
                "SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public' AND tablename IN ('educat_migration', 'game', 'kiosk')",
                logger: logger).decode(Int.self) {
                tables = count
            }
        } catch {
            try? await connection.close()
            throw ServerError.database("\(url.shown): \(SchoolDatabase.reason(error))")
        }
        try? await connection.close()
        return tables > 0
    }

    /// Runs libpq's `tool` with `arguments` on `url`; its output, or an error with its own words.
    @discardableResult
    private static func run(_ tool: String, _ arguments: [String], _ url: DatabaseURL, reading file: String? = nil) throws -> String {
        guard let path = ["/usr/bin/", "/usr/local/bin/"].map({ $0 + tool }).first(where: FileManager.default.isExecutableFile) else {
            throw ServerError.backup("\(tool) is not installed: apt-get install postgresql-client")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PG") }
            .merging(url.libpqEnvironment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let words = problem.split(separator: "\n").first.map(String.init) ?? "it ended with status \(process.terminationStatus)"
            throw ServerError.backup("\(file ?? url.shown): \(words)")
        }
        return text
    }
}
