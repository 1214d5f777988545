import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdBcrypt
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import Records
import Report
import Sync
import Texts

/// `educat server`: kiosks post their results, teachers read the class report.
///
/// Routes: `POST /api/results` and `GET /api/profiles` take a kiosk's token (`Authorization: Bearer …`);
/// `GET /` (the report page) and `GET /api/report` (its JSON) take the teacher password (HTTP Basic, any user name).
/// Both report routes read `since`, `until` (yyyy-mm-dd) and `profile` from the query, as `educat report` does; the
/// page is in the language `lang` names, else the server's, else the browser's (``PageLanguage``).
/// `GET /health` (the database reachable, its schema) and `GET /metrics` (Prometheus) are for monitoring.
public enum SchoolServer {
    /// The largest body accepted, far above what a kiosk sends (200 games of a few kilobytes each, 1,000 at most).
    static let largestBody = 8 << 20

    /// Serves on `host`:`port` until SIGINT or SIGTERM, calling `started` with the port once it listens; the report
    /// page is in `language` (one of `Catalogue.builtInLanguages`) where a teacher's address does not name another,
    /// else in the teacher's browser's.
    public static func run(
        database url: DatabaseURL, host: String, port: Int, language: String? = nil, logger: Logger,
        started: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws {
        if let language, Catalogue.builtIn(language) == nil { throw ServerError.unknownLanguage(language) }
        try await SchoolDatabase.probe(url, logger: logger)
        let client = PostgresClient(configuration: url.configuration, backgroundLogger: PoolLog.logger(logger))
        let database = SchoolDatabase(client: client, logger: logger)
        // The client runs beside the application rather than as one of its services: the migrations need it first.
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            try await database.migrate()
            if try await database.teacherPasswordHash() == nil {
                logger.warning("\(ServerError.noTeacherPassword); the report pages refuse every request until then")
            }
            let app = Application(
                router: router(database, language: language, logger: logger),
                configuration: .init(address: .hostname(host, port: port), serverName: "educat"),
                onServerRunning: { channel in started(channel.localAddress?.port ?? port) }, logger: logger)
            try await app.runService()
        }
    }

    static func router(_ database: SchoolDatabase, language: String?, logger: Logger) -> Router<ServerContext> {
        let metrics = ServerMetrics(), gate = LoginGate(throttle: LoginThrottle(), verified: VerifiedPasswords())
        let router = Router(context: ServerContext.self)
        router.add(middleware: AccessLog(logger: logger, metrics: metrics))
        router.post("/api/results") { request, context -> Response in
            let kiosk = try await kiosk(request, context, database, logger, metrics)
            let start = ContinuousClock.now
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: largestBody)
            } catch is NIOTooManyBytesError {
                throw HTTPError(.contentTooLarge, message: "the body is larger than \(largestBody >> 20) MiB: send smaller batches")
            }
            let batch: SyncBatch, refused: [RefusedRow]
            do {
                (batch, refused) = try ReceivedBatch.read(Data(body.readableBytesView)).sorted()
            } catch BatchProblem.unreadable(let reason) {
                throw HTTPError(.badRequest, message: "not a batch of results: \(reason)")
            } catch BatchProblem.tooLarge(let reason) {
                throw HTTPError(.contentTooLarge, message: "the batch is too large: \(reason)")
            }
            var receipt = try await storing { try await database.store(batch, sentBy: kiosk) }
            receipt.refused += refused
            metrics.batchLatency.record(start.duration(to: .now))
            metrics.resultsReceived.increment(by: Int64(receipt.games.count + receipt.activities.count))
            metrics.rowsRefused.increment(by: Int64(receipt.refused.count))
            return try json(receipt)
        }
        router.get("/api/profiles") { request, context -> Response in
            _ = try await kiosk(request, context, database, logger, metrics)
            return try json(await storing { try await database.profiles() })
        }
        router.get("/api/report") { request, context -> Response in
            try await teacher(request, context, database, gate, logger, metrics)
            return try json(await report(request, database))
        }
        router.get("/health") { _, _ -> Response in
            do {
                let schema = try await storing(within: .seconds(3)) { try await database.schemaVersion() }
                return try json(Health(status: "ok", database: "reachable", schema: schema))
            } catch let error as HTTPError {
                var response = try json(Health(status: "unavailable", database: error.body ?? "unreachable", schema: nil))
                response.status = .serviceUnavailable
                return response
            }
        }
        router.get("/metrics") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                     body: .init(byteBuffer: ByteBuffer(string: metrics.text)))
        }
        router.get("/") { request, context -> Response in
            try await teacher(request, context, database, gate, logger, metrics)
            let texts: Catalogue
            do {
                texts = try PageLanguage.texts(asked: request.uri.queryParameters["lang"].map(String.init),
                                               configured: language, accepted: request.headers[.acceptLanguage])
            } catch {
                throw HTTPError(.badRequest, message: "\(error)")
            }
            let page = ReportPage.html(try await report(request, database), texts: texts)
            // A cache between the teacher and the server keeps one page per browser language.
            let headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .contentLanguage: texts.language,
                                       .vary: "Accept-Language"]
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: page)))
        }
        return router
    }

    /// What `/health` answers.
    private struct Health: Encodable {
        var status: String
        var database: String
        var schema: Int?
    }

    /// The kiosk whose token the request carries; 401 without a known one, logged with the client's address.
    private static func kiosk(_ request: Request, _ context: ServerContext, _ database: SchoolDatabase, _ logger: Logger,
                              _ metrics: ServerMetrics) async throws -> String {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer "),
              let kiosk = try await storing({ try await database.kiosk(token: String(header.dropFirst(7))) }) else {
            metrics.failedKioskTokens.increment()
            logger.warning("a request without a known kiosk token from \(context.client(of: request))")
            throw HTTPError(.unauthorized, message: "a kiosk token is needed (Authorization: Bearer …)")
        }
        context.caller.set("kiosk \(kiosk)")
        return kiosk
    }

    /// What stands before bcrypt: the throttle of wrong passwords, and the passwords lately found right.
    private struct LoginGate {
        let throttle: LoginThrottle
        let verified: VerifiedPasswords
    }

    /// Returns when the request carries the teacher password; 401 with a Basic challenge otherwise, and 429 while its
    /// address has tried too many wrong ones (``LoginThrottle``). Each failure is logged with the client's address.
    private static func teacher(_ request: Request, _ context: ServerContext, _ database: SchoolDatabase,
                                _ gate: LoginGate, _ logger: Logger, _ metrics: ServerMetrics) async throws {
        let challenge = HTTPError(.unauthorized, headers: [.wwwAuthenticate: "Basic realm=\"educat\", charset=\"UTF-8\""],
                                  message: "the teacher password is needed")
        // A browser's first request carries no password: it is asked for, not counted as a failure.
        guard let header = request.headers[.authorization] else { throw challenge }
        let password = basicPassword(header)
        guard let hash = try await storing({ try await database.teacherPasswordHash() }) else { throw challenge }
        // A password found right lately passes without bcrypt and without the throttle: a teacher's second tab, or a
        // colleague behind the same school address as an attacker, is never told to wait.
        if let password, gate.verified.contains(password, for: hash) {
            context.caller.set("teacher")
            return
        }
        let address = context.client(of: request)
        switch gate.throttle.start(address) {
        case .allowed: break
        case .busy:
            throw HTTPError(.tooManyRequests, headers: [.retryAfter: "1"],
                            message: "a password from \(address) is being checked: one at a time, try again in 1 s")
        case .wait(let seconds):
            throw HTTPError(.tooManyRequests, headers: [.retryAfter: String(seconds)],
                            message: "too many wrong passwords from \(address): try again in \(seconds) s")
        }
        // Wrong (false) unless bcrypt finds it right; unknown (nil) when it could not be checked.
        var matches: Bool? = false
        defer {
            let failures = gate.throttle.finish(address, succeeded: matches)
            if matches == false {
                metrics.failedTeacherLogins.increment()
                logger.warning("a wrong teacher password from \(address) (\(failures) in a row)")
            }
        }
        guard let password else { throw challenge }
        matches = nil
        // bcrypt takes a good part of a second by design: on NIO's thread pool, not on the server's event loops.
        matches = try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
        guard matches == true else { throw challenge }
        gate.verified.insert(password, for: hash)
        context.caller.set("teacher")
    }

    /// The password of an HTTP Basic `Authorization` header (any user name); nil when it is no such header.
    private static func basicPassword(_ header: String) -> String? {
        guard header.hasPrefix("Basic "), let decoded = Data(base64Encoded: String(header.dropFirst(6))) else { return nil }
        let credentials = String(decoding: decoded, as: UTF8.self)
        guard let colon = credentials.firstIndex(of: ":") else { return nil }
        return String(credentials[credentials.index(after: colon)...])
    }

    private static func report(_ request: Request, _ database: SchoolDatabase) async throws -> ProgressReport {
        let query = request.uri.queryParameters
        func day(_ name: String) throws -> Date? {
            guard let text = query[name[...]].map(String.init) else { return nil }
            guard let date = ReportBuilder.day(named: text) else {
                throw HTTPError(.badRequest, message: "\(name)=\(text) is not a day: write it as yyyy-mm-dd")
            }
            return date
        }
        let since = try day("since"), until = try day("until").map { $0.addingTimeInterval(86_400) }
        if let since, let until, since >= until {
            throw HTTPError(.badRequest, message: "since is after until: no day is left between them")
        }
        let played = try await storing { try await database.played(since: since, until: until) }
        var profiles: [String]?
        if let name = query["profile"].map(String.init) {
            let names = try await storing { try await database.profiles() }
            guard let known = names.first(where: { ProfileName.folded($0) == ProfileName.folded(name) }) else {
                throw HTTPError(.notFound, message: "no child is called \"\(name.prefix(100))\" on this server")
            }
            profiles = [known]
        }
        return try ReportBuilder.build(store: played, profiles: profiles, since: since, until: until)
    }

    /// The database's failures as 503, so a kiosk retries later and a teacher sees why the page is missing.
    /// How long a request waits on the database before it answers 503: well within a kiosk's 30 s, so a kiosk hears
    /// that the database is down, where the pool would otherwise keep it waiting on its retries for over a minute.
    static let databaseWait = Duration.seconds(10)

    private static func storing<T: Sendable>(within wait: Duration = databaseWait, _ body: @escaping @Sendable () async throws -> T)
        async throws -> T {
        do {
            return try await withThrowingTaskGroup(of: T.self) { group in
                group.addTask { try await body() }
                group.addTask {
                    try await Task.sleep(for: wait)
                    throw HTTPError(.serviceUnavailable, message: "the database did not answer in \(wait): try again later")
                }
                defer { group.cancelAll() }
                return try await group.next()!
            }
        } catch let error as HTTPError {
            throw error
        } catch {
            throw HTTPError(.serviceUnavailable, message: "\(error)")
        }
    }

    private static func json(_ value: some Encodable) throws -> Response {
        Response(status: .ok, headers: [.contentType: "application/json"],
                 body: .init(byteBuffer: ByteBuffer(bytes: try SyncJSON.encoder.encode(value))))
    }
}
