import Foundation
import Lessons
import Logging
import Records
import Report
import Synchronization
import Sync
import XCTest

/// Simulated kiosks play and sync in the background while the server is killed and restarted and PostgreSQL is
/// restarted; afterwards the server must hold every game exactly once and report the kiosks' totals.
///
/// `make soak-server` runs it through EDUCAT_TEST_SOAK_KIOSKS, EDUCAT_TEST_SOAK_GAMES, EDUCAT_TEST_SOAK_RESTARTS and
/// EDUCAT_TEST_SOAK_POSTGRES_RESTARTS.
final class ServerSoakTests: XCTestCase {
    private static func setting(_ name: String, _ fallback: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? fallback
    }

    func testKiosksSyncEveryGameOnceThroughServerAndPostgresRestarts() async throws {
        // Minutes of load: `make soak-server` runs it, not `make test`.
        guard ProcessInfo.processInfo.environment["EDUCAT_TEST_SOAK_KIOSKS"] != nil else {
            throw XCTSkip("EDUCAT_TEST_SOAK_KIOSKS is not set: `make soak-server` runs the soak")
        }
        let kioskCount = Self.setting("EDUCAT_TEST_SOAK_KIOSKS", 5), gamesEach = Self.setting("EDUCAT_TEST_SOAK_GAMES", 50)
        let kills = Self.setting("EDUCAT_TEST_SOAK_RESTARTS", 1)
        let postgresRestarts = Self.setting("EDUCAT_TEST_SOAK_POSTGRES_RESTARTS", 1)
        // A game every 20 ms per kiosk: 50 kiosks offer 2,500 games a second.
        let pace = Duration.milliseconds(Self.setting("EDUCAT_TEST_SOAK_PACE_MS", 20))
        let database = try TestDatabase(self)
        let control = ProcessInfo.processInfo.environment["EDUCAT_TEST_POSTGRES_CTL"]
        if postgresRestarts > 0 && control == nil { throw XCTSkip("EDUCAT_TEST_POSTGRES_CTL is not set: run under Tests/with-postgres") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-soak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(database: database, folder: folder)
        try server.start()
        defer { server.kill() }

        var logger = Logger(label: "soak")
        logger.logLevel = .critical
        var senders: [OutboxSender] = []
        for index in 0..<kioskCount {
            let store = try RecordStore.open(at: folder.appendingPathComponent("kiosk\(index).sqlite").path).store
            var sender = OutboxSender(store: store, client: SyncClient(server: server.url, token: try server.addKiosk("k\(index)"),
                                                                          timeout: 10))
            sender.batchSize = 100
            senders.append(sender)
        }
        let agents = senders.map { SyncAgent(sender: $0, interval: 0.2, backoff: Backoff(first: 0.2, longest: 2), logger: logger) }
        defer { agents.forEach { $0.stop() } }

        let played = Counter()
        let start = Date()
        let playing = senders.enumerated().map { index, sender in
            Task.detached {
                for game in 0..<gamesEach {
                    _ = try sender.store.recordGameEnd(Self.game(kiosk: index, number: game))
                    played.value.withLock { $0 += 1 }
                    try await Task.sleep(for: pace)
                }
            }
        }

        // The faults, spread over the time of play: each when that share of the games has been played.
        let total = kioskCount * gamesEach
        let faults = (0..<kills).map { _ in "kill" } + (0..<postgresRestarts).map { _ in "postgres" }
        for (number, fault) in faults.shuffled().enumerated() {
            let due = total * (number + 1) / (faults.count + 1)
            let playDeadline = Date().addingTimeInterval(600)
            while played.value.withLock({ $0 }) < due {
                guard Date() < playDeadline else { return XCTFail("the kiosks stopped playing at \(due) games") }
                try await Task.sleep(for: .milliseconds(20))
            }
            if fault == "kill" {
                server.kill()
                try await Task.sleep(for: .milliseconds(500))
                try server.start()
            } else {
                let restart = Process()
                restart.executableURL = URL(fileURLWithPath: control!)
                restart.arguments = ["restart", "-m", "fast"]
                restart.standardOutput = FileHandle.nullDevice
                try restart.run()
                restart.waitUntilExit()
                XCTAssertEqual(restart.terminationStatus, 0, "PostgreSQL restarted")
            }
        }
        for task in playing { try await task.value }

        let deadline = Date().addingTimeInterval(300)
        while try senders.map({ try $0.store.outboxStatus().pendingGames }).reduce(0, +) > 0 {
            guard Date() < deadline else { return XCTFail("the outboxes were not empty within 5 minutes") }
            try await Task.sleep(for: .milliseconds(50))
        }
        let elapsed = Date().timeIntervalSince(start)

        let kioskGames = try senders.flatMap { try $0.store.history(questions: true) }
        XCTAssertEqual(kioskGames.count, total)
        let counts = try database.query("""
            SELECT count(*) FROM game UNION ALL SELECT count(DISTINCT uuid) FROM game UNION ALL SELECT count(*) FROM answer
            """)
        XCTAssertEqual(counts, ["\(total)", "\(total)", "\(kioskGames.flatMap(\.questions).count)"], "every game once")

        // The figures first: a failing check below should not hide them.
        let p99 = try database.query("""
            SELECT round(1000 * percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM received_at - ended_at)))
            FROM game
            """)[0]
        print("soak: \(kioskCount) kiosks × \(gamesEach) games, server killed \(kills)×, PostgreSQL restarted "
              + "\(postgresRestarts)×: \(total) games in \(String(format: "%.1f", elapsed)) s, "
              + "\(String(format: "%.0f", Double(total) / elapsed)) results/s, p99 sync delay \(p99) ms")

        let (status, body) = try await server.request("api/report",
                                                      headers: ServerProcess.basic(ServerProcess.teacherPassword),
                                                      timeout: 600)
        XCTAssertEqual(status, 200)
        let report = try SyncJSON.decoder.decode(ProgressReport.self, from: body)
        for child in report.children {
            let games = kioskGames.filter { $0.profile == child.profile }
            let days = child.subjects.flatMap(\.days)
            XCTAssertEqual(days.map(\.answers).reduce(0, +), games.flatMap(\.questions).count, child.profile)
            XCTAssertEqual(days.map(\.right).reduce(0, +), games.map(\.hits).reduce(0, +), child.profile)
            XCTAssertEqual(child.timeOnTask.map(\.sessions).reduce(0, +), games.count, child.profile)
        }
        XCTAssertEqual(report.children.map(\.profile).sorted(), Array(Set(kioskGames.map(\.profile))).sorted())
    }

    /// Games played so far, counted by every kiosk's task.
    private final class Counter: Sendable {
        let value = Mutex(0)
    }

    /// Ten number questions, the game ending now, so its sync delay is measured from when it was played.
    private static func game(kiosk: Int, number: Int) -> GameResult {
        let questions = (0..<10).map { question in
            let item = (kiosk + number + question) % 10
            return (question + number) % 4 == 0
                ? QuestionOutcome(item: String(item), result: .miss, responseTime: 2, answered: String((item + 1) % 10))
                : QuestionOutcome(item: String(item), result: .hit, responseTime: 1.5, answered: String(item))
        }
        let hits = questions.filter { $0.result == .hit }.count
        let end = Date()
        return GameResult(profile: ["Marta", "Pau", "Nil"][(kiosk + number) % 3], subject: .numbers, mode: .game,
                          started: end.addingTimeInterval(-40), ended: end, hits: hits, misses: 10 - hits,
                          questions: questions)
    }
}
