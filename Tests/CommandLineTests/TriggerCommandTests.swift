import EducatTestSupport
import Foundation
import XCTest

final class TriggerCommandTests: XCTestCase {
    func testAnswersEveryLineAndSurvivesBadOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-trigger-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path])
        let input = ["numbers.3", "group:praise", "group:nothing", "nope", "\(folder.path)/missing.ogg",
                     "music off", "", "stop", "words.casa"].joined(separator: "\n") + "\n"
        let run = try educat.run(arguments: ["trigger"], input: input)
        XCTAssertEqual(run.status, 0, run.errors)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 8, run.output)
        XCTAssertEqual(lines[0], "ok numbers.3")
        XCTAssertTrue(lines[1].hasPrefix("ok praise."), lines[1])
        XCTAssertEqual(lines[2], "error no group \"nothing\" in the bank")
        XCTAssertEqual(lines[3], "error no playable clip \"nope\" in the bank")
        XCTAssertEqual(lines[4], "error \(folder.path)/missing.ogg: does not exist")
        XCTAssertEqual(Array(lines[5...]), ["ok music off", "ok stop", "ok words.casa"])
    }
}
