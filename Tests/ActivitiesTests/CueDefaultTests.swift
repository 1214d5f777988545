import Activities
import AudioEngine
import Conductor
import EducatTestSupport
import Foundation
import Lessons
import SoundBank
import XCTest

/// `"default"` in a bank's cue stands for what the event plays without it, so a teacher's cue can add a sound to
/// count-along's numbers, the rhymes game's or the lessons' praise without silencing what the event says.
final class CueDefaultTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        ActivityList.register()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-cue-default-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try SoundFile.write(PCMBuffer(samples: [Float](repeating: 0.1, count: 2_205), format: AudioFormat(sampleRate: 22_050, channels: 1)),
                            to: folder + "/tick.wav")
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    /// The teacher's bank over Catalan with `cues` as its `[cues]` table.
    private func bank(cues: String) throws -> String {
        try TeacherBank.write(to: folder, groups: [("tick", "tick.wav")], cues: cues)
        return folder
    }

    func testDefaultPlaysTheEventsOwnCueWhereTheBanksCueSaysIt() throws {
        let folder = try bank(cues: """
            count_number = ["group:tick", "default"]
            rhyme_right = "default"
            answer_right = ["default", 0.25]
            """)
        XCTAssertEqual(BankChecker().check(folder: folder).errors, [])
        let table = BankLibrary(bank: try Bank.load(from: folder), cache: ClipCache()).cueTable
        let standard = CueTable.withActivities
        XCTAssertEqual(table.steps(for: "count_number", screen: nil), [.group(ClipGroup(rawValue: "tick")), .eventClip])
        XCTAssertEqual(table.steps(for: "rhyme_right", screen: nil), standard.steps(for: "rhyme_right", screen: nil))
        XCTAssertFalse(table.steps(for: "rhyme_right", screen: nil).isEmpty, "the rhymes game praises by default")
        XCTAssertEqual(table.steps(for: QuizEvent.Name.answerRight.name, screen: nil), [.group(.praise), .pause(0.25)])
    }

    func testAMisspeltDefaultIsNotACueAndTheMessageSaysWhatIs() throws {
        let folder = try bank(cues: "count_number = [\"group:tick\", \"defualt\"]")
        let errors = BankChecker().check(folder: folder).errors
        XCTAssertEqual(errors.map(\.key), ["cues.count_number"])
        let message = try XCTUnwrap(errors.first?.message)
        XCTAssertTrue(message.contains("'defualt' is not a cue") && message.contains("\"default\" (what the event plays without this cue)"),
                      message)
    }
}
