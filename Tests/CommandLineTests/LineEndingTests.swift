import EducatTestSupport
import Foundation
import XCTest

/// Text read line by line (session scripts, the trigger's standard input) may end its lines in LF, CRLF or CR and
/// start with a UTF-8 byte order mark, as editors on other systems write them.
final class LineEndingTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
            "XDG_CONFIG_HOME": folder.path,
        ])
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func testScriptsWithCRLFOrCRLinesAndAByteOrderMarkRenderLikeLF() throws {
        let lines = ["0 open numbers/game", "0.5 ask", "2 right", "3 end"]
        let plain = try RenderedGame(lines.joined(separator: "\n") + "\n", seed: 3, name: "lf", in: folder, with: educat)
        XCTAssertEqual(plain.events("answer_right").count, 1)
        for (name, text) in [("crlf", lines.joined(separator: "\r\n") + "\r\n"),
                             ("cr", lines.joined(separator: "\r")),
                             ("bom", "\u{FEFF}" + lines.joined(separator: "\r\n"))] {
            let game = try RenderedGame(text, seed: 3, name: name, in: folder, with: educat)
            XCTAssertEqual(game.lines.map(\.event), plain.lines.map(\.event), name)
            XCTAssertEqual(game.lines.map(\.t), plain.lines.map(\.t), name)
            XCTAssertEqual(game.audio, plain.audio, name)
        }
    }

    func testTriggerTakesLinesEndingInCRLFOrCRAndAByteOrderMark() throws {
        let run = try educat.run(arguments: ["trigger"], input: "\u{FEFF}numbers.3\r\nnumbers.4\rnumbers.5\r\r\nmusic off\n")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, "ready\nok numbers.3\nok numbers.4\nok numbers.5\nok music off\n")
    }
}
