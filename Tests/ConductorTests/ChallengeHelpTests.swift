@testable import Conductor
import Lessons
import XCTest

/// A challenge's help put together from a bank's parts: the configured numbers, in the forms the bank gives.
final class ChallengeHelpTests: XCTestCase {
    private let words = ["intro.numbers", "you_have", "seconds", "second", "lives", "life"]

    private func parts(_ numbers: [String], lifeNumbers: [String] = []) -> Set<String> {
        Set((words + numbers.map { "number.\($0)" } + lifeNumbers.map { "life_number.\($0)" }).map { "help.challenge.\($0)" })
    }

    private func rules(seconds: Int, lives: Int) -> ChallengeRules {
        var rules = ChallengeRules()
        rules.seconds = seconds
        rules.lives = lives
        return rules
    }

    func testAHundredSaidBeforeMoreTakesItsOwnFormWhenTheBankHasOne() {
        let bank = parts(["100", "100+", "21", "3"])
        let help = ChallengeHelp.clips(for: .numbers, rules: rules(seconds: 121, lives: 3), has: bank.contains)
        XCTAssertEqual(help?.dropFirst(2).prefix(2), ["help.challenge.number.100+", "help.challenge.number.21"])
        XCTAssertEqual(ChallengeHelp.number(100, beforeLives: false, has: bank.contains), ["help.challenge.number.100"])
    }

    func testOneSecondAndOneLifeTakeTheSingularWordsAndTheLifeForm() {
        let bank = parts(["1"], lifeNumbers: ["1"])
        XCTAssertEqual(ChallengeHelp.clips(for: .numbers, rules: rules(seconds: 1, lives: 1), has: bank.contains),
                       ["help.challenge.intro.numbers", "help.challenge.you_have", "help.challenge.number.1",
                        "help.challenge.second", "help.challenge.life_number.1", "help.challenge.life"])
    }

    func testAMissingPartLeavesTheHelpToTheWholeClip() {
        XCTAssertNil(ChallengeHelp.clips(for: .numbers, rules: rules(seconds: 15, lives: 3), has: parts(["3"]).contains),
                     "no clip for 15")
        XCTAssertNil(ChallengeHelp.clips(for: .vowels, rules: rules(seconds: 15, lives: 3), has: parts(["15", "3"]).contains),
                     "no intro for vowels")
        XCTAssertNil(ChallengeHelp.number(200, beforeLives: false, has: parts(["100"]).contains))
    }
}
