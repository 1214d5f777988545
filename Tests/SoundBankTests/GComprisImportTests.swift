import Activities
import AudioEngine
import Foundation
import Lessons
@testable import SoundBank
import XCTest

final class GComprisImportTests: XCTestCase {
    /// A GCompris-voices checkout with one locale: the digits, the letters a–z and an accented one, the praise,
    /// `check_answer`, and files the bank cannot use (10.ogg, a greeting, a word no bank word names), and `extra`.
    private func voices(language: String = "xx", skipping: Set<String> = [], extra: [String] = []) throws -> String {
        let root = try BankFixtures.temporaryFolder(self) + "/GCompris-voices"
        let locale = root + "/" + language
        let codePoints = Array(0x30...0x39) + Array(0x61...0x7A) + [0xE0]
        let files = codePoints.map { String(format: "alphabet/U%04X.ogg", $0) } + ["alphabet/10.ogg"]
            + GComprisLayout.praise.map { "misc/\($0).ogg" } + ["misc/check_answer.ogg", "misc/welcome.ogg", "words/zebra.ogg"] + extra
        for file in files where !skipping.contains(file) {
            try FileManager.default.createDirectory(atPath: locale + "/" + (file as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try SoundFile.write(Signals.voice(seconds: 0.3, rate: 44_100), to: locale + "/" + file)
        }
        return root
    }

    private func output() throws -> String {
        try BankFixtures.temporaryFolder(self) + "/bank"
    }

    func testMapsDigitsLettersAndPraiseToTheFilesInPlace() throws {
        let root = try voices()
        let bankFolder = try output()
        let summary = try GComprisImport(source: root, language: "xx", output: bankFolder, fallback: BankFixtures.catalan).run()
        let bank = try Bank.load(from: bankFolder)
        let locale = BankLocator.realPath(root + "/xx")
        XCTAssertEqual(bank.items[.numbers]?.map(\.key), (0...9).map(String.init))
        XCTAssertEqual(bank.items[.numbers]?.first?.clip.path.standardized, locale + "/alphabet/U0030.ogg")
        XCTAssertEqual(bank.items[.alphabet]?.count, 26)
        XCTAssertEqual(bank.items[.alphabet]?.last?.clip.path.standardized, locale + "/alphabet/U007A.ogg")
        XCTAssertEqual(bank.items[.alphabet]?[1].glyphs, ["B", "b"])
        XCTAssertEqual(bank.items[.vowels]?.map(\.clip.path.standardized),
                       ["U0061", "U0065", "U0069", "U006F", "U0075"].map { locale + "/alphabet/\($0).ogg" })
        XCTAssertEqual(bank.groups["praise"]?.map(\.path.standardized), GComprisLayout.praise.map { locale + "/misc/\($0).ogg" })
        XCTAssertEqual(bank.groups["praise"]?.map(\.text), Array(repeating: nil, count: 8),
                       "no text in a language whose texts are not known, rather than an English one")
        XCTAssertEqual(bank.games[.celebration]?.text, nil)
        XCTAssertEqual(bank.groups["scold"]?.map(\.path.standardized),
                       try Bank.load(from: BankFixtures.catalan).groups["scold"]?.map(\.path.standardized),
                       "check_answer says \"check your answer\", no \"try again\"")
        XCTAssertTrue(bank.items[.numbers]?.first?.clip.relativePath.hasPrefix("../") == true, "paths are relative to the bank")
        XCTAssertEqual(summary.mapped.map(\.section), ["numbers", "vowels", "alphabet", "praise", "congratulations", "games"])
        XCTAssertEqual(summary.unusedFiles, 5, "à, 10, check_answer, welcome and the word no bank word names")
        XCTAssertTrue(summary.description.contains("  alphabet        26 clips\n"), summary.description)
        XCTAssertTrue(summary.description.contains("  congratulations 1 clip\n"), summary.description)
        XCTAssertFalse(FileManager.default.fileExists(atPath: bankFolder + "/alphabet"), "nothing is copied")
    }

    func testWhatGComprisLacksComesFromTheFallback() throws {
        let root = try voices(skipping: ["alphabet/U0071.ogg"])
        let bankFolder = try output()
        let summary = try GComprisImport(source: root, language: "xx", output: bankFolder, fallback: BankFixtures.catalan).run()
        let bank = try Bank.load(from: bankFolder)
        let catalan = try Bank.load(from: BankFixtures.catalan)
        XCTAssertEqual(bank.items[.alphabet]?.map(\.clip.path.standardized), catalan.items[.alphabet]?.map(\.clip.path.standardized),
                       "a list with a gap comes whole from the fallback")
        XCTAssertEqual(bank.groups["scold"]?.map(\.path.standardized), catalan.groups["scold"]?.map(\.path.standardized))
        XCTAssertEqual(bank.help.count, catalan.help.count)
        XCTAssertEqual(bank.words.map(\.word), catalan.words.map(\.word))
        XCTAssertNotNil(bank.music)
        XCTAssertTrue(bank.items[.vowels]?.first?.clip.path.hasSuffix("/xx/alphabet/U0061.ogg") == true)
        XCTAssertEqual(summary.fallsBack.first?.section, "alphabet")
        XCTAssertEqual(summary.fallsBack.first?.reason, "25 of 26 found, q missing")
        XCTAssertTrue(summary.fallsBack.contains { $0 == ("scold", "GCompris has no \"try again\" recording") }, summary.description)
        XCTAssertTrue(summary.description.contains("\n  scold: GCompris has no \"try again\" recording\n"), summary.description)
    }

    func testWordsThatNameTheirGComprisWordAndTheIntroductionsThatFitAScreenAreTaken() throws {
        let root = try voices(extra: ["words/bike.ogg", "words/apple.ogg", "intro/click_on_letter.ogg", "intro/memory_sound.ogg",
                                      "intro/chess.ogg"])
        let bankFolder = try output()
        let summary = try GComprisImport(source: root, language: "xx", output: bankFolder, fallback: BankFixtures.catalan).run()
        let bank = try Bank.load(from: bankFolder)
        let catalan = try Bank.load(from: BankFixtures.catalan)
        let locale = BankLocator.realPath(root + "/xx")
        XCTAssertEqual(bank.words.map(\.word), catalan.words.map(\.word), "the words stay the fallback's, in its order")
        let bicicleta = try XCTUnwrap(bank.words.first { $0.word == "bicicleta" })
        XCTAssertEqual(bicicleta.clip.path.standardized, locale + "/words/bike.ogg")
        XCTAssertEqual(bicicleta.syllables, ["bi", "ci", "cle", "ta"])
        XCTAssertEqual(bicicleta.display, "🚲 bicicleta")
        XCTAssertEqual(bicicleta.syllableClips, [], "the fallback's syllables are another voice: they are cut from this one")
        XCTAssertEqual(bank.words.first { $0.word == "poma" }?.clip.path.standardized, locale + "/words/apple.ogg")
        XCTAssertEqual(bank.words.first { $0.word == "sol" }?.clip.path, catalan.words.first { $0.word == "sol" }?.clip.path,
                       "a word GCompris lacks comes from the fallback")
        XCTAssertEqual(bank.help[Screen(.alphabet, .game)]?.path.standardized, locale + "/intro/click_on_letter.ogg")
        XCTAssertEqual(bank.help[.memory]?.path.standardized, locale + "/intro/memory_sound.ogg")
        XCTAssertEqual(bank.help[.main]?.path, catalan.help[.main]?.path)
        XCTAssertEqual(bank.games[.celebration]?.path.standardized, locale + "/misc/congratulation.ogg")
        XCTAssertEqual(bank.groups["congratulations"]?.map(\.path.standardized), [locale + "/misc/congratulation.ogg"])
        XCTAssertTrue(summary.mapped.contains { $0.section == "words" && $0.count == 2 }, summary.description)
        XCTAssertTrue(summary.mapped.contains { $0.section == "help" && $0.count == 2 }, summary.description)
        XCTAssertTrue(summary.description.contains("help: all but help.alphabet_game, help.memory"), summary.description)
        XCTAssertEqual(summary.unusedFiles, 6, "à, 10, check_answer, welcome, zebra and the chess introduction")
        XCTAssertEqual(summary.unrecordedWords.count, catalan.words.filter { $0.gcompris != nil }.count - 2, summary.description)
        XCTAssertEqual(summary.unrecordedWords.first, "sol (sun)")
        XCTAssertEqual(BankChecker().check(folder: bankFolder).errors, [])
    }

    /// What GCompris-voices has, by locale, as published, cut to what an import looks at: the `misc/` list every locale
    /// has, the digits and letters a–z, and of `words/` the names the bundled banks use (`es` only for those: a name
    /// recorded in Spanish alone is no misspelling).
    private static let published: [String: [String]] = {
        let misc = ("about awesome back by check_answer click_on_letter configuration congratulation equal fantastic good great "
            + "help level minus ok outof perfect plus quit super waytogo welcome").split(separator: " ").map { "misc/\($0).ogg" }
        let alphabet = (Array(0x30...0x39) + Array(0x61...0x7A)).map { String(format: "alphabet/U%04X.ogg", $0) }
        let words = [
            "ca": "alligator cat crocodile dog fish hand shoe snail",
            "en": "alligator ball bike bread car cat chair chocolate crocodile dog fish hand pencil shoe snail sun train tree",
            "es": "alligator ant apple bike bread car cat caterpillar chair chocolate crocodile dog elephant hand hippopotamus "
                + "house monkey moon pencil rabbit shoe snail sun table television tomato train tree turtle butterfly",
        ]
        return words.reduce(into: [:]) { files, locale in
            files[locale.key] = locale.value.split(separator: " ").map { "words/\($0).ogg" }
                + (locale.key == "es" ? [] : alphabet + misc)
        }
    }()

    /// A checkout with the published files of `ca`, `en` and `es`, each a short sound.
    private func publishedVoices() throws -> String {
        let root = try BankFixtures.temporaryFolder(self) + "/GCompris-voices"
        let sound = root + "/sound.ogg"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try SoundFile.write(Signals.voice(seconds: 0.2, rate: 44_100), to: sound)
        for (locale, files) in Self.published {
            for file in files {
                let path = root + "/" + locale + "/" + file
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: sound, toPath: path)
            }
        }
        try FileManager.default.removeItem(atPath: sound)
        return root
    }

    func testPraiseAndCongratulationsSayTheirTextsInTheBanksLanguage() throws {
        let root = try publishedVoices()
        let expected = [
            (language: "ca", fallback: BankFixtures.catalan,
             praise: ["Increïble!", "Felicitats!", "Fantàstic!", "Molt bé!", "Genial!", "Perfecte!", "Súper!", "Així es fa!"]),
            ("en", BankFixtures.english,
             ["Awesome!", "Congratulations!", "Fantastic!", "Good!", "Great!", "Perfect!", "Super!", "Way to go!"]),
        ]
        for (language, fallback, praise) in expected {
            let bankFolder = try output()
            _ = try GComprisImport(source: root, language: language, output: bankFolder, fallback: fallback).run()
            let bank = try Bank.load(from: bankFolder)
            XCTAssertEqual(bank.groups["praise"]?.map(\.text), praise, language)
            XCTAssertEqual(bank.groups["congratulations"]?.map(\.text), [praise[1]], language)
            XCTAssertEqual(bank.games[.celebration]?.text, praise[1], language)
            XCTAssertEqual(bank.games[.celebration]?.path.standardized, BankLocator.realPath(root + "/\(language)/misc/congratulation.ogg"))
        }
    }

    func testGComprisHasNoTryAgainSoScoldComesFromTheFallback() throws {
        let root = try publishedVoices()
        for (language, fallback) in [("ca", BankFixtures.catalan), ("en", BankFixtures.english)] {
            let bankFolder = try output()
            let summary = try GComprisImport(source: root, language: language, output: bankFolder, fallback: fallback).run()
            let bank = try Bank.load(from: bankFolder)
            XCTAssertEqual(bank.groups["scold"]?.map(\.path.standardized),
                           try Bank.load(from: fallback).groups["scold"]?.map(\.path.standardized), language)
            XCTAssertFalse(bank.clips.contains { $0.clip.path.hasSuffix("/check_answer.ogg") }, "check_answer says \"check your answer\"")
            XCTAssertTrue(summary.description.contains("\n  scold: GCompris has no \"try again\" recording\n"), summary.description)
        }
        // A checkout that adds a "try again" has it taken, with its text.
        let added = try voices(language: "es", extra: ["misc/try_again.ogg", "misc/tryagain.ogg"])
        let bankFolder = try output()
        _ = try GComprisImport(source: added, language: "es", output: bankFolder, fallback: BankFixtures.spanish).run()
        let scold = try XCTUnwrap(try Bank.load(from: bankFolder).groups["scold"])
        XCTAssertEqual(scold.map(\.path.standardized), ["try_again", "tryagain"].map { BankLocator.realPath(added + "/es/misc/\($0).ogg") })
        XCTAssertEqual(scold.map(\.text), ["¡Inténtalo otra vez!", "¡Inténtalo otra vez!"])
    }

    func testEveryWordGComprisRecordedInTheLanguageIsUsed() throws {
        let root = try publishedVoices()
        let expected = [("ca", BankFixtures.catalan, ["mà", "gat", "peix", "sabata", "cocodril", "caragol"]),
                        ("en", BankFixtures.english, ["sun", "cat", "dog", "fish", "bread", "hand", "pencil", "alligator"])]
        for (language, fallback, recorded) in expected {
            let bankFolder = try output()
            let summary = try GComprisImport(source: root, language: language, output: bankFolder, fallback: fallback).run()
            let bank = try Bank.load(from: bankFolder)
            let locale = BankLocator.realPath(root + "/" + language)
            XCTAssertEqual(bank.words.filter { $0.clip.path.standardized.hasPrefix(locale + "/words/") }.map(\.word), recorded, language)
            XCTAssertEqual(bank.words.map(\.word), try Bank.load(from: fallback).words.map(\.word), language)
            XCTAssertTrue(summary.mapped.contains { $0 == ("words", recorded.count) }, summary.description)
        }
    }

    func testTheSummaryNamesTheWordsLeftToTheFallbackForATeacher() throws {
        let root = try publishedVoices()
        let catalan = try GComprisImport(source: root, language: "ca", output: try output(), fallback: BankFixtures.catalan).run()
        let lines = catalan.description.components(separatedBy: "\n")
        XCTAssertTrue(lines.contains("  words not recorded in ca by GCompris (the fallback's voice says them): sol (sun), pa (bread), "
            + "tren (train), casa (house), taula (table), poma (apple), lluna (moon), cotxe (car), arbre (tree), cadira (chair), "
            + "pilota (ball), elefant (elephant), formiga (ant), tortuga (turtle), papallona (butterfly), bicicleta (bike), "
            + "hipopòtam (hippopotamus), xocolata (chocolate), televisió (television)"), catalan.description)
        XCTAssertTrue(lines.contains("  words that name no GCompris recording (the fallback's voice says them): ordinador, dinosaure, "
            + "locomotora, calculadora, matemàtiques"), catalan.description)
        XCTAssertEqual(catalan.misspeltWords, [], "every name is recorded in some language")
        XCTAssertFalse(catalan.description.contains("does not exist"), catalan.description)

        let english = try GComprisImport(source: root, language: "en", output: try output(), fallback: BankFixtures.english).run()
        let englishLines = english.description.components(separatedBy: "\n")
        XCTAssertTrue(englishLines.contains("  words not recorded in en by GCompris (the fallback's voice says them): apple, rabbit, "
            + "monkey, elephant, butterfly, tomato, caterpillar, hippopotamus"), english.description)
        XCTAssertTrue(englishLines.contains("  words that name no GCompris recording (the fallback's voice says them): rainbow, banana, "
            + "dinosaur, watermelon, helicopter, tyrannosaurus, abracadabra"), english.description)
        XCTAssertEqual(english.misspeltWords, [])
    }

    func testANameNoLocaleHasRecordedIsPointedToWhereItIsWritten() throws {
        let root = try voices(extra: ["words/cat.ogg"])
        for (name, misspelt) in [("hosue", true), ("house", false)] {
            let fallback = try BankFixtures.smallBank(self) {
                $0.replacingOccurrences(of: "display = \"🏠 casa\"", with: "display = \"🏠 casa\"\ngcompris = \"\(name)\"")
            }
            if !misspelt {
                // Recorded in another language only: not in this one, but no misspelling.
                try FileManager.default.createDirectory(atPath: root + "/es/words", withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: root + "/xx/words/cat.ogg", toPath: root + "/es/words/house.ogg")
            }
            let summary = try GComprisImport(source: root, language: "xx", output: try output(), fallback: fallback).run()
            XCTAssertEqual(summary.unrecordedWords, ["casa (\(name))"])
            let manifest = fallback + "/" + Bank.manifestName
            let line = try XCTUnwrap(try String(contentsOfFile: manifest, encoding: .utf8).components(separatedBy: "\n")
                .firstIndex(of: "gcompris = \"\(name)\"")) + 1
            XCTAssertEqual(summary.misspeltWords, misspelt ? ["\(manifest):\(line): words.casa names the GCompris word 'hosue', "
                + "which no locale folder of \(root) has: is it misspelt?"] : [])
        }
    }

    func testTheCheckerAcceptsTheImportedBank() throws {
        let bankFolder = try output()
        _ = try GComprisImport(source: try voices(), language: "xx", output: bankFolder, fallback: BankFixtures.catalan).run()
        let report = BankChecker().check(folder: bankFolder)
        XCTAssertEqual(report.errors, [])
        // The clips stay in the checkout, outside the bank's folder, and the manifest says so.
        XCTAssertEqual(report.problems.filter { $0.kind == .clipOutsideBank }, [])
        XCTAssertTrue(try String(contentsOfFile: bankFolder + "/bank.toml", encoding: .utf8).contains("\ncollection = \"../"))
    }

    func testDefaultFallbackIsTheBundledBankOfTheLanguageElseTheDefault() {
        XCTAssertEqual(GComprisImport.defaultFallback(for: "es", defaultBank: BankFixtures.catalan), BankFixtures.spanish)
        XCTAssertEqual(GComprisImport.defaultFallback(for: "pt_BR", defaultBank: BankFixtures.catalan), BankFixtures.catalan)
    }

    func testRelativePathsAreNeverAbsolute() {
        XCTAssertEqual(BankLocator.relativePath(from: "/a/b/bank", to: "/a/voices/ca/misc/good.ogg"), "../../voices/ca/misc/good.ogg")
        XCTAssertEqual(BankLocator.relativePath(from: "/a", to: "/a/x.ogg"), "x.ogg")
        XCTAssertEqual(BankLocator.relativePath(from: "/tmp/bank", to: "/usr/share/educat/sounds/ca"), "../../usr/share/educat/sounds/ca")
    }

    func testMissingCheckout() throws {
        let missing = try BankFixtures.temporaryFolder(self) + "/nowhere"
        XCTAssertThrowsError(try GComprisImport(source: missing, language: "xx", output: try output(),
                                                fallback: BankFixtures.catalan).run()) {
            XCTAssertEqual($0 as? GComprisImportError, .missingSource(missing))
        }
    }

    func testMissingLanguageListsTheLocalesThereAre() throws {
        let root = try voices()
        XCTAssertThrowsError(try GComprisImport(source: root, language: "ca", output: try output(),
                                                fallback: BankFixtures.catalan).run()) {
            XCTAssertEqual($0 as? GComprisImportError, .missingLanguage("ca", in: root, available: ["xx"]))
            XCTAssertTrue("\($0)".contains("it has: xx"), "\($0)")
        }
    }

    func testALocaleWithNothingABankUsesWritesNothing() throws {
        let root = try voices(skipping: Set((0x30...0x7A).map { String(format: "alphabet/U%04X.ogg", $0) }
            + GComprisLayout.praise.map { "misc/\($0).ogg" } + ["misc/check_answer.ogg"]))
        let bankFolder = try output()
        XCTAssertThrowsError(try GComprisImport(source: root, language: "xx", output: bankFolder,
                                                fallback: BankFixtures.catalan).run()) {
            XCTAssertEqual($0 as? GComprisImportError, .nothingToImport(root + "/xx"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: bankFolder))
    }

    func testUnwritableOutput() throws {
        let root = try voices()
        // A path under a plain file cannot be created, even by root, for whom permissions do not count.
        let file = try BankFixtures.temporaryFolder(self) + "/plain"
        try Data().write(to: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try GComprisImport(source: root, language: "xx", output: file + "/bank",
                                                fallback: BankFixtures.catalan).run()) {
            guard case .cannotWrite(let path, let reason) = $0 as? GComprisImportError else { return XCTFail("\($0)") }
            XCTAssertEqual(path, file + "/bank")
            // The file in the way is named, not Foundation's "NSCocoaErrorDomain error 512".
            XCTAssertEqual(reason, "\(file) is a file, not a folder")
        }
        XCTAssertThrowsError(try GComprisImport(source: root, language: "xx", output: file, fallback: BankFixtures.catalan).run()) {
            XCTAssertEqual("\($0)", "cannot write \(file): \(file) is a file, not a folder")
        }
    }

    func testAnExistingManifestIsKeptUnlessOverwriting() throws {
        let root = try voices()
        let bankFolder = try output()
        _ = try GComprisImport(source: root, language: "xx", output: bankFolder, fallback: BankFixtures.catalan).run()
        XCTAssertThrowsError(try GComprisImport(source: root, language: "xx", output: bankFolder,
                                                fallback: BankFixtures.catalan).run()) {
            XCTAssertEqual($0 as? GComprisImportError, .manifestExists(bankFolder + "/bank.toml"))
        }
        XCTAssertNoThrow(try GComprisImport(source: root, language: "xx", output: bankFolder, fallback: BankFixtures.catalan,
                                            overwrite: true).run())
    }
}

private extension String {
    /// The path with `..` steps and symbolic links resolved, as the import writes them relative.
    var standardized: String { BankLocator.realPath(self) }
}
