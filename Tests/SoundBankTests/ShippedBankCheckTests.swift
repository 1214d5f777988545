import SoundBank
import XCTest

final class ShippedBankCheckTests: XCTestCase {
    /// The problems of the bank in `folder` but the 40 ms that `sounds/generate` puts before every synthesized clip,
    /// which the player trims as it loads; those are checked to be no more than that.
    private func problems(_ report: BankReport) -> [BankProblem] {
        let leads = report.problems.filter { $0.kind == .leadingSilence }
        for lead in leads {
            let milliseconds = lead.message.split(separator: " ").dropFirst(3).first.flatMap { Int($0) }
            XCTAssertLessThanOrEqual(milliseconds ?? .max, 45, lead.description)
        }
        return report.problems.filter { $0.kind != .leadingSilence }
    }

    func testDefaultBankChecksCleanWithVoicesWithinOneLoudnessUnit() throws {
        let report = BankChecker().check(folder: BankFixtures.catalan)
        XCTAssertEqual(problems(report), [], report.problems.map(\.description).joined(separator: "\n"))
        let bank = try XCTUnwrap(report.bank)
        // Each file is examined once, however many names share it (count-along reuses the numbers' clips).
        XCTAssertEqual(report.analyses.count, Set(bank.clips.map(\.clip.path)).count)
        let median = try XCTUnwrap(report.medianVoiceLoudness)
        XCTAssertEqual(median, -20, accuracy: 0.5)
        let voices = bank.clips.filter { $0.role == .voice }.compactMap { report.analyses[$0.clip.path]?.loudness }
        XCTAssertLessThan(voices.max()! - voices.min()!, 1.0)
        let music = try XCTUnwrap(report.analyses[bank.music!.clip.path])
        XCTAssertGreaterThanOrEqual(music.duration, 20)
        XCTAssertEqual(music.loudness!, -26, accuracy: 1)
    }

    func testSpanishBankChecksCleanOverItsFallback() {
        let report = BankChecker().check(folder: BankFixtures.spanish)
        XCTAssertEqual(problems(report), [], report.problems.map(\.description).joined(separator: "\n"))
    }
}
