import SoundBank
import XCTest

/// The challenge help's parts, `[challenge_help]`: read with stable clip names, checked with file, line and key.
final class ChallengeHelpSectionTests: XCTestCase {
    /// The small bank with a `[challenge_help]` section whose `numbers` have `keys`.
    private func bank(keys: [String] = ["1", "15", "100+"]) throws -> String {
        try BankFixtures.smallBank(self) {
            $0 + "\n\n[challenge_help]\n"
                + ["you_have", "seconds", "second", "lives", "life"].map { "\($0) = { clip = \"good.wav\" }\n" }.joined()
                + "numbers = [" + keys.map { "{ key = \"\($0)\", clip = \"zero.wav\" }" }.joined(separator: ", ") + "]\n"
                + "life_numbers = [{ key = \"1\", clip = \"good.wav\", text = \"una\" }]\n"
                + "[challenge_help.intro]\n"
                + ["numbers", "vowels", "alphabet", "syllables"].map { "\($0) = { clip = \"good.wav\" }\n" }.joined()
        }
    }

    func testTheSectionIsReadWithStableNames() throws {
        let bank = try Bank.load(from: try bank())
        let names = bank.clips.map(\.name).filter { $0.hasPrefix("help.challenge.") }
        XCTAssertEqual(names.prefix(6), ["help.challenge.intro.numbers", "help.challenge.intro.vowels",
                                         "help.challenge.intro.alphabet", "help.challenge.intro.syllables",
                                         "help.challenge.you_have", "help.challenge.seconds"])
        XCTAssertEqual(names.suffix(4), ["help.challenge.number.1", "help.challenge.number.15", "help.challenge.number.100+",
                                         "help.challenge.life_number.1"])
    }

    func testANumberKeyThatIsNotANumberIsAnErrorNamingIt() throws {
        let folder = try bank(keys: ["1", "fifteen"])
        let problems = Bank.loadReporting(from: folder).problems
        XCTAssertEqual(problems.filter { $0.severity == .error }.map(\.kind), [.invalidValue])
        XCTAssertEqual(problems.first?.key, "challenge_help.numbers")
        XCTAssertEqual(problems.first?.file, folder + "/bank.toml")
        XCTAssertTrue(problems.first?.message.contains("'fifteen' is not a number key") == true, problems.first?.message ?? "")
    }

    func testAMissingPartIsAnErrorAndTheSectionIsLeftOut() throws {
        let folder = try BankFixtures.smallBank(self) { $0 + "\n\n[challenge_help]\nyou_have = { clip = \"good.wav\" }\n" }
        let (bank, problems) = Bank.loadReporting(from: folder)
        XCTAssertNil(bank?.challengeHelp)
        XCTAssertTrue(problems.contains { $0.key == "challenge_help.seconds" && $0.kind == .missingKey }, "\(problems)")
    }

    func testEveryShippedBankTellsEverySecondAndLifeTheConfigurationAllows() throws {
        for folder in [BankFixtures.catalan, BankFixtures.spanish, BankFixtures.english] {
            let help = try XCTUnwrap(try Bank.load(from: folder).challengeHelp, folder)
            let keys = Set(help.numbers.map(\.key))
            // Up to 99 each has its own clip; above, a hundred and the rest (settings allow 1–600 s and 1–99 lives).
            XCTAssertTrue((1...99).allSatisfy { keys.contains(String($0)) }, folder)
            XCTAssertTrue((1...6).allSatisfy { keys.contains(String($0 * 100)) }, folder)
            XCTAssertEqual(help.intro.count, 4, folder)
        }
        XCTAssertEqual(try Bank.load(from: BankFixtures.spanish).challengeHelp?.lifeNumbers.first?.clip.text, "una")
        XCTAssertEqual(try Bank.load(from: BankFixtures.english).challengeHelp?.lifeNumbers.map(\.key), [],
                       "English over Catalan says `replace`, so Catalan's \"una\" never comes before \"lives\"")
    }
}
