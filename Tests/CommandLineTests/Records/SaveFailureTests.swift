import EducatTestSupport
import Foundation
import XCTest
@testable import Records

/// A game that could not be saved makes `render` fail (after the sound is written), whatever stops the save.
final class SaveFailureTests: XCTestCase {
    private var folder: TestFolder!
    private var educat: EducatBinary!

    override func setUpWithError() throws {
        folder = try TestFolder(self)
        educat = try EducatBinary(scratch: folder.url, environment: ["XDG_CONFIG_HOME": folder.url.path])
    }

    /// Renders a challenge that ends with a new record of 2, saving to `store`.
    private func renderChallenge(store: String) throws -> (run: EducatBinary.Run, wav: String) {
        let script = folder.url.appendingPathComponent("challenge.txt")
        try "0 open numbers/challenge\n0.5 ask\n1.5 right\n6 right\n11 wrong\n16 wrong\n21 wrong\n25 end\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let wav = folder.url.appendingPathComponent("challenge.wav").path
        return (try educat.run("render", script.path, "-o", wav, "--store", store), wav)
    }

    private func assertWritten(_ wav: String, file: StaticString = #filePath, line: UInt = #line) {
        let size = (try? FileManager.default.attributesOfItem(atPath: wav)[.size] as? Int) ?? 0
        XCTAssertGreaterThan(size, 48_000 * 4 * 20, "the render is written all the same", file: file, line: line)
    }

    func testAStoreWhoseTableLacksAColumnFailsTheRenderAfterWritingIt() throws {
        try folder.openStore().database.write { try $0.execute(sql: "ALTER TABLE answer DROP COLUMN response_ms") }
        let (run, wav) = try renderChallenge(store: folder.storePath)
        XCTAssertNotEqual(run.status, 0, "a game that was not saved is an error")
        assertWritten(wav)
        XCTAssertTrue(run.errors.contains("could not be saved"), run.errors)
        XCTAssertTrue(run.errors.contains(folder.storePath), run.errors)
    }

    func testAStoreThatIsADirectoryFailsTheRenderAfterWritingIt() throws {
        try FileManager.default.createDirectory(atPath: folder.storePath, withIntermediateDirectories: true)
        let (run, wav) = try renderChallenge(store: folder.storePath)
        XCTAssertNotEqual(run.status, 0)
        assertWritten(wav)
        XCTAssertTrue(run.errors.contains(folder.storePath), run.errors)
    }

    func testAGoodStoreKeepsTheGameAndExitsZero() throws {
        let (run, wav) = try renderChallenge(store: folder.storePath)
        XCTAssertEqual(run.status, 0, run.errors)
        assertWritten(wav)
        XCTAssertEqual(try folder.openStore().best(subject: .numbers), 2)
    }
}
