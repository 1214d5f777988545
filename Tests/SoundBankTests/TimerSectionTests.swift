import Activities
import SoundBank
import XCTest

/// The activity timer's `[timer]` section: read with stable clip names, checked with file, line and key.
final class TimerSectionTests: XCTestCase {
    private static func activity(_ id: String) -> String {
        "\n[[timer.activities]]\nid = \"\(id)\"\ntext = \"\(id.uppercased())\"\nemoji = \"🧸\"\nclip = \"one.wav\"\n"
    }

    /// The small bank with a `[timer]` section: `alarm` (or none), the `milestones` (`half`, `minute`) and `activities`.
    private func bank(alarm: Bool = true, milestones: [String] = ["half", "minute"],
                      activities: [String] = ["menjar", "jugar"]) throws -> String {
        try BankFixtures.smallBank(self) {
            $0 + "\n\n[timer]\n" + (alarm ? "alarm = { clip = \"good.wav\" }\n" : "")
                + milestones.map { "\($0) = { clip = \"zero.wav\", text = \"\($0)\" }\n" }.joined()
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

    func testEachMissingMilestoneIsAWarningThatItGoesUnsaid() throws {
        let folder = try bank(milestones: [])
        let problems = Bank.loadReporting(from: folder).problems
        XCTAssertEqual(problems.map(\.key), ["timer.half", "timer.minute"])
        XCTAssertEqual(Set(problems.map(\.severity)), [.warning])
        XCTAssertTrue(problems.allSatisfy { $0.file == folder + "/bank.toml" && $0.line != nil })
        XCTAssertEqual(problems.map(\.message), ["missing, so half time passes without a word",
                                                 "missing, so a timer over a minute reaches its last minute without a word"])
        XCTAssertEqual(Bank.loadReporting(from: try bank(milestones: ["half"])).problems.map(\.key), ["timer.minute"])
        XCTAssertEqual(Bank.loadReporting(from: try bank()).problems, [])
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
        // Without half and minute the section also warns of them; the bell is the one error.
        XCTAssertEqual(Bank.loadReporting(from: folder).problems.filter { $0.severity == .error }.map(\.kind), [.unknownKey])
    }
}
