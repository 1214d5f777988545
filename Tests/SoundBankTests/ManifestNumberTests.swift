import Activities
import Lessons
import SoundBank
import XCTest

/// Every number a manifest holds is finite and in its range, or it is reported at its line and its entry left out:
/// `nan` or `1e15` seconds once reached the player and crashed it converting them to frames.
final class ManifestNumberTests: XCTestCase {
    /// The values that must be refused wherever a time in seconds is written.
    private static let badSeconds = ["nan", "inf", "-inf", "-1e308", "1e15", "-0.5", "601"]

    /// The small bank with a story page that has timings and an effect, and looping music; `tweak` edits it.
    private func bank(_ tweak: @escaping (String) -> String = { $0 }) throws -> String {
        try BankFixtures.smallBank(self) {
            tweak($0 + """


                [sounds]
                music = { clip = "good.wav", loop_start = 100, loop_end = 200 }

                [[stories]]
                id = "t"
                languages = ["xx"]
                title = { xx = "Títol" }

                [[stories.pages]]
                text = { xx = "u dos tres" }
                narration = { xx = "zero.wav" }
                timings = { xx = [0, 0.2, 0.5] }
                effects = [{ clip = "one.wav", at = 0.5 }, { clip = "good.wav", at = 0.25 }]
                """)
        }
    }

    /// The errors of the bank in `folder` (a story without characters and the sections it lacks are only warnings).
    private func errors(_ folder: String) -> [BankProblem] {
        BankChecker().check(folder: folder).errors
    }

    /// The line (from 1) of the manifest that holds `text`.
    private func line(of text: String, in folder: String) throws -> Int {
        let lines = try String(contentsOfFile: folder + "/bank.toml", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return try XCTUnwrap(lines.firstIndex { $0.contains(text) }) + 1
    }

    func testTheGoodNumbersPass() throws {
        let folder = try bank()
        XCTAssertEqual(errors(folder), [])
        let page = try XCTUnwrap(Bank.load(from: folder).stories.first?.pages.first)
        XCTAssertEqual(page.effects.map(\.at), [0.5, 0.25])
        XCTAssertEqual(page.timings["xx"], [0, 0.2, 0.5])
    }

    func testAnEffectTimeThatIsNotFiniteOrOutOfRangeIsReportedAndTheEffectLeftOut() throws {
        for value in Self.badSeconds {
            let folder = try bank { $0.replacingOccurrences(of: "at = 0.25", with: "at = \(value)") }
            let found = errors(folder)
            XCTAssertEqual(found.map(\.kind), [.invalidValue], value)
            XCTAssertEqual(found.first?.key, "stories.t.pages.#1.effects.#2.at", value)
            XCTAssertEqual(found.first?.line, try line(of: "effects = [", in: folder), value)
            XCTAssertEqual(found.first?.file, folder + "/bank.toml")
            XCTAssertTrue(found.first?.message.hasSuffix("; it must be 0 to 600 seconds") == true, found.first?.message ?? value)
            let (loaded, _) = Bank.loadReporting(from: folder)
            XCTAssertEqual(loaded?.stories.first?.pages.first?.effects.map(\.at), [0.5], "the other effect plays")
        }
    }

    func testAWordTimeThatIsNotFiniteOrOutOfRangeIsReportedAndTheWordsSpreadEvenly() throws {
        for value in Self.badSeconds {
            let folder = try bank { $0.replacingOccurrences(of: "[0, 0.2, 0.5]", with: "[0, \(value), 0.5]") }
            let found = errors(folder)
            XCTAssertEqual(found.map(\.kind), [.invalidValue], value)
            XCTAssertEqual(found.first?.key, "stories.t.pages.#1.timings.xx", value)
            XCTAssertEqual(found.first?.line, try line(of: "timings =", in: folder), value)
            XCTAssertTrue(found.first?.message.hasPrefix("start time 2 is ") == true, found.first?.message ?? value)
            let (loaded, _) = Bank.loadReporting(from: folder)
            XCTAssertNil(loaded?.stories.first?.pages.first?.timings["xx"], value)
        }
    }

    func testACuePauseThatIsNotFiniteOrOverAMinuteIsReportedAndTheStandardCuePlays() throws {
        for value in ["nan", "inf", "-1e308", "1e18", "-1", "61"] {
            let folder = try bank { $0.replacingOccurrences(of: "answer_right = \"group:praise\"",
                                                             with: "answer_right = [\"group:praise\", \(value)]") }
            let found = errors(folder)
            XCTAssertEqual(found.map(\.kind), [.invalidValue], value)
            XCTAssertEqual(found.first?.key, "cues.answer_right", value)
            XCTAssertEqual(found.first?.line, try line(of: "answer_right", in: folder), value)
            XCTAssertTrue(found.first?.message.hasPrefix("a pause is ") == true, found.first?.message ?? value)
            XCTAssertTrue(found.first?.message.hasSuffix("; it must be 0 to 60 seconds") == true, found.first?.message ?? value)
            XCTAssertNil(Bank.loadReporting(from: folder).bank?.cues[.quiz(.answerRight)], value)
        }
        let folder = try bank { $0.replacingOccurrences(of: "answer_right = \"group:praise\"", with: "answer_right = [\"group:praise\", 1.5]") }
        XCTAssertEqual(errors(folder), [])
        XCTAssertEqual(try Bank.load(from: folder).cues[.quiz(.answerRight)], .sequence([.group("praise"), .pause(1.5)]))
    }

    func testALoopPointOutsideAnyFileIsReportedAndTheMusicLeftOut() throws {
        for (key, value) in [("loop_start", "9223372036854775807"), ("loop_end", "9223372036854775807"), ("loop_start", "-1"),
                             ("loop_end", "57600001")] {
            let folder = try bank {
                $0.replacingOccurrences(of: "\(key) = \(key == "loop_start" ? 100 : 200)", with: "\(key) = \(value)")
            }
            let found = errors(folder)
            XCTAssertEqual(found.map(\.kind), [.invalidValue], value)
            XCTAssertEqual(found.first?.key, "sounds.music.\(key)", value)
            XCTAssertEqual(found.first?.line, try line(of: "music =", in: folder), value)
            XCTAssertEqual(found.first?.message, "is \(value); it must be 0 to 57600000 frames")
            XCTAssertNil(Bank.loadReporting(from: folder).bank?.music, value)
        }
        let folder = try bank { $0.replacingOccurrences(of: "loop_start = 100", with: "loop_start = 1.5") }
        XCTAssertEqual(errors(folder).map { [$0.kind.rawValue, $0.key, $0.message] },
                       [["wrongType", "sounds.music.loop_start", "must be a whole number of frames, not floating-point number"]])
    }

    func testASyllableCountOutsideTheAnswerKeysIsReported() throws {
        for value in ["0", "6", "9223372036854775807", "-9223372036854775808"] {
            let folder = try bank { $0.replacingOccurrences(of: "count = 2", with: "count = \(value)") }
            XCTAssertEqual(errors(folder).map { [$0.kind.rawValue, $0.key, $0.message] },
                           [["invalidValue", "words.casa.count", "is \(value); it must be 1 to 5 syllables"]])
        }
    }
}
