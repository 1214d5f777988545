import Lessons
import XCTest

/// The clip names are a bank's public interface (`educat bank list`, `educat play NAME`, a bank's `[cues]`), so the
/// scheme stays as the README documents it.
final class ClipNameTests: XCTestCase {
    func testItemsWordsAndGroupsAreNamedAsTheBankListsThem() {
        XCTAssertEqual(ClipName.item(.vowels, "a").rawValue, "vowels.a")
        XCTAssertEqual(ClipName.number(7).rawValue, "numbers.7")
        XCTAssertEqual(ClipName.word("casa").syllable(2).rawValue, "words.casa.2")
        XCTAssertEqual(ClipName.word("casa").paced.rawValue, "words.casa.paced")
        XCTAssertEqual(ClipName.member(3, of: .praise).rawValue, "praise.3")
        XCTAssertEqual(ClipName.help(Screen(.numbers, .game)).rawValue, "help.numbers_game")
        XCTAssertTrue(ClipName.help("rhymes").isHelp)
        XCTAssertFalse(ClipName.member(1, of: ClipGroup(rawValue: "helper")).isHelp)
    }

    func testGamesAndChallengeHelpAreNamedAsTheBankListsThem() {
        XCTAssertEqual(ClipName.celebration.rawValue, "games.celebration")
        XCTAssertEqual(ClipName.challengeIntro(.syllables).rawValue, "help.challenge.intro.syllables")
        XCTAssertEqual(ClipName.challengeSeconds.rawValue, "help.challenge.seconds")
        XCTAssertEqual(ClipName.challengeLifeNumber("1").rawValue, "help.challenge.life_number.1")
    }
}
