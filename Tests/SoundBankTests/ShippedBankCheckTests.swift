@testable import Activities
import SoundBank
import XCTest

final class ShippedBankCheckTests: XCTestCase {
    /// The loudness each voice of `bank` plays at: its files were normalized before their silent ends were cut, as
    /// players cut them, so what is even is what plays, each measured level with the gain levelling gives it.
    private static func played(_ report: BankReport, _ bank: Bank) -> [Double] {
        bank.clips.filter { $0.role == .voice }.compactMap { clip in
            report.analyses[clip.clip.path].flatMap { analysis in
                analysis.loudness.map { $0 + Levelling.gain(role: clip.role, fixed: clip.clip.gain, level: ClipLevel(analysis)) }
            }
        }
    }

    /// How far apart the voice files themselves are: levelling evens them as they play, but a file far off the target
    /// is boosted and limited, or cut, where one made near it is played as made, so a file far off is a generator fault
    /// to see here.
    private static func fileSpread(_ report: BankReport, _ bank: Bank) -> Double {
        let levels = bank.clips.filter { $0.role == .voice }.compactMap { report.analyses[$0.clip.path]?.loudness }
        return levels.max()! - levels.min()!
    }

    func testDefaultBankChecksCleanWithVoicesWithinOneLoudnessUnit() throws {
        let report = BankChecker().check(folder: BankFixtures.catalan)
        XCTAssertEqual(report.problems, [], report.problems.map(\.description).joined(separator: "\n"))
        let bank = try XCTUnwrap(report.bank)
        // Each file is examined once, however many names share it (count-along reuses the numbers' clips).
        XCTAssertEqual(report.analyses.count, Set(bank.clips.map(\.clip.path)).count)
        let median = try XCTUnwrap(report.medianVoiceLoudness)
        XCTAssertEqual(median, -20, accuracy: 0.5)
        let voices = Self.played(report, bank)
        XCTAssertLessThan(voices.max()! - voices.min()!, 1.0)
        XCTAssertLessThan(Self.fileSpread(report, bank), 3.0, "the files as generated, before levelling")
        let music = try XCTUnwrap(report.analyses[bank.music!.clip.path])
        XCTAssertGreaterThanOrEqual(music.duration, 20)
        XCTAssertEqual(music.loudness!, -26, accuracy: 1)
    }

    func testSpanishBankChecksCleanOverItsFallback() {
        let report = BankChecker().check(folder: BankFixtures.spanish)
        XCTAssertEqual(report.problems, [], report.problems.map(\.description).joined(separator: "\n"))
    }

    func testEnglishBankChecksCleanOverItsFallbackWithItsOwnVoicesAndEveryStoryInEnglish() throws {
        let report = BankChecker().check(folder: BankFixtures.english)
        XCTAssertEqual(report.problems, [], report.problems.map(\.description).joined(separator: "\n"))
        let bank = try XCTUnwrap(report.bank)
        XCTAssertEqual(bank.language, "en")
        XCTAssertEqual(bank.clip(named: "numbers.3")?.clip.text, "three")
        XCTAssertEqual(bank.clip(named: "alphabet.w")?.clip.text, "double you")
        XCTAssertEqual(bank.words.map(\.word).prefix(3), ["sun", "cat", "dog"], "its own words, none of the Catalan ones")
        XCTAssertEqual(bank.challengeHelp?.youHave.text, "You have")
        XCTAssertEqual(bank.challengeHelp?.lifeNumbers, [], "no Catalan feminine forms before \"lives\"")
        // Every shipped story is told in the three languages, each page with its sounds listed in each.
        XCTAssertGreaterThanOrEqual(bank.stories.count, 3)
        for story in bank.stories {
            XCTAssertEqual(story.languages, ["ca", "es", "en"], story.id)
            XCTAssertEqual(story.characters.count, Story.nameKeys, story.id)
            for object in story.pages.flatMap(\.objects) {
                XCTAssertNotNil(object.display, story.id)
                XCTAssertEqual(Set(object.clips.keys), ["ca", "es", "en"], story.id)
                XCTAssertTrue(object.clips.values.allSatisfy { $0.text?.isEmpty == false }, story.id)
            }
        }
        let voices = Self.played(report, bank)
        XCTAssertLessThan(voices.max()! - voices.min()!, 1.0, "the English voices are levelled as the Catalan ones")
        XCTAssertLessThan(Self.fileSpread(report, bank), 3.0, "the English files as generated, before levelling")
    }
}
