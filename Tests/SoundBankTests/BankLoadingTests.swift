import Lessons
import SoundBank
import XCTest

final class BankLoadingTests: XCTestCase {
    func testDefaultBankHasEverySubjectGroupScreenAndWord() throws {
        let bank = try Bank.load(from: BankFixtures.catalan)
        XCTAssertEqual(bank.language, "ca")
        XCTAssertEqual(bank.items[.numbers]?.map(\.key), (0...9).map(String.init))
        XCTAssertEqual(bank.items[.vowels]?.map(\.key), ["a", "e", "i", "o", "u"])
        XCTAssertEqual(bank.items[.alphabet]?.count, 26)
        XCTAssertEqual(bank.items[.alphabet]?.first { $0.key == "w" }?.clip.text, "ve doble")
        XCTAssertEqual(bank.items[.alphabet]?.first?.glyphs, ["A", "a"])
        XCTAssertGreaterThanOrEqual(bank.groups["praise"]?.count ?? 0, 8)
        XCTAssertGreaterThanOrEqual(bank.groups["scold"]?.count ?? 0, 6)
        for group in Bank.standardGroups { XCTAssertNotNil(bank.groups[group], group) }
        XCTAssertEqual(Set(bank.help.keys), Set(Screen.helpTable))
        XCTAssertGreaterThanOrEqual(bank.words.count, 24)
        XCTAssertEqual(Set(bank.words.map(\.count)), Set(1...5))
        for word in bank.words { XCTAssertEqual(word.syllableClips.count, word.count, word.word) }
        let casa = try XCTUnwrap(bank.words.first { $0.word == "casa" })
        XCTAssertEqual(casa.syllables, ["ca", "sa"])
        XCTAssertEqual(bank.words.first { $0.word == "ordinador" }?.syllables, ["or", "di", "na", "dor"])
        XCTAssertNotNil(bank.clap)
        XCTAssertNotNil(bank.music)
        XCTAssertEqual(bank.cues[.quiz(.answerRight)], .group("praise"))
    }

    func testClipNamesAreStableAndUnique() throws {
        let bank = try Bank.load(from: BankFixtures.catalan)
        let names = bank.clips.map(\.name)
        XCTAssertEqual(names.count, Set(names).count)
        for name in ["numbers.3", "vowels.a", "alphabet.b", "praise.2", "help.main", "words.casa", "words.casa.1", "clap", "music"] {
            XCTAssertNotNil(bank.clip(named: name), name)
        }
        XCTAssertTrue(bank.clip(named: "numbers.3")!.clip.path.hasSuffix("sounds/ca/numbers/3.ogg"))
        XCTAssertEqual(bank.clip(named: "music")?.role, .music)
    }

    func testSpanishBankTakesWhatItLacksFromItsFallback() throws {
        let bank = try Bank.load(from: BankFixtures.spanish)
        XCTAssertEqual(bank.language, "es")
        XCTAssertEqual(bank.items[.numbers]?.first?.clip.text, "cero")
        XCTAssertTrue(bank.items[.numbers]!.first!.clip.path.hasSuffix("sounds/es/numbers/0.ogg"))
        XCTAssertEqual(bank.items[.alphabet]?.count, 26, "the alphabet comes from ../ca")
        XCTAssertTrue(bank.items[.alphabet]!.first!.clip.path.hasSuffix("sounds/ca/alphabet/a.ogg"))
        XCTAssertEqual(bank.words.first?.word, "sol")
        XCTAssertFalse(bank.words.contains { $0.word == "cadira" }, "words are not mixed across languages")
        XCTAssertTrue(bank.help[.main]!.path.hasSuffix("sounds/es/help/main.ogg"))
        XCTAssertTrue(bank.help[Screen(.numbers, .game)]!.path.hasSuffix("sounds/ca/help/numbers_game.ogg"))
        XCTAssertNotNil(bank.music)
        XCTAssertEqual(bank.cues[.quiz(.gameOver)], .group("game_over"))
    }

    func testMusicLoopPointsAndCueSequencesAreRead() throws {
        let folder = try BankFixtures.smallBank(self) {
            $0.replacingOccurrences(of: "answer_right = \"group:praise\"",
                                    with: "answer_right = [\"group:praise\", 0.5, \"clip:numbers.1\"]\n")
                + "\n[sounds]\nmusic = { clip = \"one.wav\", loop_start = 100, loop_end = 2000 }\n"
        }
        let bank = try Bank.load(from: folder)
        XCTAssertEqual(bank.cues[.quiz(.answerRight)], .sequence([.group("praise"), .pause(0.5), .clip("numbers.1")]))
        XCTAssertEqual(bank.music?.loopStart, 100)
        XCTAssertEqual(bank.music?.loopEnd, 2000)
    }

    func testLocatorPrefersTheEnvironmentThenTheSourceTreeThenTheInstalledBank() {
        XCTAssertEqual(BankLocator.defaultBankPath(environment: ["EDUCAT_BANK": "/x/bank"], currentDirectory: "/"), "/x/bank")
        let repository = URL(fileURLWithPath: BankFixtures.soundsFolder).deletingLastPathComponent().path
        XCTAssertEqual(BankLocator.defaultBankPath(environment: [:], currentDirectory: repository), repository + "/sounds/ca")
        XCTAssertEqual(BankLocator.defaultBankPath(environment: [:], currentDirectory: "/",
                                                   executable: repository + "/.build/debug/educat"), repository + "/sounds/ca")
        XCTAssertEqual(BankLocator.defaultBankPath(environment: [:], currentDirectory: "/", executable: "/nowhere/educat"),
                       BankLocator.installedPath)
    }
}
