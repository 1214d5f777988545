import SoundBank
import XCTest

/// The activity timer's `[timer]` section: read with stable clip names, checked with file, line and key.
final class TimerSectionTests: XCTestCase {
    private static func activity(_ id: String) -> String {
        "\n[[timer.activities]]\nid = \"\(id)\"\ntext = \"\(id.uppercased())\"\nemoji = \"🧸\"\nclip = \"one.wav\"\n"
    }

    /// The small bank with a `[timer]` section: `alarm` (or none) and `activities`.
    private func bank(alarm: Bool = true, activities: [String] = ["menjar", "jugar"]) throws -> String {
        try BankFixtures.smallBank(self) {
            $0 + "\n\n[timer]\n" + (alarm ? "alarm = { clip = \"good.wav\" }\n" : "")
                + "half = { clip = \"zero.wav\", text = \"half\" }\nminute = { clip = \"zero.wav\", text = \"one minute\" }\n"
                + activities.map(Self.activity).joined()
        }
    }

    func testShippedBankHasTheAlarmTheMilestonesAndSixActivities() throws {
        let bank = try Bank.load(from: BankFixtures.catalan)
        let timer = try XCTUnwrap(bank.timer)
        XCTAssertEqual(timer.activities.count, 6)
        XCTAssertEqual(timer.half?.text, "Ja som a la meitat del temps.")
        XCTAssertEqual(timer.minute?.text, "Queda un minut.")
        XCTAssertTrue(timer.activities.allSatisfy { !$0.emoji.isEmpty })
        for name in ["timer.alarm", "timer.half", "timer.minute", "timer.activity.menjar"] {
            XCTAssertNotNil(bank.clip(named: name), name)
        }
        XCTAssertEqual(bank.clip(named: "timer.alarm")?.role, .effect, "a chime, not a voice")
    }

    func testSpanishBankTakesTheTimerFromItsFallback() throws {
        XCTAssertEqual(try Bank.load(from: BankFixtures.spanish).timer?.activities.count, 6)
    }

    func testTheSectionIsReadWithStableNamesInOrder() throws {
        let bank = try Bank.load(from: try bank())
        XCTAssertEqual(bank.timer?.activities.map(\.id), ["menjar", "jugar"])
        XCTAssertEqual(bank.timer?.activities.first?.emoji, "🧸")
        XCTAssertEqual(bank.clips.map(\.name).filter { $0.hasPrefix("timer.") },
                       ["timer.alarm", "timer.half", "timer.minute", "timer.activity.menjar", "timer.activity.jugar"])
    }

    func testTheAlarmIsRequired() throws {
        let problems = Bank.loadReporting(from: try bank(alarm: false)).problems
        XCTAssertEqual(problems.map(\.kind), [.missingKey])
        XCTAssertEqual(problems.first?.key, "timer.alarm")
        XCTAssertNotNil(problems.first?.line)
    }

    func testAtMostNineActivities() throws {
        let problems = Bank.loadReporting(from: try bank(activities: (1...10).map { "a\($0)" })).problems
        XCTAssertEqual(problems.map(\.key), ["timer.activities"])
        XCTAssertTrue(problems.first?.message.contains("at most 9") == true, problems.first?.message ?? "")
    }

    func testActivityIdsAreUniqueSimpleNames() throws {
        let folder = try bank(activities: ["menjar", "Jugar fort", "menjar"])
        let problems = Bank.loadReporting(from: folder).problems
        XCTAssertEqual(problems.map(\.kind), [.invalidValue, .duplicateKey])
        XCTAssertEqual(problems.first?.key, "timer.activities.Jugar fort.id")
        XCTAssertTrue(problems.allSatisfy { $0.file == folder + "/bank.toml" && $0.line != nil })
    }

    func testUnknownKeysInTheTimerSectionAreErrors() throws {
        let folder = try BankFixtures.smallBank(self) { $0 + "\n[timer]\nalarm = { clip = \"good.wav\" }\nbell = 1\n" }
        XCTAssertEqual(Bank.loadReporting(from: folder).problems.map(\.kind), [.unknownKey])
    }
}
