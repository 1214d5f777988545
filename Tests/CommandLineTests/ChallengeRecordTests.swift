import EducatTestSupport
import Foundation
import XCTest

/// What a rendered challenge leaves in the records store, seen through `educat history`: every answer of every game,
/// whether it ends in a new record or not, on a wrong key or a timeout; and what the other activities leave there.
final class ChallengeRecordTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!
    private var store: String { folder.appendingPathComponent("records.sqlite").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-challenge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path, "HOME": folder.path])
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// Renders `script` with the store in the test folder and `settings` as the config; returns the run.
    @discardableResult
    private func render(_ script: String, settings: String = "", name: String = "session") throws -> EducatBinary.Run {
        let scriptFile = folder.appendingPathComponent("\(name).txt")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let config = folder.appendingPathComponent("\(name).toml")
        try "[audio]\nmusic = false\n\(settings)".write(to: config, atomically: true, encoding: .utf8)
        return try educat.run(arguments: ["render", scriptFile.path, "-o", folder.appendingPathComponent("\(name).wav").path,
                                          "--store", store, "--config", config.path])
    }

    /// The games as `history --csv` lists them: (mode, hits, misses).
    private func games() throws -> [(mode: String, hits: Int, misses: Int)] {
        let run = try educat.run("history", "--csv", "--store", store)
        XCTAssertEqual(run.status, 0, run.errors)
        return run.output.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: ",").map(String.init)
            return (fields[4], Int(fields[5]) ?? -1, Int(fields[6]) ?? -1)
        }
    }

    /// Missed answers stored, summed over every item `history --items` lists.
    private func missedAnswers() throws -> Int {
        let run = try educat.run("history", "--items", "--csv", "--store", store)
        XCTAssertEqual(run.status, 0, run.errors)
        return run.output.split(separator: "\n").dropFirst().map { Int($0.split(separator: ",")[2]) ?? -1000 }.reduce(0, +)
    }

    private let threeWrong = SessionScripts.challengeTwoRightThreeWrong

    func testAChallengeEndingInANewRecordStoresItsLastWrongAnswer() throws {
        XCTAssertEqual(try render(threeWrong).status, 0)
        let stored = try games()
        XCTAssertEqual(stored.map(\.mode), ["challenge"])
        XCTAssertEqual(stored.first?.hits, 2)
        XCTAssertEqual(stored.first?.misses, 3)
        XCTAssertEqual(try missedAnswers(), 3, "every miss of the game has its answer row")
        XCTAssertEqual(try educat.run("records", "--json", "--store", store).output,
                       #"{"numbers": 2, "vowels": 0, "alphabet": 0, "syllables": 0}"# + "\n")
    }

    func testAChallengeEndingInGameOverStoresEveryAnswerToo() throws {
        try render(threeWrong, name: "first")
        XCTAssertEqual(try render(threeWrong, name: "again").status, 0)
        XCTAssertEqual(try games().map(\.misses), [3, 3])
        XCTAssertEqual(try missedAnswers(), 6)
    }

    func testAChallengeEndingInANewRecordOnTimeoutsStoresTheLastTimeout() throws {
        // Nine seconds per question; the three timeouts after the right answer end the game.
        XCTAssertEqual(try render("0 open vowels/challenge\n0.5 ask\n1.5 right\n60 end\n").status, 0)
        XCTAssertEqual(try games().map(\.misses), [3])
        XCTAssertEqual(try missedAnswers(), 3)
    }

    func testATimeoutThatEndsTheChallengeAtOnceIsStored() throws {
        let run = try render("0 open alphabet/challenge\n0.5 ask\n1.5 right\n20 end\n",
                             settings: "[challenge]\ntimeout_ends_game = true\n")
        XCTAssertEqual(run.status, 0, run.errors)
        let stored = try games()
        XCTAssertEqual(stored.map(\.hits), [1])
        XCTAssertEqual(stored.map(\.misses), [1])
        XCTAssertEqual(try missedAnswers(), 1)
    }

    func testLessonsAndCountAlongAreRecordedAsActivitiesWithTheirCounts() throws {
        // The count-along is still open when the script ends: it is written all the same.
        XCTAssertEqual(try render("""
            0 open numbers/lesson
            1 key 7
            2 key 3
            3 open count
            3.5 key 1
            4.5 key 3
            6 key 2
            8 end
            """).status, 0)
        let run = try educat.run("history", "--activities", "--csv", "--store", store)
        XCTAssertEqual(run.status, 0, run.errors)
        let rows = run.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        XCTAssertEqual(rows.map { [$0[3], $0[4]] }, [
            ["numbers/lesson", "items heard 2"],
            ["count", "mistakes 1; numbers counted 2"],
        ])
        XCTAssertEqual(Set(rows.map { $0[6] }).count, 1, "both from this store's one kiosk")
        XCTAssertNotEqual(rows[0][5], rows[1][5], "each activity has its own id")

        // The table says them as a person reads them.
        let table = try educat.run("history", "--activities", "--store", store).output
        XCTAssertTrue(table.contains("numbers lesson") && table.contains("2 items heard"), table)
        XCTAssertTrue(table.contains("counting along") && table.contains("1 mistake, 2 numbers counted"), table)
        XCTAssertFalse(table.contains("numbers/lesson") || table.contains("items heard 2"), table)
    }

    /// `history --activities` names a game and what was done in it in words, never its events' names; the games'
    /// items missed most are the items, not their clips' names.
    func testTheHistoryNamesActivitiesEventsAndItemsInWords() throws {
        XCTAssertEqual(try render("0 open rhymes\n0.5 ask\n9 right\n13 end\n").status, 0)
        let activities = try educat.run("history", "--activities", "--store", store)
        XCTAssertEqual(activities.status, 0, activities.errors)
        let row = try XCTUnwrap(activities.output.split(separator: "\n").dropFirst().first)
        XCTAssertTrue(row.contains("rhymes game") && row.hasSuffix("1 asked, 1 right"), String(row))
        XCTAssertFalse(activities.output.contains("rhyme_"), activities.output)

        XCTAssertEqual(try render(threeWrong, name: "challenge").status, 0)
        let games = try educat.run("history", "--store", store).output
        let missed = try XCTUnwrap(games.components(separatedBy: "Missed most:").last)
        XCTAssertTrue(missed.contains("numbers  "), missed)
        XCTAssertFalse(missed.contains("numbers."), "an item, not its clip: \(missed)")
    }

    /// A game or activity left within 3 s without an answer is a child passing through or mashing keys: not kept as
    /// played. One answered is kept however short, and so is one that lasted, the session's end included.
    func testAShortGameWithNoAnswerIsNotPlayed() throws {
        XCTAssertEqual(try render("""
            0 open rhymes
            0.5 ask
            1 back
            1.5 open numbers/lesson
            2 key 3
            2.5 back
            3 open count
            3.5 key 1
            4 back
            4.5 open vowels/game
            5 ask
            5.5 back
            6 end
            """).status, 0)
        let run = try educat.run("history", "--activities", "--csv", "--store", store)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init)[3...4] },
                       [["count", "numbers counted 1"]], "only the count, which was answered")
        XCTAssertEqual(try games().count, 0)

        // The same rhymes question listened to until the session ends: its sounds last well over 3 s.
        XCTAssertEqual(try render("0 open rhymes\n0.5 ask\n", name: "listened").status, 0)
        let listened = try educat.run("history", "--activities", "--csv", "--store", store).output
        XCTAssertTrue(listened.contains(",rhymes,rhyme_asked 1,"), listened)
    }

    func testPhraseStoryMemoryAndTimerAreRecordedAsActivities() throws {
        XCTAssertEqual(try render("""
            0 open phrase/full
            0.5 key 1
            1.5 key 1
            2.5 key 1
            7 open story/book
            12 open memory/animals
            24 key 1
            25 key 2
            27 open timer
            27.1 key 1
            30 end
            """).status, 0)
        let run = try educat.run("history", "--activities", "--csv", "--store", store)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init)[3...4] }, [
            ["phrase/full", "sentences said 1"],
            ["story/book", "pages narrated 1"],
            ["memory/animals", "mistakes 1"],
            ["timer", "activities chosen 1"],
        ])
    }
}
