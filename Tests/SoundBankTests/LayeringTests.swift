@testable import Activities
import AudioEngine
import SoundBank
import XCTest

/// A bank over a fallback, item by item: a teacher's folder with a few recordings over the shipped Catalan bank.
final class LayeringTests: XCTestCase {
    /// A Catalan folder over `sounds/ca` with `sections` (TOML after the header lines) and a recording for each of `clips`.
    private func overlay(_ sections: String, clips: [String]) throws -> String {
        let folder = try BankFixtures.temporaryFolder(self)
        let manifest = "language = \"ca\"\nname = \"La veu de la mestra\"\nfallback = \"\(BankFixtures.catalan)\"\n" + sections
        try manifest.write(toFile: folder + "/bank.toml", atomically: true, encoding: .utf8)
        for clip in clips { try SoundFile.write(Signals.voice(seconds: 0.6), to: "\(folder)/\(clip)") }
        return folder
    }

    private static let threeLetters = """
        [items]
        alphabet = [
          { key = "b", glyphs = ["B", "b"], clip = "b.wav", text = "be" },
          { key = "m", glyphs = ["M", "m"], clip = "m.wav", text = "ema" },
          { key = "x", glyphs = ["X", "x"], clip = "x.wav", text = "ics" },
        ]

        """

    /// A `[[words]]` entry whose clip is `WORD.wav`.
    private func word(_ word: String, _ syllables: [String]) -> String {
        "[[words]]\nword = \"\(word)\"\nsyllables = [\(syllables.map { "\"\($0)\"" }.joined(separator: ", "))]\n"
            + "count = \(syllables.count)\ndisplay = \"\(word)\"\nclip = \"\(word).wav\"\n"
    }

    private func layer(_ list: String, of bank: Bank) throws -> BankLayer {
        try XCTUnwrap(bank.layers.first { $0.list == list }, "no layer \(list) in \(bank.layers.map(\.list))")
    }

    func testThreeRecordedLettersOverCatalanKeepAllTwentySixInTheirPlaces() throws {
        let folder = try overlay(Self.threeLetters, clips: ["b.wav", "m.wav", "x.wav"])
        let catalan = try Bank.load(from: BankFixtures.catalan)
        let bank = try Bank.load(from: folder)
        let letters = try XCTUnwrap(bank.items[.alphabet])
        XCTAssertEqual(letters.map(\.key), catalan.items[.alphabet]?.map(\.key), "every letter, in the fallback's order")
        XCTAssertEqual(letters.count, 26)
        XCTAssertEqual(letters.filter { $0.clip.path.hasPrefix(folder + "/") }.map(\.key), ["b", "m", "x"])
        XCTAssertEqual(letters.first { $0.key == "c" }?.clip.path, BankFixtures.catalan + "/alphabet/c.ogg")
        XCTAssertEqual(bank.items[.numbers]?.count, 10, "a list the folder does not give comes whole from the fallback")
        let alphabet = try layer("items.alphabet", of: bank)
        XCTAssertEqual(alphabet.overridden, ["b", "m", "x"])
        XCTAssertEqual(alphabet.added, [])
        XCTAssertEqual(alphabet.fromFallback.count, 23)
        XCTAssertEqual(alphabet.description, "overrides b, m, x; 23 still from the fallback")
        XCTAssertTrue(try layer("items.numbers", of: bank).isInherited)
        let report = BankChecker().check(folder: folder)
        XCTAssertEqual(report.problems.filter { $0.file.hasPrefix(folder) }, [],
                       report.problems.map(\.description).joined(separator: "\n"))
    }

    func testAnOverriddenWordKeepsItsPlaceAndAnAddedOneGoesAtTheEnd() throws {
        let folder = try overlay(word("gos", ["gos"]) + word("casa", ["ca", "sa"]), clips: ["gos.wav", "casa.wav"])
        let catalan = try Bank.load(from: BankFixtures.catalan).words
        let words = try Bank.load(from: folder).words
        XCTAssertEqual(words.map(\.word), catalan.map(\.word) + ["gos"])
        let casa = try XCTUnwrap(catalan.firstIndex { $0.word == "casa" })
        XCTAssertEqual(words[casa].clip.path, folder + "/casa.wav")
        let layer = try layer("words", of: try Bank.load(from: folder))
        XCTAssertEqual([layer.overridden, layer.added], [["casa"], ["gos"]])
        XCTAssertEqual(layer.fromFallback.count, catalan.count - 1)
    }

    func testReplaceTakesTheListWholeAndRemoveLeavesKeysOut() throws {
        let replaced = try Bank.load(from: try overlay("[items]\nreplace = [\"alphabet\"]\n" + Self.threeLetters.dropFirst(8),
                                                       clips: ["b.wav", "m.wav", "x.wav"]))
        XCTAssertEqual(replaced.items[.alphabet]?.map(\.key), ["b", "m", "x"])
        XCTAssertEqual(replaced.items[.numbers]?.count, 10, "replace names only the alphabet")
        XCTAssertTrue(try layer("items.alphabet", of: replaced).replaced)
        let all = try Bank.load(from: try overlay("[items]\nreplace = true\n" + Self.threeLetters.dropFirst(8),
                                                  clips: ["b.wav", "m.wav", "x.wav"]))
        XCTAssertEqual(all.items[.alphabet]?.count, 3)
        XCTAssertEqual(all.items[.vowels]?.count, 5, "replace = true takes whole only the lists the section gives")
        let removed = try Bank.load(from: try overlay("[items]\nremove = { alphabet = [\"k\", \"w\"], numbers = [\"0\"] }\n",
                                                      clips: []))
        XCTAssertEqual(removed.items[.alphabet]?.count, 24)
        XCTAssertFalse(removed.items[.alphabet]!.contains { ["k", "w"].contains($0.key) })
        XCTAssertEqual(removed.items[.numbers]?.first?.key, "1")
        XCTAssertEqual(try layer("items.alphabet", of: removed).removed, ["k", "w"])
    }

    func testAWordOfAReplacedPhraseListTakesNothingFromTheFallbacksWordOfItsId() throws {
        let folder = try overlay("[phrase]\nreplace = [\"verbs\"]\n[[phrase.verbs]]\nid = \"vull\"\ntext = \"vull\"\nclip = \"v.wav\"\n",
                                 clips: ["v.wav"])
        let catalan = try XCTUnwrap(try Bank.load(from: BankFixtures.catalan).phrase?.verbs.first { $0.id == "vull" })
        XCTAssertFalse(catalan.emoji.isEmpty || catalan.next.isEmpty, "the fallback's word has a picture and words after it")
        // The fallback's subjects name verbs the list no longer has, which is reported; the bank is still read.
        let verbs = try XCTUnwrap(Bank.loadReporting(from: folder).bank?.phrase?.verbs)
        XCTAssertEqual(verbs.map(\.id), ["vull"])
        XCTAssertEqual(verbs[0].emoji, "")
        XCTAssertEqual(verbs[0].next, [])
    }

    func testAKeyThatMatchesNothingInTheFallbackWarnsWithItsFileAndLine() throws {
        let folder = try overlay("""
            [items]
            remove = { alphabet = ["kk"] }
            alphabet = [
              { key = "b", clip = "b.wav", text = "be" },
              { key = "bb", clip = "b.wav", text = "be" },
            ]

            """ + word("hipopotam", ["hi", "po", "po", "tam"]), clips: ["b.wav", "hipopotam.wav"])
        let (bank, problems) = Bank.loadReporting(from: folder)
        let manifest = folder + "/bank.toml"
        XCTAssertEqual(problems.filter { $0.kind == .unmatchedKey }.map { [$0.file, "\($0.line ?? 0)", $0.key ?? ""] }, [
            [manifest, "5", "items.remove.alphabet"], [manifest, "8", "items.alphabet.bb"], [manifest, "11", "words.hipopotam"],
        ])
        XCTAssertTrue(problems.allSatisfy { $0.severity == .warning }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.message.hasSuffix("did you mean 'hipopòtam'?") }, "\(problems)")
        XCTAssertEqual(bank?.items[.alphabet]?.last?.key, "bb", "a typo still plays, at the end")
    }

    func testAListIsCheckedWholeOnceLayeredSoAFewItemsNeedNotBeAWholeSection() throws {
        let folder = try overlay("""
            [memory]
            animals = [{ key = "gat", clip = "gat.wav", text = "meu" }]

            [count]
            numbers = [{ key = "3", clip = "gat.wav", text = "tres" }]

            [timer]
            [[timer.activities]]
            id = "menjar"
            text = "Menjar"
            clip = "gat.wav"

            [phrase]
            [[phrase.complements]]
            id = "aigua"
            text = "aigua"
            clip = "gat.wav"
            """, clips: ["gat.wav"])
        let (loaded, problems) = Bank.loadReporting(from: folder)
        XCTAssertEqual(problems, [], problems.map(\.description).joined(separator: "\n"))
        let bank = try XCTUnwrap(loaded)
        let catalan = try Bank.load(from: BankFixtures.catalan)
        XCTAssertEqual(bank.memory["animals"]?.count, 8)
        XCTAssertEqual(bank.memory["animals"]?.first?.clip.path, folder + "/gat.wav")
        XCTAssertEqual(bank.countAlong?.numbers.map(\.key), catalan.countAlong?.numbers.map(\.key))
        XCTAssertEqual(bank.countAlong?.hint, catalan.countAlong?.hint)
        XCTAssertEqual(bank.timer?.alarm, catalan.timer?.alarm, "the chime comes from the fallback")
        XCTAssertEqual(bank.timer?.activities.first?.clip.path, folder + "/gat.wav")
        XCTAssertEqual(bank.phrase?.complements.count, catalan.phrase?.complements.count)
        XCTAssertEqual(bank.phrase?.no, catalan.phrase?.no)

        let short = try overlay("[memory]\nreplace = true\nanimals = [{ key = \"gat\", clip = \"gat.wav\", text = \"meu\" }]\n",
                                clips: ["gat.wav"])
        let shortProblems = Bank.loadReporting(from: short).problems
        XCTAssertEqual(shortProblems.map { [$0.key, $0.line.map(String.init)] }, [["memory.animals", "6"]])
        XCTAssertTrue(shortProblems.first?.message.hasPrefix("has 1 cards") == true, "\(shortProblems)")
    }

    func testABankInAnotherLanguageThatAddsToAFallbacksListIsWarnedThatItMixesThem() throws {
        let folder = try BankFixtures.temporaryFolder(self) + "/es"
        try FileManager.default.copyItem(atPath: BankFixtures.spanish, toPath: folder)
        let manifest = try String(contentsOfFile: folder + "/bank.toml", encoding: .utf8)
            .replacingOccurrences(of: "replace = [\"words\"]\n", with: "")
        try manifest.write(toFile: folder + "/bank.toml", atomically: true, encoding: .utf8)
        let (bank, problems) = Bank.loadReporting(from: folder)
        XCTAssertEqual(problems.map { [$0.kind.rawValue, $0.key] }, [["mixedLanguages", "words"]], "\(problems)")
        let firstWord = manifest.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "[[words]]" }
        XCTAssertEqual(problems.first?.line, firstWord.map { $0 + 1 })
        let words = Set(try [BankFixtures.catalan, BankFixtures.spanish].flatMap { try Bank.load(from: $0).words.map(\.word) })
        XCTAssertEqual(bank?.words.count, words.count, "Spanish words over Catalan ones, `sol` and `casa` in place of the Catalan")
        XCTAssertEqual(Bank.loadReporting(from: BankFixtures.spanish).problems, [], "saying replace, the bundled bank mixes nothing")
    }

    func testLayeringKeysAreCheckedAndHaveNoEffectWithoutAFallback() throws {
        let wrong = try overlay("[items]\nreplace = \"yes\"\n[timer]\nreplace = [\"activity\"]\n", clips: [])
        XCTAssertEqual(Bank.loadReporting(from: wrong).problems.map { [$0.kind.rawValue, $0.key] },
                       [["wrongType", "items.replace"], ["invalidValue", "timer.replace"]])
        let own = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "[items]\n", with: "[items]\nreplace = true\n") }
        XCTAssertEqual(Bank.loadReporting(from: own).problems.map { [$0.severity.rawValue, $0.key] }, [["warning", "items.replace"]])
    }

    func testAShortRhymeWordOneLetterFromTheFallbacksWarnsAsAProbableTypoButARhymeDoesNot() throws {
        let folder = try overlay("""
            [rhymes]
            words = [{ word = "gatt", clip = "x.wav" }, { word = "mat", clip = "x.wav" }, { word = "sols", clip = "x.wav" }]
            sets = [{ word = "mat", rhyme = "gatt", others = ["sols", "lluna"] }]

            """, clips: ["x.wav"])
        let problems = Bank.loadReporting(from: folder).problems
        XCTAssertEqual(problems.filter { $0.kind == .unmatchedKey }.map { [$0.file, "\($0.line ?? 0)", $0.key ?? ""] },
                       [[folder + "/bank.toml", "5", "rhymes.words.gatt"], [folder + "/bank.toml", "5", "rhymes.words.sols"]],
                       "gatt keeps gat's first letter, sols is sol with one more letter; mat is another word that rhymes")
        XCTAssertTrue(problems.contains { $0.message.hasSuffix("did you mean 'gat'?") }, "\(problems)")
        XCTAssertTrue(problems.allSatisfy { $0.severity == .warning }, "\(problems)")
    }

    func testARhymeWordNoSetNamesWarnsWithItsFileAndLine() throws {
        let folder = try overlay("""
            [rhymes]
            words = [
              { word = "rat", clip = "x.wav" },
              { word = "ratolí", clip = "x.wav" },
            ]
            sets = [{ word = "rat", rhyme = "plat", others = ["sol", "lluna"] }]

            """, clips: ["x.wav"])
        let unused = Bank.loadReporting(from: folder).problems.filter { $0.kind == .unusedEntry }
        XCTAssertEqual(unused.map { [$0.severity.rawValue, $0.file, "\($0.line ?? 0)", $0.key ?? ""] },
                       [["warning", folder + "/bank.toml", "7", "rhymes.words.ratolí"]], "\(unused)")
        XCTAssertTrue(unused.first?.message.contains("'ratolí' is named by no set, so it is never played") == true, "\(unused)")
    }
}
