import EducatTestSupport
import Foundation
import XCTest

/// `educat --version` says what was built: the Debian changelog's version and the commit, as `make` builds it.
final class VersionTests: XCTestCase {
    func testVersionSaysTheChangelogsVersionAndTheCommitOfAMakeBuild() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("educat-version-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: scratch) }
        let run = try EducatBinary(scratch: scratch).run("--version")
        XCTAssertEqual(run.status, 0, run.errors)
        let environment = ProcessInfo.processInfo.environment
        guard let version = environment["EDUCAT_VERSION"], let commit = environment["EDUCAT_COMMIT"] else {
            // Run outside make: the build was told both (make) or neither (a plain `swift build`).
            let shape = try NSRegularExpression(pattern: "^(development|[0-9][^ ]* \\([0-9a-f]{7,}\\))\n$")
            let range = NSRange(run.output.startIndex..., in: run.output)
            return XCTAssertNotNil(shape.firstMatch(in: run.output, range: range), run.output)
        }
        XCTAssertEqual(run.output, "\(version) (\(commit))\n")
        let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("deploy/debian/changelog")
        XCTAssertTrue(try String(contentsOf: changelog, encoding: .utf8).hasPrefix("educat (\(version)) "))
    }
}
