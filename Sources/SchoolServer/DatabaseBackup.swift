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
        // Counted as it is, never migrated: a newer educat's backup of a school an older server still serves.
        let totals = try await counted(url, logger: logger)
        let folder = (file as NSString).deletingLastPathComponent.isEmpty ? "." : (file as NSString).deletingLastPathComponent
        let partial = folder + "/." + (file as NSString).lastPathComponent + ".partial"
        defer { unlink(partial) }
        // Made by us, for the owner alone (children's names and results), before pg_dump writes into it.
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw ServerError.backup("\(file) cannot be written: \(reason(errno))") }
        close(descriptor)
        try run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file=" + partial], url)
        // On disk before it replaces the last backup, and the replacement on disk too.
        guard durable(partial), rename(partial, file) == 0 else { throw ServerError.backup("\(file) cannot be written: \(reason(errno))") }
        _ = durable(folder)
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

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)).lowercased() }

    /// Flushes `path` (a file or a folder) to the disk.
    private static func durable(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return fsync(descriptor) == 0
    }

    /// What the school at `url` holds, counted over one connection of its own, without bringing its schema up to date.
    private static func counted(_ url: DatabaseURL, logger: Logger) async throws -> DatabaseTotals {
        try await onConnection(url, logger: logger, failing: "holds no educat school to back up") { connection in
            var totals = DatabaseTotals()
            for try await (kiosks, profiles, games, activities, schema) in try await connection.query(
                SchoolDatabase.totalsQuery, logger: logger).decode((Int, Int, Int, Int, Int).self) {
                totals = DatabaseTotals(kiosks: kiosks, profiles: profiles, games: games, activities: activities, schema: schema)
            }
            return totals
        }
    }

    /// Whether the database already has an educat school's tables.
    private static func holdsSchool(_ url: DatabaseURL, logger: Logger) async throws -> Bool {
        try await onConnection(url, logger: logger, failing: "cannot be read") { connection in
            var tables = 0
            for try await count in try await connection.query(
                "SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public' AND tablename IN ('educat_migration', 'game', 'kiosk')",
                logger: logger).decode(Int.self) {
                tables = count
            }
            return tables > 0
        }
    }

    /// `body` on one connection to `url` of its own, closed after; its failure said as the database `failing`, why.
    private static func onConnection<T>(_ url: DatabaseURL, logger: Logger, failing: String,
                                        _ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await SchoolDatabase.probe(url, logger: logger)
        let connection = try await PostgresConnection.connect(configuration: try url.connection(), id: 1, logger: logger)
        do {
            let value = try await body(connection)
            try? await connection.close()
            return value
        } catch {
            try? await connection.close()
            throw ServerError.backup("\(url.shown) \(failing): \(SchoolDatabase.reason(error))")
        }
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
        // Its complaints to a file: a pipe read after the output would fill up and stop the tool for good.
        let complaints = FileManager.default.temporaryDirectory.appendingPathComponent("educat-\(tool)-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: complaints.path, contents: nil) else {
            throw ServerError.backup("\(tool) cannot be run: \(complaints.path) cannot be made")
        }
        defer { try? FileManager.default.removeItem(at: complaints) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: complaints)
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let problem = (try? String(contentsOf: complaints, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            let words = problem.split(separator: "\n").first.map(String.init) ?? "it ended with status \(process.terminationStatus)"
            throw ServerError.backup("\(file ?? url.shown): \(words)")
        }
        return text
    }
}
