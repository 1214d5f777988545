import EducatTestSupport
import Foundation
import XCTest
@testable import Records

final class MultiProcessTests: XCTestCase {
    private static let gamesPerWriter = 60
    private static let kills = 40

    /// Two processes open one new store at once (both migrate), create the same profile and write interleaved games.
    func testTwoWritersLoseNothing() throws {
        let folder = try TestFolder(self)
        let writers = try (1...2).map { index in
            try ChildProcess.start(
                mode: "writer", store: folder.storePath, output: folder.url.appendingPathComponent("writer\(index).txt"))
        }
        for writer in writers {
            writer.waitUntilExit()
            XCTAssertEqual(writer.terminationStatus, 0)
        }
        for index in 1...2 {
            let announced = ChildProcess.announced(in: folder.url.appendingPathComponent("writer\(index).txt"))
            XCTAssertEqual(announced.count, Self.gamesPerWriter, "writer \(index) did not finish")
        }
        let store = try folder.openStore()
        XCTAssertEqual(try store.history(profile: "kid").count, 2 * Self.gamesPerWriter)
        XCTAssertEqual(try store.best(subject: .numbers, profile: "kid"), Self.gamesPerWriter)
        XCTAssertEqual(try store.profiles(), ["default", "kid"])
    }

    /// `kill -9` at random moments of a loop of record-setting game ends never loses an announced record.
    func testKilledWriterNeverLosesAnAnnouncedRecord() throws {
        let folder = try TestFolder(self)
        var killedAfterAnnouncing = 0
        for round in 1...Self.kills {
            let output = folder.url.appendingPathComponent("crash\(round).txt")
            let child = try ChildProcess.start(mode: "crash", store: folder.storePath, output: output)
            // Wait for the first announcement (or a short while) so most kills land among commits, not at start-up.
            let deadline = Date().addingTimeInterval(3)
            while ChildProcess.announced(in: output).isEmpty && child.isRunning && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.005)
            }
            Thread.sleep(forTimeInterval: .random(in: 0...0.08))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            XCTAssertEqual(child.terminationReason, .uncaughtSignal, "round \(round): the child ended on its own")

            let announced = ChildProcess.announced(in: output)
            if !announced.isEmpty { killedAfterAnnouncing += 1 }
            let store = try folder.openStore()
            let best = try store.best(subject: .numbers, profile: "kid")
            XCTAssertGreaterThanOrEqual(best, announced.last ?? 0, "round \(round): an announced record was lost")
        }
        let best = try folder.openStore().best(subject: .numbers, profile: "kid")
        print("kill -9 rounds: \(Self.kills), killed while announcing records: \(killedAfterAnnouncing), record now \(best)")
        XCTAssertGreaterThan(killedAfterAnnouncing, Self.kills / 2, "too few kills landed while writing")
    }

    /// The body of the child processes above; skipped when the test runner runs it directly.
    func testChildProcessEntry() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let mode = environment[ChildProcess.modeVariable], let path = environment[ChildProcess.storeVariable] else {
            throw XCTSkip("runs only as a child process of the other multi-process tests")
        }
        let (store, _) = try RecordStore.open(at: path)
        switch mode {
        case "writer":
            for hits in 1...Self.gamesPerWriter {
                _ = try store.recordGameEnd(challenge(hits: hits, profile: "kid"))
                ChildProcess.say("announced \(hits)")
            }
        default:
            // Every game beats the last, so every commit is a new record to announce, until the parent kills us.
            // A short question list keeps every commit the same size however high the score climbs.
            var game = challenge(hits: 1, misses: 1, profile: "kid")
            game.hits = try store.best(subject: .numbers, profile: "kid")
            while true {
                game.hits += 1
                // Each game is a new one: the same game (UUID) stored again changes nothing.
                game.id = UUID()
                if try store.recordGameEnd(game) { ChildProcess.say("announced \(game.hits)") }
            }
        }
    }
}
