import EducatTestSupport
import Foundation
import XCTest

/// The games played to their end by `educat render` with the bundled Catalan bank: what is heard at each step, from
/// the clip log and the rendered sound. Where the answer depends on the shuffle, a first render with the same seed
/// (a probe) tells the positions, so the scripts never guess.
final class GameRenderTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-games-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
            "XDG_CONFIG_HOME": folder.path,
        ])
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func render(_ script: String, seed: Int, name: String,
                        file: StaticString = #filePath, line: UInt = #line) throws -> RenderedGame {
        try RenderedGame(script, seed: seed, name: name, in: folder, with: educat, file: file, line: line)
    }

    // MARK: - Story naming game

    /// For each character of the naming game dealt with `seed`, in the order they are asked, the key of its name.
    ///
    /// The probe presses 1 2 3 4 four times over: every press of a name not yet found either names the character
    /// speaking (`name_right`) or not, and each round of four finds at least one, so all four are found.
    private func namingKeys(seed: Int) throws -> [(voice: String, key: String)] {
        var script = "0 open story/names\n"
        var presses: [(time: Double, key: String)] = []
        for round in 0..<16 { presses.append((0.5 + 0.5 * Double(round), "\(round % 4 + 1)")) }
        script += presses.map { "\($0.time.script) key \($0.key)\n" }.joined() + "8.5 end\n"
        let probe = try render(script, seed: seed, name: "names-probe")
        XCTAssertEqual(probe.events("names_found").count, 1, "the probe finds every name")
        let voices = probe.events("character_voice").compactMap(\.clip).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let keys = presses.filter { press in probe.events(at: press.time).contains { $0.event == "name_right" } }.map(\.key)
        XCTAssertEqual(voices.count, 4, "the bundled story has four characters")
        XCTAssertEqual(keys.count, voices.count)
        return Array(zip(voices, keys)).map { (voice: $0.0, key: $0.1) }
    }

    func testTheNamingGameScoldsAWrongNameRepeatsTheVoicePraisesTheRightOneAndCongratulatesAfterAllFour() throws {
        let characters = try namingKeys(seed: 1)
        guard characters.count == 4 else { return }
        let wrong = try XCTUnwrap(["1", "2", "3", "4"].first { $0 != characters[0].key })
        // A wrong name at 1 s, the right one at 5 s (after the scold and the voice again), then each next name 3 s apart:
        // long enough for the praise (2 s at most) and the next voice to start before the next key.
        let rights = [5.0, 8.0, 11.0, 14.0]
        let script = "0 open story/names\n1 key \(wrong)\n"
            + zip(rights, characters).map { "\($0.script) key \($1.key)\n" }.joined() + "19.5 end\n"
        let game = try render(script, seed: 1, name: "names")

        // The first character speaks on entry, and is heard.
        let first = try XCTUnwrap(game.starts.first)
        XCTAssertEqual(first.clip, characters[0].voice)
        XCTAssertEqual(first.bus, "voice")
        XCTAssertEqual(first.t, 0, accuracy: 1e-6)
        XCTAssertGreaterThan(game.rms(from: 0.1, seconds: 0.5), 0.01, "the character's voice is heard")

        // The wrong name: a scold at once, then the same voice again after the usual gap.
        XCTAssertEqual(game.events(at: 1).map(\.event), ["name_wrong", "character_voice"])
        let scold = try XCTUnwrap(game.start(prefix: "scold.", from: 1))
        XCTAssertEqual(scold.t, 1, accuracy: 1e-6)
        let scoldEnd = try XCTUnwrap(game.end(of: scold.clip!, startedAt: scold.t))
        let again = try XCTUnwrap(game.start(of: characters[0].voice, from: 1))
        XCTAssertEqual(again.t, scoldEnd + 0.3, accuracy: 1e-3, "the voice again 0.3 s after the scold")
        XCTAssertLessThan(again.t, rights[0], "heard again before the right name")
        XCTAssertGreaterThan(game.rms(from: again.t + 0.1, seconds: 0.5), 0.01)

        // Each right name: praise at once, then the next character's voice (or, after the last, the congratulation).
        for (index, time) in rights.enumerated() {
            let found = index == rights.count - 1
            XCTAssertEqual(game.events(at: time).map(\.event), found ? ["name_right", "names_found"] : ["name_right", "character_voice"],
                           "at \(time)")
            let praise = try XCTUnwrap(game.start(prefix: "praise.", from: time), "praise at \(time)")
            XCTAssertEqual(praise.t, time, accuracy: 1e-6)
            XCTAssertGreaterThan(game.rms(from: time + 0.05, seconds: 0.3), 0.01, "praise heard at \(time)")
            let praiseEnd = try XCTUnwrap(game.end(of: praise.clip!, startedAt: praise.t))
            let next = try XCTUnwrap(found ? game.start(prefix: "congratulations", from: time)
                                           : game.start(of: characters[index + 1].voice, from: time))
            XCTAssertEqual(next.t, praiseEnd + 0.3, accuracy: 1e-3, "\(next.clip ?? "") 0.3 s after the praise")
            if !found { XCTAssertLessThan(next.t, rights[index + 1]) }
        }
        XCTAssertEqual(game.events("name_wrong").count, 1)
        XCTAssertEqual(game.events("name_right").count, 4)
        XCTAssertEqual(Set(game.events("character_voice").compactMap(\.clip)).count, 4, "four different characters spoke")

        // The congratulation ends the game: the last clip, heard to its end.
        let congratulation = try XCTUnwrap(game.starts.last)
        XCTAssertEqual(congratulation.clip?.hasPrefix("congratulations"), true, "\(congratulation.clip ?? "nothing") last")
        XCTAssertNotNil(game.end(of: congratulation.clip!, startedAt: congratulation.t), "the congratulation plays out")
        XCTAssertGreaterThan(game.rms(from: congratulation.t + 0.1, seconds: 1), 0.01, "the congratulation is heard")
    }
}
