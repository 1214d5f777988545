import Foundation
import EducatTestSupport
import XCTest
@testable import Records

final class CommandTests: XCTestCase {
    private var folder: TestFolder!
    private var educat: EducatBinary!

    override func setUpWithError() throws {
        folder = try TestFolder(self)
        educat = try EducatBinary(scratch: folder.url, environment: ["EDUCAT_STORE": folder.storePath])
    }

    func testRecordsTableAndJSON() throws {
        _ = try folder.openStore().recordGameEnd(challenge(.vowels, hits: 4))
        let table = try educat.run("records")
        XCTAssertEqual(table.status, 0)
        XCTAssertEqual(table.output, """
            Records of profile default:
              numbers      0
              vowels       4
              alphabet     0
              syllables    0

            """)
        let json = try educat.run("records", "--json")
        XCTAssertEqual(json.output, #"{"numbers": 0, "vowels": 4, "alphabet": 0, "syllables": 0}"# + "\n")
        XCTAssertEqual(json.errors, "")
    }

    func testStoreOptionWinsOverEnvironment() throws {
        let other = folder.url.appendingPathComponent("sub/other.sqlite").path
        _ = try RecordStore.open(at: other).store.recordGameEnd(challenge(.alphabet, hits: 9))
        let json = try educat.run("records", "--json", "--store", other)
        XCTAssertEqual(json.output, #"{"numbers": 0, "vowels": 0, "alphabet": 9, "syllables": 0}"# + "\n")
    }

    func testAStoreInAFolderThatDoesNotExistIsAnErrorAndMakesNothing() throws {
        let mistyped = folder.url.appendingPathComponent("recrods/records.sqlite").path
        for command in [["records", "--store", mistyped], ["profiles", "add", "Anna", "--store", mistyped]] {
            let run = try educat.run(arguments: command)
            XCTAssertEqual(run.status, 1, command.joined(separator: " "))
            XCTAssertTrue(run.errors.contains("Cannot open the records store \(mistyped): its folder does not exist"), run.errors)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("recrods").path))
    }

    func testTheStoreTheConfigurationNamesIsTheOneTheRecordsCommandsUse() throws {
        let configured = folder.url.appendingPathComponent("kiosk.sqlite").path
        let home = folder.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("educat"), withIntermediateDirectories: true)
        try "store = \"\(configured)\"\n".write(to: home.appendingPathComponent("educat/config.toml"), atomically: true,
                                                  encoding: .utf8)
        let teacher = try EducatBinary(scratch: folder.url, environment: [
            "XDG_CONFIG_HOME": home.path, "XDG_DATA_HOME": folder.url.appendingPathComponent("data").path,
        ])
        XCTAssertEqual(try teacher.run("profiles", "add", "Anna").status, 0)
        XCTAssertTrue(try RecordStore.open(at: configured).store.profiles().contains("Anna"))
        XCTAssertTrue(try teacher.run("profiles", "list").output.contains("Anna"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("data").path),
                       "nothing went to the default place")
    }

    func testUnknownProfileIsAnError() throws {
        let run = try educat.run("records", "--profile", "Bob")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(run.errors.contains(#"There is no profile named "Bob" in \#(folder.storePath)"#), run.errors)
    }

    func testResetAsksAndRefusesWithoutATerminal() throws {
        _ = try folder.openStore().recordGameEnd(challenge(.numbers, hits: 6))
        let refused = try educat.run("records", "--reset", "numbers")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.errors.contains("standard input is not a terminal. Add --yes"), refused.errors)
        XCTAssertEqual(try folder.openStore().best(subject: .numbers), 6, "refusing must not reset")

        let done = try educat.run("records", "--reset", "numbers", "--yes")
        XCTAssertEqual(done.status, 0)
        XCTAssertEqual(done.output, "Reset the numbers record (6) of profile default.\n")
        XCTAssertEqual(try folder.openStore().best(subject: .numbers), 0)
        XCTAssertEqual(try educat.run("records", "--reset", "all", "--yes").output, "Reset all records of profile default.\n")
    }

    func testResetAsksOnATerminal() throws {
        _ = try folder.openStore().recordGameEnd(challenge(.syllables, hits: 3))
        let declined = try educat.runOnTerminal("records --reset syllables", typing: "n\n")
        XCTAssertEqual(declined.status, 1)
        XCTAssertTrue(declined.output.contains("Reset the syllables record (3) of profile default? [y/N]"), declined.output)
        XCTAssertTrue(declined.output.contains("Nothing was changed."), declined.output)
        XCTAssertEqual(try folder.openStore().best(subject: .syllables), 3)

        let accepted = try educat.runOnTerminal("records --reset syllables", typing: "y\n")
        XCTAssertEqual(accepted.status, 0)
        XCTAssertTrue(accepted.output.contains("Reset the syllables record (3) of profile default."), accepted.output)
        XCTAssertEqual(try folder.openStore().best(subject: .syllables), 0)
    }

    func testResetRejectsBadArguments() throws {
        let unknown = try educat.run("records", "--reset", "colours", "--yes")
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.errors.contains("Unknown subject \"colours\": use numbers, vowels, alphabet, syllables or all."))
        XCTAssertEqual(try educat.run("records", "--reset", "all", "--json").status, 64)
        XCTAssertEqual(try educat.run("records", "--yes").status, 64)
    }

    func testProfilesCommands() throws {
        XCTAssertEqual(try educat.run("profiles").output, "default\n")
        XCTAssertEqual(try educat.run("profiles", "add", "Marta").output, "Added profile Marta.\n")
        let duplicate = try educat.run("profiles", "add", "marta")
        XCTAssertEqual(duplicate.status, 1)
        XCTAssertTrue(duplicate.errors.contains(#"A profile named "Marta" exists already"#), "the child it would be taken for: \(duplicate.errors)")
        XCTAssertEqual(try educat.run("profiles", "rename", "Marta", "Mar").output, "Renamed profile Marta to Mar.\n")
        XCTAssertEqual(try educat.run("profiles", "list").output, "default\nMar\n")

        let fixed = try educat.run("profiles", "remove", "default", "--yes")
        XCTAssertEqual(fixed.status, 1)
        XCTAssertTrue(fixed.errors.contains("cannot be removed or renamed"), fixed.errors)
        let unasked = try educat.run("profiles", "remove", "Mar")
        XCTAssertEqual(unasked.status, 1)
        XCTAssertTrue(unasked.errors.contains("Remove profile Mar? Its records and history are kept until `educat profiles purge Mar`."),
                      unasked.errors)
        XCTAssertEqual(try educat.run("profiles", "remove", "Mar", "--yes").output, "Removed profile Mar.\n")
        XCTAssertEqual(try educat.run("profiles").output, "default\n")
        XCTAssertEqual(try educat.run("profiles", "list", "--removed").output, "Mar\n")
        let purge = try educat.run("profiles", "purge", "Mar")
        XCTAssertTrue(purge.errors.contains("Delete profile Mar with its records and 0 finished games for good?"), purge.errors)
        XCTAssertEqual(try educat.run("profiles", "purge", "Mar", "--yes").output, "Purged profile Mar.\n")
        XCTAssertEqual(try educat.run("profiles", "list", "--removed").output, "")

        XCTAssertEqual(try educat.run("profiles", "add", "Ona", "--picture", "🐱").output, "Added profile Ona.\n")
        XCTAssertEqual(try educat.run("profiles", "picture", "Ona", "★").output, "Profile Ona shows ★.\n")
        XCTAssertEqual(try educat.run("profiles").output, "default\nOna  ★\n")
    }

    func testAddingARemovedChildsNameBringsThemBackWithTheirGamesOnceConfirmed() throws {
        _ = try folder.openStore().recordGameEnd(challenge(.numbers, hits: 2, profile: "Pau"))
        XCTAssertEqual(try educat.run("profiles", "remove", "Pau", "--yes").status, 0)
        let unasked = try educat.run("profiles", "add", "pau")
        XCTAssertEqual(unasked.status, 1)
        XCTAssertTrue(unasked.errors.contains("Profile pau was removed; bring them back with their records and 1 finished games?"),
                      unasked.errors)
        XCTAssertEqual(try educat.run("profiles", "list", "--removed").output, "Pau\n", "nothing changed unasked")
        let back = try educat.run("profiles", "add", "pau", "--picture", "🐸", "--yes")
        XCTAssertEqual(back.output, "Brought back profile pau with their history.\n", back.errors)
        XCTAssertEqual(try educat.run("profiles").output, "default\nPau  🐸\n")
        XCTAssertTrue(try educat.run("history", "--profile", "Pau").output.contains("Pau"))
        let escape = try educat.run("profiles", "add", "\u{1B}[31mRed")
        XCTAssertEqual(escape.status, 1)
        XCTAssertTrue(escape.errors.contains(#""\u{1B}[31mRed" cannot be a profile name: it contains a control character"#),
                      escape.errors)
    }

    func testAFarFutureUntilStillFindsTheGamesAndReportOutputFollowsALink() throws {
        _ = try folder.openStore().recordGameEnd(challenge(.numbers, hits: 2))
        XCTAssertTrue(try educat.run("history", "--until", "9999-12-31").output.contains("numbers"), "not after year 10000")
        let target = folder.url.appendingPathComponent("target.json").path, link = folder.url.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        XCTAssertEqual(try educat.run("report", "--json", "-o", link).status, 0)
        XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).contains("numbers"), "written through the link")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target, "the link stays a link")
        let folderOutput = try educat.run("report", "-o", folder.url.path)
        XCTAssertTrue(folderOutput.errors.contains("is a folder; name a file to write"), folderOutput.errors)
    }

    func testHistoryTableCSVAndMissedItems() throws {
        let store = try folder.openStore()
        _ = try store.recordGameEnd(challenge(.numbers, hits: 2, misses: 3, profile: "Ona, the elder"))
        XCTAssertEqual(try educat.run("history", "--profile", "nobody").status, 1)
        XCTAssertEqual(try educat.run("history", "--subject", "vowels").output, "No finished games yet.\n")

        let table = try educat.run("history").output
        XCTAssertTrue(table.hasPrefix("started           profile         subject  mode       hits  misses  length\n"), table)
        XCTAssertTrue(table.contains("Ona, the elder  numbers  challenge  2     3       0:20\n"), table)
        XCTAssertTrue(table.hasSuffix("Missed most:\nsubject  item  missed  asked  mean time\nnumbers  7     3       3      2.5 s\n"), table)

        let csv = try educat.run("history", "--csv").output
        XCTAssertEqual(csv, """
            started,ended,profile,subject,mode,hits,misses
            2023-11-14T22:13:20Z,2023-11-14T22:13:40Z,"Ona, the elder",numbers,challenge,2,3

            """)
        XCTAssertEqual(try educat.run("history", "--items", "--csv").output, """
            subject,item,missed,asked,mean_response_seconds
            numbers,7,3,3,2.500

            """)
        XCTAssertEqual(try educat.run("history", "--subject", "colours").status, 64)
    }

    func testDamagedStoreIsReportedAndTheCommandCarriesOn() throws {
        try Data("not a database, just a note".utf8).write(to: URL(fileURLWithPath: folder.storePath))
        let run = try educat.run("records", "--json")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.output, #"{"numbers": 0, "vowels": 0, "alphabet": 0, "syllables": 0}"# + "\n")
        XCTAssertTrue(run.errors.hasPrefix("educat: warning: The records store \(folder.storePath) was damaged"), run.errors)
        XCTAssertEqual(try folder.files().filter { $0.contains(".damaged-") }.count, 1)
    }

    func testNewerStoreIsRefusedWithAClearMessage() throws {
        try folder.openStore().database.write { try $0.execute(sql: "PRAGMA user_version = 42") }
        let run = try educat.run("profiles", "add", "x")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("was written by a newer educat (schema 42"), run.errors)
    }

    func testNewerStoreIsShownByHistoryAndReportWithAWarning() throws {
        let store = try folder.openStore()
        _ = try store.recordGameEnd(challenge(.vowels, hits: 4))
        try store.database.write { try $0.execute(sql: "PRAGMA user_version = 42") }
        let history = try educat.run("history", "--csv")
        XCTAssertEqual(history.status, 0, history.errors)
        XCTAssertTrue(history.output.contains(",default,vowels,challenge,4,3"), history.output)
        XCTAssertTrue(history.errors.contains("schema 42") && history.errors.contains("opened read-only"), history.errors)
        let report = try educat.run("report", "--json", "--until", "2023-11-15")
        XCTAssertEqual(report.status, 0, report.errors)
        XCTAssertTrue(report.output.contains("\"profile\" : \"default\""), report.output)
    }

    func testHistorySinceAndUntilTakeWholeDaysAndRefuseOthers() throws {
        _ = try folder.openStore().recordGameEnd(challenge(.vowels, hits: 4))  // 2023-11-14 22:13 UTC
        XCTAssertEqual(try educat.run("history", "--csv", "--since", "2023-11-14", "--until", "2023-11-14")
            .output.split(separator: "\n").count, 2, "the game's own day is included at both ends")
        XCTAssertEqual(try educat.run("history", "--csv", "--since", "2023-11-15").output.split(separator: "\n").count, 1)
        let bad = try educat.run("history", "--since", "2023-02-30")
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.errors.contains("--since \"2023-02-30\" is not a day: write it as yyyy-mm-dd"), bad.errors)
        let backwards = try educat.run("report", "--since", "2023-11-15", "--until", "2023-11-14")
        XCTAssertNotEqual(backwards.status, 0)
        XCTAssertTrue(backwards.errors.contains("is after --until"), backwards.errors)
    }
}
