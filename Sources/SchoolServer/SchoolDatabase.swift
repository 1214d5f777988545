import Crypto
import Foundation
import Lessons
import Logging
import PostgresNIO
import Records
import Report
import Sync

/// The school server's data in PostgreSQL: kiosk tokens, the teacher password's hash, and every kiosk's results.
public struct SchoolDatabase: Sendable {
    let client: PostgresClient
    let logger: Logger

    /// A database reached through `client`, which must be running (``with(_:logger:_:)`` or the server runs it).
    init(client: PostgresClient, logger: Logger) {
        self.client = client
        self.logger = logger
    }

    /// Connects to `url`, brings its schema up to date and runs `body`; the connections close when it returns.
    public static func with<T: Sendable>(
        _ url: DatabaseURL, logger: Logger, _ body: @Sendable (SchoolDatabase) async throws -> T
    ) async throws -> T {
        try await probe(url, logger: logger)
        let client = PostgresClient(configuration: url.configuration, backgroundLogger: PoolLog.logger(logger))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            let database = SchoolDatabase(client: client, logger: logger)
            try await database.migrate()
            return try await body(database)
        }
    }

    /// Opens one connection to `url` and closes it, within `seconds`: a database that cannot be reached (no socket, a
    /// refused port, an unknown database, a wrong password) is said at once, with its address and PostgreSQL's or the
    /// network's reason, where the pool would retry for a minute and then say only that its circuit breaker tripped.
    static func probe(_ url: DatabaseURL, logger: Logger, seconds: Int = 5) async throws {
        let configuration: PostgresConnection.Configuration
        do { configuration = try url.connection() } catch {
            throw ServerError.database("\(url.shown): \(error)")
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger).close()
                } catch {
                    throw ServerError.database("\(url.shown) cannot be used: \(Self.reason(error))")
                }
            }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                throw ServerError.database("\(url.shown) did not answer in \(seconds) s")
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// What went wrong connecting, in PostgreSQL's or the network's words (a PSQLError's description hides both).
    static func reason(_ error: any Error) -> String {
        guard let error = error as? PSQLError else { return "\(error)" }
        if let message = error.serverInfo?[.message] { return message }
        if let underlying = error.underlying { return "\(underlying)" }
        return "\(error.code)"
    }

    /// Applies the schema migrations this build knows and the database lacks.
    public func migrate() async throws {
        try await reporting { try await ServerSchema.migrate(client, logger: logger) }
    }

    // MARK: Kiosks and the teacher password

    /// Adds a kiosk and returns its new token, which is shown once: only its SHA-256 is kept.
    ///
    /// A token is 256 random bits, so a fast hash suffices (bcrypt is for passwords people choose) and each batch
    /// is checked with one indexed lookup.
    public func addKiosk(_ name: String) async throws -> String {
        guard !name.isEmpty, name.count <= 64, name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
            throw ServerError.badKioskName(name, reason: "use 1 to 64 letters, digits, '-', '_' or '.'")
        }
        var generator = SystemRandomNumberGenerator()
        let token = (0..<4).map { _ in String(format: "%016llx", generator.next() as UInt64) }.joined()
        let inserted = try await reporting {
            try await client.query("""
                INSERT INTO kiosk (name, token_sha256) VALUES (\(name), \(Self.digest(token))) ON CONFLICT DO NOTHING
                RETURNING name
                """, logger: logger).collect().count
        }
        guard inserted == 1 else { throw ServerError.kioskExists(name) }
        return token
    }

    /// Removes a kiosk: its token stops working; the results it sent stay.
    public func removeKiosk(_ name: String) async throws {
        let removed = try await reporting {
            try await client.query("DELETE FROM kiosk WHERE name = \(name) RETURNING name", logger: logger).collect().count
        }
        guard removed == 1 else { throw ServerError.unknownKiosk(name) }
    }

    /// The kiosks' names, in order.
    public func kiosks() async throws -> [String] {
        try await reporting {
            try await client.query("SELECT name FROM kiosk ORDER BY name", logger: logger).decode(String.self)
                .reduce(into: []) { $0.append($1) }
        }
    }

    /// The name of the kiosk holding `token`, or nil when no kiosk does.
    func kiosk(token: String) async throws -> String? {
        try await reporting {
            try await client.query("SELECT name FROM kiosk WHERE token_sha256 = \(Self.digest(token))", logger: logger)
                .decode(String.self).reduce(into: nil) { $0 = $1 }
        }
    }

    /// What the database holds, counted: for a backup's and a restore's message, and to compare one with the other.
    public func totals() async throws -> DatabaseTotals {
        try await reporting {
            var totals = DatabaseTotals()
            for try await (kiosks, profiles, games, activities, schema) in try await client.query(
                Self.totalsQuery, logger: logger).decode((Int, Int, Int, Int, Int).self) {
                totals = DatabaseTotals(kiosks: kiosks, profiles: profiles, games: games, activities: activities, schema: schema)
            }
            return totals
        }
    }

    /// Kiosks, profiles, games, activities and the schema version, in one row: the same in every schema so far.
    static var totalsQuery: PostgresQuery {
        """
        SELECT (SELECT count(*) FROM kiosk)::int, (SELECT count(*) FROM profile)::int, (SELECT count(*) FROM game)::int,
               (SELECT count(*) FROM activity)::int, (SELECT coalesce(max(version), 0) FROM educat_migration)
        """
    }

    /// The schema version the database is at.
    func schemaVersion() async throws -> Int {
        try await reporting {
            try await client.query("SELECT coalesce(max(version), 0) FROM educat_migration", logger: logger)
                .decode(Int.self).reduce(into: 0) { $0 = $1 }
        }
    }

    /// Keeps `hash` (bcrypt) as the teachers' password.
    public func setTeacherPasswordHash(_ hash: String) async throws {
        _ = try await reporting {
            try await client.query("""
                INSERT INTO setting (key, value) VALUES ('teacher_password', \(hash))
                ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """, logger: logger)
        }
    }

    /// The teachers' password hash, nil until one is set.
    func teacherPasswordHash() async throws -> String? {
        try await reporting {
            try await client.query("SELECT value FROM setting WHERE key = 'teacher_password'", logger: logger)
                .decode(String.self).reduce(into: nil) { $0 = $1 }
        }
    }

    private static func digest(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    // MARK: Results

    /// Stores a kiosk's batch in one transaction: rows whose UUID is stored already are left as they are, so a batch
    /// sent again changes nothing. Returns the receipt listing every row of the batch, those PostgreSQL refuses (a
    /// value breaking a table's rule) apart: the batch is then stored row by row to find them.
    func store(_ batch: SyncBatch, sentBy kiosk: String) async throws -> SyncReceipt {
        do {
            return try await storeAtOnce(batch, sentBy: kiosk)
        } catch let error as RuleBroken {
            let rows = batch.singleRows
            guard rows.count > 1 else { return batch.refused(error.message) }
            var receipt = SyncReceipt(games: [], activities: [], inserted: 0)
            for row in rows { receipt.add(try await store(row, sentBy: kiosk)) }
            return receipt
        }
    }

    private func storeAtOnce(_ batch: SyncBatch, sentBy kiosk: String) async throws -> SyncReceipt {
        let inserted = try await reporting {
            try await client.withTransaction(logger: logger) { connection in
                // Each name is stored once however kiosks spell it: the first spelling is the school's, and rows
                // carry that one, so the report counts one child.
                let names = Array(Set((batch.profiles + batch.games.map(\.profile) + batch.activities.map(\.profile))
                    .map(ProfileName.normalized)))
                try await connection.query("""
                    INSERT INTO profile (name, folded) SELECT * FROM unnest(\(names)::text[], \(names.map(ProfileName.folded))::text[])
                    ON CONFLICT DO NOTHING
                    """, logger: logger)
                var spelling: [String: String] = [:]
                for try await (name, folded) in try await connection.query("""
                    SELECT name, folded FROM profile WHERE folded = ANY(\(names.map(ProfileName.folded))::text[])
                    """, logger: logger).decode((String, String).self) {
                    spelling[folded] = name
                }
                let rows = try ServerRows(batch) { spelling[ProfileName.folded($0)] ?? ProfileName.normalized($0) }
                let games = try await connection.query("""
                    INSERT INTO game (uuid, kiosk_id, sent_by, profile, subject, mode, started_at, ended_at, hits, misses)
                    SELECT uuid, kiosk, \(kiosk), profile, subject, mode, to_timestamp(started), to_timestamp(ended),
                           hits, misses
                    FROM jsonb_to_recordset(\(rows.games)::jsonb) AS g(
                        uuid uuid, kiosk text, profile text, subject text, mode text, started float8, ended float8,
                        hits integer, misses integer)
                    ON CONFLICT (uuid) DO NOTHING RETURNING uuid
                    """, logger: logger).collect().count
                // Answers of games stored before are already there: their primary key keeps them from doubling.
                try await connection.query("""
                    INSERT INTO answer (game_uuid, position, item, result, response_ms, answered)
                    SELECT game, position, item, result, response_ms, answered
                    FROM jsonb_to_recordset(\(rows.answers)::jsonb) AS a(
                        game uuid, position integer, item text, result text, response_ms integer, answered text)
                    ON CONFLICT DO NOTHING
                    """, logger: logger)
                let activities = try await connection.query("""
                    INSERT INTO activity (uuid, kiosk_id, sent_by, profile, screen, started_at, ended_at, measures)
                    SELECT uuid, kiosk, \(kiosk), profile, screen, to_timestamp(started), to_timestamp(ended), measures
                    FROM jsonb_to_recordset(\(rows.activities)::jsonb) AS a(
                        uuid uuid, kiosk text, profile text, screen text, started float8, ended float8, measures jsonb)
                    ON CONFLICT (uuid) DO NOTHING RETURNING uuid
                    """, logger: logger).collect().count
                return games + activities
            }
        }
        return SyncReceipt(games: batch.games.map(\.id), activities: batch.activities.map(\.id), inserted: inserted)
    }

    /// The school's profile names, sorted.
    func profiles() async throws -> [String] {
        try await reporting {
            try await client.query("SELECT name FROM profile ORDER BY lower(name)", logger: logger).decode(String.self)
                .reduce(into: []) { $0.append($1) }
        }
    }

    /// How many games, answers and activities the server holds, for checks and the soak's count.
    public func counts() async throws -> (games: Int, answers: Int, activities: Int) {
        try await reporting {
            try await client.query("""
                SELECT (SELECT count(*) FROM game), (SELECT count(*) FROM answer), (SELECT count(*) FROM activity)
                """, logger: logger).decode((Int, Int, Int).self).reduce(into: (0, 0, 0)) { $0 = $1 }
        }
    }

    /// Every result started from `since` and before `until` (open where nil), as a report's source.
    func played(since: Date?, until: Date?) async throws -> PlayedResults {
        let from = since ?? Date(timeIntervalSince1970: 0), to = until ?? Date.distantFuture
        return try await reporting {
            var questions: [UUID: [QuestionOutcome]] = [:]
            for try await (game, item, result, milliseconds, answered) in try await client.query("""
                SELECT a.game_uuid, a.item, a.result, a.response_ms, a.answered
                FROM answer a JOIN game g ON g.uuid = a.game_uuid
                WHERE g.started_at >= \(from) AND g.started_at < \(to) ORDER BY a.game_uuid, a.position
                """, logger: logger).decode((UUID, String, String, Int, String?).self) {
                questions[game, default: []].append(QuestionOutcome(
                    item: item, result: AnswerResult(rawValue: result) ?? .miss,
                    responseTime: Double(milliseconds) / 1000, answered: answered))
            }
            var games: [GameResult] = []
            for try await (id, kiosk, profile, subject, mode, started, ended, hits, misses) in try await client.query("""
                SELECT uuid, kiosk_id, profile, subject, mode, extract(epoch FROM started_at)::float8,
                       extract(epoch FROM ended_at)::float8, hits, misses
                FROM game WHERE started_at >= \(from) AND started_at < \(to)
                """, logger: logger).decode((UUID, String, String, String, String, Double, Double, Int, Int).self) {
                // A subject or mode this build does not know (from a newer kiosk) is left out of its report.
                guard let subject = Subject(rawValue: subject), let mode = GameMode(rawValue: mode) else { continue }
                games.append(GameResult(
                    id: id, profile: profile, subject: subject, mode: mode, started: Date(timeIntervalSince1970: started),
                    ended: Date(timeIntervalSince1970: ended), hits: hits, misses: misses,
                    questions: questions[id] ?? [], kiosk: kiosk))
            }
            var activities: [ActivityResult] = []
            for try await (id, kiosk, profile, screen, started, ended, measures) in try await client.query("""
                SELECT uuid, kiosk_id, profile, screen, extract(epoch FROM started_at)::float8,
                       extract(epoch FROM ended_at)::float8, measures::text
                FROM activity WHERE started_at >= \(from) AND started_at < \(to)
                """, logger: logger).decode((UUID, String, String, String, Double, Double, String).self) {
                activities.append(ActivityResult(
                    id: id, profile: profile, screen: screen, started: Date(timeIntervalSince1970: started),
                    ended: Date(timeIntervalSince1970: ended),
                    measures: (try? JSONDecoder().decode([String: Int].self, from: Data(measures.utf8))) ?? [:],
                    kiosk: kiosk))
            }
            return PlayedResults(profiles: try await profiles(), games: games, activities: activities)
        }
    }

    /// Runs `body`, turning PostgreSQL's errors into a ``ServerError`` that says what the server said, or a
    /// ``RuleBroken`` when a value broke a table's rule.
    private func reporting<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            if let broken = RuleBroken(error) { throw broken }
            throw ServerError.explaining(error)
        }
    }
}

/// PostgreSQL refused a value for good (SQLSTATE class 22, data exception, or 23, integrity constraint violation).
struct RuleBroken: Error {
    /// PostgreSQL's words.
    var message: String

    init?(_ error: any Error) {
        switch error {
        case let error as PostgresTransactionError:
            guard let inner = error.closureError, let broken = RuleBroken(inner) else { return nil }
            self = broken
        case let error as PSQLError:
            guard let state = error.serverInfo?[.sqlState], state.hasPrefix("22") || state.hasPrefix("23") else {
                return nil
            }
            message = error.serverInfo?[.message] ?? state
        default: return nil
        }
    }
}

extension ServerError {
    /// `error` as a ``ServerError``: itself, what a transaction wraps, or PostgreSQL's own words.
    static func explaining(_ error: any Error) -> ServerError {
        switch error {
        case let error as ServerError: return error
        case let error as PostgresTransactionError:
            let inner = error.closureError ?? error.beginError ?? error.commitError ?? error.rollbackError
            return inner.map(explaining) ?? .database("transaction failed")
        case let error as PSQLError:
            return .database(error.serverInfo?[.message] ?? "\(error.code)")
        default: return .database("\(error)")
        }
    }
}

/// A batch as the JSON arrays its INSERTs read with `jsonb_to_recordset`: one parameter per table, however many rows.
private struct ServerRows {
    var games: String
    var answers: String
    var activities: String

    private struct Game: Encodable {
        var uuid: UUID, kiosk: String, profile: String, subject: String, mode: String
        var started: Double, ended: Double, hits: Int, misses: Int
    }

    private struct Answer: Encodable {
        var game: UUID, position: Int, item: String, result: String, response_ms: Int, answered: String?
    }

    private struct Activity: Encodable {
        var uuid: UUID, kiosk: String, profile: String, screen: String, started: Double, ended: Double
        var measures: [String: Int]
    }

    /// Seconds as whole milliseconds an `integer` column holds; a clock that jumped may have given any value.
    private static func milliseconds(_ seconds: Double) -> Int {
        let milliseconds = (seconds * 1000).rounded()
        return milliseconds.isFinite ? Int(min(max(milliseconds, 0), Double(Int32.max))) : 0
    }

    /// The rows of `batch`, each profile named as `spelling` gives it.
    init(_ batch: SyncBatch, spelling: (String) -> String) throws {
        let encoder = JSONEncoder()
        func json(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        games = try json(batch.games.map {
            Game(uuid: $0.id, kiosk: $0.kiosk ?? batch.kiosk, profile: spelling($0.profile), subject: $0.subject.rawValue,
                 mode: $0.mode.rawValue, started: $0.started.timeIntervalSince1970, ended: $0.ended.timeIntervalSince1970,
                 hits: $0.hits, misses: $0.misses)
        })
        answers = try json(batch.games.flatMap { game in
            game.questions.enumerated().map { position, question in
                Answer(game: game.id, position: position, item: question.item, result: question.result.rawValue,
                       response_ms: Self.milliseconds(question.responseTime), answered: question.answered)
            }
        })
        activities = try json(batch.activities.map {
            Activity(uuid: $0.id, kiosk: $0.kiosk ?? batch.kiosk, profile: spelling($0.profile), screen: $0.screen,
                     started: $0.started.timeIntervalSince1970, ended: $0.ended.timeIntervalSince1970,
                     measures: $0.measures)
        })
    }
}
