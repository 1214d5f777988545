import EducatTestSupport
import Foundation
import Lessons
import Records
import Report
import Sync
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The built `educat server` on a real PostgreSQL, three kiosk stores holding a month of play syncing to it with
/// `educat sync` while it is killed and started again; its routes' authentication.
final class ServerSyncTests: XCTestCase {
    private var folder: URL!
    private var server: ServerProcess!

    override func setUpWithError() throws {
        let database = try TestDatabase(self)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        server = try ServerProcess(database: database, folder: folder)
    }

    override func tearDown() {
        server?.kill()
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// A kiosk: its store holding its share of the month, and the configuration pointing it at the server.
    private struct Kiosk {
        var store: String
        var config: String
        var games: Int
    }

    private func kiosk(_ index: Int, of month: PlayedMonth) throws -> Kiosk {
        let store = folder.appendingPathComponent("kiosk\(index).sqlite").path
        let records = try RecordStore.open(at: store).store
        let games = month.games.enumerated().filter { $0.offset % 3 == index }.map(\.element)
        for game in games { _ = try records.recordGameEnd(game) }
        for activity in month.activities.enumerated().filter({ $0.offset % 3 == index }).map(\.element) {
            try records.recordActivity(activity)
        }
        let config = folder.appendingPathComponent("kiosk\(index).toml").path
        try """
            [sync]
            server = "\(server.url.absoluteString)"
            token = "\(try server.addKiosk("kiosk-\(index)"))"
            batch_size = 2
            """.write(toFile: config, atomically: true, encoding: .utf8)
        return Kiosk(store: store, config: config, games: games.count)
    }

    /// `educat sync` on `kiosk`, started and left running.
    private func startSync(_ kiosk: Kiosk) throws -> Process {
        let process = Process()
        process.executableURL = server.educat.url
        process.arguments = ["sync", "--store", kiosk.store, "--config", kiosk.config]
        process.environment = ProcessInfo.processInfo.environment.merging(server.educat.environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func sync(_ kiosk: Kiosk, _ extra: String...) throws -> EducatBinary.Run {
        try server.educat.run(arguments: ["sync", "--store", kiosk.store, "--config", kiosk.config] + extra)
    }

    func testThreeKiosksSyncThroughTwoServerRestartsWithNothingLostOrDoubled() async throws {
        let month = PlayedMonth()
        try server.start()
        let kiosks = try (0..<3).map { try kiosk($0, of: month) }
        XCTAssertTrue(try sync(kiosks[0], "--status").output.contains("pending: \(kiosks[0].games) games"))

        // Each round: the three kiosks sync at once (two games a batch) and the server is killed once it holds a
        // third, then two thirds, of the games; then it starts again.
        var interrupted = 0
        for round in 1...2 {
            let syncing = try kiosks.map(startSync)
            let deadline = Date().addingTimeInterval(60)
            while try Int(server.database.query("SELECT count(*) FROM game")[0])! < round * month.games.count / 3,
                  Date() < deadline {
                try await Task.sleep(for: .milliseconds(5))
            }
            server.kill()
            for process in syncing {
                process.waitUntilExit()
                if process.terminationStatus != 0 { interrupted += 1 }
            }
            try server.start()
        }
        XCTAssertGreaterThan(interrupted, 0, "some sync was cut off by a kill")
        for kiosk in kiosks {
            let run = try sync(kiosk)
            XCTAssertEqual(run.status, 0, run.errors)
            let status = try sync(kiosk, "--status").output
            XCTAssertTrue(status.contains("pending: 0 games, 0 activities"), status)
        }

        let counts = try server.database.query("SELECT count(*) FROM game UNION ALL SELECT count(*) FROM answer "
                                               + "UNION ALL SELECT count(*) FROM activity UNION ALL "
                                               + "SELECT count(DISTINCT uuid) FROM game")
        let kioskGames = try kiosks.map { try RecordStore.open(at: $0.store).store.history(questions: true) }
        XCTAssertEqual(kioskGames.map(\.count).reduce(0, +), month.games.count)
        XCTAssertEqual(counts, ["\(month.games.count)", "\(month.games.flatMap(\.questions).count)",
                                "\(month.activities.count)", "\(month.games.count)"], "every row once, none lost")

        // The class report from the server is the one a single store holding all of it gives.
        let (status, body) = try await server.request(
            "api/report?since=2026-03-01&until=2026-03-31", headers: ServerProcess.basic(ServerProcess.teacherPassword))
        XCTAssertEqual(status, 200)
        let report = try SyncJSON.decoder.decode(ProgressReport.self, from: body)
        let expected = try ReportBuilder.build(
            store: PlayedResults(games: month.games, activities: month.activities),
            since: ReportBuilder.day(named: "2026-03-01"), until: ReportBuilder.day(named: "2026-04-01"))
        XCTAssertEqual(report.children.map(\.profile), PlayedMonth.children.sorted())
        XCTAssertEqual(report, expected)

        // Each kiosk now knows every child of the school.
        for kiosk in kiosks {
            let profiles = try RecordStore.open(at: kiosk.store).store.profiles()
            XCTAssertTrue(Set(PlayedMonth.children).isSubset(of: profiles), "\(profiles)")
        }
    }

    func testRowsTheServerRefusesAreSetAsideWithTheirReasonAndTheRestFlows() throws {
        try server.start()
        let month = PlayedMonth()
        let kiosk = try kiosk(0, of: month)
        // A kiosk without a clock battery plays before it knows the time: its clock says 1970.
        let records = try RecordStore.open(at: kiosk.store).store
        let boot = Date(timeIntervalSince1970: 300)
        let clockless = GameResult(profile: "Marta", subject: .numbers, mode: .game, started: boot, ended: boot + 20,
                                   hits: 1, misses: 0)
        _ = try records.recordGameEnd(clockless)
        let story = ActivityResult(profile: "Pau", screen: "story", started: boot, ended: boot + 60, measures: ["pages": 3])
        try records.recordActivity(story)

        let first = try sync(kiosk)
        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertTrue(first.output.contains("refused 2 results for good"), first.output)
        let status = try sync(kiosk, "--status").output
        XCTAssertTrue(status.contains("pending: 0 games, 0 activities"), status)
        XCTAssertTrue(status.contains("refused by the server, kept here and not sent again: 2"), status)
        for (kind, id) in [("game", clockless.id), ("activity", story.id)] {
            XCTAssertTrue(status.contains("\(kind) \(id.uuidString) ("), status)
        }
        XCTAssertTrue(status.contains("started 300.0 is not a time between 2000 and 2100"), status)
        XCTAssertEqual(try server.database.query("SELECT count(*) FROM game"), ["\(kiosk.games)"], "the rest went")
        XCTAssertEqual(try records.history().filter { $0.id == clockless.id }.count, 1, "kept in the store")

        // Later results still flow, and the refused ones are not sent again.
        _ = try records.recordGameEnd(GameResult(profile: "Nil", subject: .vowels, mode: .game, started: Date() - 30,
                                                 ended: Date(), hits: 2, misses: 1))
        let second = try sync(kiosk)
        XCTAssertEqual(second.status, 0, second.errors)
        XCTAssertFalse(second.output.contains("refused"), second.output)
        XCTAssertEqual(try server.database.query("SELECT count(*) FROM game"), ["\(kiosk.games + 1)"])
    }

    func testAReplayedBatchChangesNothing() async throws {
        try server.start()
        let token = try server.addKiosk("replayer")
        let month = PlayedMonth()
        let batch = SyncBatch(kiosk: "k", profiles: ["Marta"], games: Array(month.games.prefix(5)),
                              activities: Array(month.activities.prefix(3)))
        let headers = ["Authorization": "Bearer \(token)", "Content-Type": "application/json"]
        let first = try await server.request("api/results", method: "POST", headers: headers,
                                             body: SyncJSON.encoder.encode(batch))
        XCTAssertEqual(first.status, 200)
        XCTAssertEqual(try SyncJSON.decoder.decode(SyncReceipt.self, from: first.body).inserted, 8)
        let before = try server.database.query("SELECT uuid::text || received_at::text FROM game ORDER BY uuid")
        let replay = try await server.request("api/results", method: "POST", headers: headers,
                                              body: SyncJSON.encoder.encode(batch))
        XCTAssertEqual(replay.status, 200)
        let receipt = try SyncJSON.decoder.decode(SyncReceipt.self, from: replay.body)
        XCTAssertEqual(receipt.inserted, 0)
        XCTAssertEqual(receipt.games, batch.games.map(\.id), "the replay is acknowledged all the same")
        XCTAssertEqual(try server.database.query("SELECT uuid::text || received_at::text FROM game ORDER BY uuid"), before)
        XCTAssertEqual(try server.database.query("SELECT count(*) FROM answer"),
                       ["\(batch.games.flatMap(\.questions).count)"])
    }

    func testADatabaseGoneDownIsA503WithinTenSecondsAndServedAgainWhenItIsBack() async throws {
        try server.start()
        let headers = ["Authorization": "Bearer \(try server.addKiosk("hall"))", "Content-Type": "application/json"]
        let body = try SyncJSON.encoder.encode(SyncBatch(kiosk: "hall", profiles: [], games: [], activities: []))
        let before = try await server.request("api/results", method: "POST", headers: headers, body: body)
        XCTAssertEqual(before.status, 200)
        try server.database.refuseConnections(true)
        let started = Date()
        let down = try await server.request("api/results", method: "POST", headers: headers, body: body)
        XCTAssertEqual(down.status, 503, String(decoding: down.body, as: UTF8.self))
        XCTAssertLessThan(Date().timeIntervalSince(started), 15, "a kiosk (30 s) hears it, where it waited 68 s")
        try server.database.refuseConnections(false)
        let deadline = Date().addingTimeInterval(30)
        var status = 0
        while status != 200 && Date() < deadline {
            status = try await server.request("api/results", method: "POST", headers: headers, body: body).status
        }
        XCTAssertEqual(status, 200, "served again once the database is back")
    }

    func testAWrongTokenIsRefusedWith401() async throws {
        try server.start()
        _ = try server.addKiosk("real")
        let body = try SyncJSON.encoder.encode(SyncBatch(kiosk: "k", profiles: [], games: [], activities: []))
        for headers in [[:], ["Authorization": "Bearer not-a-token"], ServerProcess.basic(ServerProcess.teacherPassword)] {
            let (status, _) = try await server.request("api/results", method: "POST", headers: headers, body: body)
            XCTAssertEqual(status, 401, "\(headers)")
            let profiles = try await server.request("api/profiles", headers: headers)
            XCTAssertEqual(profiles.status, 401)
        }
        XCTAssertEqual(try server.database.query("SELECT count(*) FROM game"), ["0"])
    }

    func testTheTeacherPageNeedsThePassword() async throws {
        try server.start()
        let token = try server.addKiosk("class")
        let month = PlayedMonth()
        let batch = SyncBatch(kiosk: "k", profiles: PlayedMonth.children, games: month.games, activities: [])
        let stored = try await server.request(
            "api/results", method: "POST", headers: ["Authorization": "Bearer \(token)"], body: SyncJSON.encoder.encode(batch))
        XCTAssertEqual(stored.status, 200)

        for path in ["", "api/report"] {
            let anonymous = try await server.request(path)
            XCTAssertEqual(anonymous.status, 401)
            let wrong = try await server.request(path, headers: ServerProcess.basic("wrong password"))
            XCTAssertEqual(wrong.status, 401)
            let kiosk = try await server.request(path, headers: ["Authorization": "Bearer \(token)"])
            XCTAssertEqual(kiosk.status, 401, "a kiosk token is no teacher password")
        }
        let (status, page) = try await server.request("?since=2026-03-01&until=2026-03-31",
                                                      headers: ServerProcess.basic(ServerProcess.teacherPassword))
        XCTAssertEqual(status, 200)
        let html = String(decoding: page, as: UTF8.self)
        for child in PlayedMonth.children { XCTAssertTrue(html.contains("<h2>\(child)</h2>"), "\(child) in the page") }
        XCTAssertTrue(html.contains("<svg"), "the charts are in the page")
    }

    /// The teacher's page is in the language its address asks for (`lang`), else the server's (`[server] language`),
    /// else the browser's; a server configured in a language it cannot write refuses to start.
    func testTheTeacherPageIsInTheLanguageAskedElseTheServersElseTheBrowsers() async throws {
        try server.start()
        let token = try server.addKiosk("class")
        let batch = SyncBatch(kiosk: "k", profiles: PlayedMonth.children, games: PlayedMonth().games, activities: [])
        let stored = try await server.request(
            "api/results", method: "POST", headers: ["Authorization": "Bearer \(token)"], body: SyncJSON.encoder.encode(batch))
        XCTAssertEqual(stored.status, 200)
        func page(_ query: String = "", accepting: String? = nil) async throws -> (status: Int, html: String) {
            var headers = ServerProcess.basic(ServerProcess.teacherPassword)
            headers["Accept-Language"] = accepting
            let (status, body) = try await server.request("?until=2026-03-31" + query, headers: headers)
            return (status, String(decoding: body, as: UTF8.self))
        }
        let browser = try await page(accepting: "ca-ES,ca;q=0.9,en;q=0.5").html
        XCTAssertTrue(browser.contains("<html lang=\"ca\">"), String(browser.prefix(80)))
        XCTAssertTrue(browser.contains("Progrés de la classe") && browser.contains("joc dels números") && browser.contains("<th>el 9</th>"))
        let asked = try await page("&lang=es", accepting: "ca").html
        XCTAssertTrue(asked.contains("<html lang=\"es\">"), "the address's language over the browser's")
        let plain = try await page().html
        XCTAssertTrue(plain.contains("<html lang=\"en\">"), "English for a browser that says nothing")
        let french = try await page("&lang=fr")
        XCTAssertEqual(french.status, 400)
        XCTAssertTrue(french.html.contains("lang=fr is no language of the report: it is written in ca, en, es"), french.html)

        server.kill()
        let config = folder.appendingPathComponent("educat/config.toml")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "[server]\nlanguage = \"es\"\n".write(to: config, atomically: true, encoding: .utf8)
        try server.start()
        let school = try await page(accepting: "ca").html
        XCTAssertTrue(school.contains("<html lang=\"es\">") && school.contains("Progreso de la clase"), "the school's language")
        let link = try await page("&lang=ca", accepting: "ca").html
        XCTAssertTrue(link.contains("<html lang=\"ca\">"), "a link in another language still opens in it")

        server.kill()
        try "[server]\nlanguage = \"fr\"\n".write(to: config, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try server.start()) { error in
            XCTAssertTrue("\(error)".contains("[server] language \"fr\": the report is written in ca, en, es only"), "\(error)")
        }
    }

    func testSyncWithTheServerDownKeepsTheResultsAndSaysWhy() throws {
        try server.start()
        let month = PlayedMonth()
        let kiosk = try kiosk(0, of: month)
        server.kill()
        let failed = try sync(kiosk)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.errors.contains("cannot be reached"), failed.errors)
        XCTAssertTrue(failed.errors.contains("sent later"), failed.errors)
        let status = try sync(kiosk, "--status").output
        XCTAssertTrue(status.contains("pending: \(kiosk.games) games"), status)
        XCTAssertTrue(status.contains("last success: never"), status)
        XCTAssertTrue(status.contains("last error: "), status)
        // Every other command goes on without the server.
        let history = try server.educat.run("history", "--store", kiosk.store)
        XCTAssertEqual(history.status, 0, history.errors)

        try server.start()
        XCTAssertEqual(try sync(kiosk).status, 0)
        let after = try sync(kiosk, "--status").output
        XCTAssertTrue(after.contains("pending: 0 games, 0 activities"), after)
        XCTAssertFalse(after.contains("last success: never"), after)
    }
}
