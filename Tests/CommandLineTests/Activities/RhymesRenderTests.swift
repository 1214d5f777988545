import EducatTestSupport
import Foundation
import XCTest

/// The rhymes game played by `educat render` with the bundled banks: what is said, in which order and language,
/// and that each word is heard.
final class RhymesRenderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-rhymes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func render(_ script: String, bank: String, name: String) throws -> RenderedGame {
        let educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
            "XDG_CONFIG_HOME": folder.path,
            "EDUCAT_BANK": bank,
        ])
        return try RenderedGame(script, seed: 5, name: name, in: folder, with: educat)
    }

    /// The clips of the question asked at `time`: lead-in, word, then each number and its choice, 0.4 s apart.
    private func question(in game: RenderedGame, at time: Double, file: StaticString = #filePath,
                          line: UInt = #line) throws -> (word: String, choices: [String]) {
        let asked = try XCTUnwrap(game.events("rhyme_asked").first { abs($0.t - time) < 1e-6 }, file: file, line: line)
        let clips = game.starts.filter { $0.t >= time - 1e-6 }.prefix(8)
        XCTAssertEqual(clips.map(\.clip), ["rhymes.lead_in", asked.item, "numbers.1", clips[clips.startIndex + 3].clip,
                                           "numbers.2", clips[clips.startIndex + 5].clip,
                                           "numbers.3", clips[clips.startIndex + 7].clip], file: file, line: line)
        for (earlier, later) in zip(clips, clips.dropFirst()) {
            let end = try XCTUnwrap(game.end(of: earlier.clip ?? "", startedAt: earlier.t), file: file, line: line)
            XCTAssertEqual(later.t - end, 0.4, accuracy: 1e-3, "a pause before \(later.clip ?? "")", file: file, line: line)
            XCTAssertGreaterThan(game.rms(from: earlier.t, seconds: end - earlier.t), 0.01,
                                 "\(earlier.clip ?? "") is heard", file: file, line: line)
            XCTAssertLessThan(game.rms(from: end + 0.05, seconds: 0.3), 0.001, "silence in the pause", file: file, line: line)
        }
        return (try XCTUnwrap(asked.item, file: file, line: line), [3, 5, 7].compactMap { clips[clips.startIndex + $0].clip })
    }

    func testTheCatalanGameAsksAWordWithThreeNumberedChoicesScoldsAWrongOneAndPraisesTheRhyme() throws {
        let game = try render("0 open letters\n0.2 key 3\n0.5 ask\n12 wrong\n15 right\n18 end\n", bank: "sounds/ca",
                              name: "ca")
        XCTAssertEqual(game.events("screen_entered").last?.event, "screen_entered")
        let asked = try question(in: game, at: 0.5)
        let rhymes = ["rhymes.gat": "rhymes.plat", "rhymes.lluna": "rhymes.pruna", "rhymes.gos": "rhymes.ós",
                      "rhymes.flor": "rhymes.cor", "rhymes.sol": "rhymes.col", "rhymes.pilota": "rhymes.granota",
                      "rhymes.casa": "rhymes.tassa", "rhymes.mà": "rhymes.pa"]
        let rhyme = try XCTUnwrap(rhymes[asked.word], "\(asked.word) is one of the bank's sets")
        XCTAssertTrue(asked.choices.contains(rhyme), "the rhyme \(rhyme) is among \(asked.choices)")
        XCTAssertEqual(Set(asked.choices).count, 3)

        XCTAssertEqual(game.events("rhyme_wrong").map(\.t), [12])
        XCTAssertEqual(game.start(prefix: "scold.", from: 12)?.t ?? -1, 12, accuracy: 1e-6)
        let right = try XCTUnwrap(game.events("rhyme_right").first)
        XCTAssertEqual(right.t, 15)
        XCTAssertEqual(right.key, String(asked.choices.firstIndex(of: rhyme).map { $0 + 1 } ?? 0))
        let praise = try XCTUnwrap(game.start(prefix: "praise.", from: 15))
        XCTAssertEqual(praise.t, 15, accuracy: 1e-6)
        XCTAssertGreaterThan(game.rms(from: 15.05, seconds: 0.3), 0.01, "the praise is heard")
    }

    func testTheSpanishBankAsksInSpanishWithItsOwnNumbersAndHelp() throws {
        let game = try render("0 open rhymes\n0.5 ask\n14 help\n22 end\n", bank: "sounds/es", name: "es")
        let asked = try question(in: game, at: 0.5)
        let spanish = ["gato", "pato", "luna", "cuna", "ratón", "botón", "flor", "tambor", "pelota", "bota", "sol", "col",
                       "casa", "pez"].map { "rhymes.\($0)" }
        XCTAssertTrue(([asked.word] + asked.choices).allSatisfy(spanish.contains), "\(asked) are the Spanish words")
        let help = try XCTUnwrap(game.start(of: "help.rhymes", from: 14))
        XCTAssertEqual(help.t, 14, accuracy: 1e-6)
        XCTAssertGreaterThan(game.rms(from: 14.05, seconds: 1), 0.01, "the help is heard")
    }
}
