import SoundBank
import XCTest

final class ShippedBankCheckTests: XCTestCase {
    func testDefaultBankChecksCleanWithVoicesWithinOneLoudnessUnit() throws {
        let report = BankChecker().check(folder: BankFixtures.catalan)
        XCTAssertEqual(report.problems, [], report.problems.map(\.description).joined(separator: "\n"))
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
        XCTAssertEqual(report.problems, [], report.problems.map(\.description).joined(separator: "\n"))
    }
}
