import Activities
import SoundBank
import XCTest

/// The `[phrase]` section: words with what follows them, read, named, checked, and taken from a fallback.
final class PhraseSectionTests: XCTestCase {
    /// A small bank with a phrase section; `tweak` edits the section's text.
    private func bank(_ tweak: (String) -> String = { $0 }) throws -> String {
        let phrase = """
            [phrase]
            no = { clip = "zero.wav", text = "no" }
            question = { clip = "one.wav", text = "oi?" }
            quick = ["vull"]

            [[phrase.subjects]]
            id = "jo"
            text = "jo"
            emoji = "🙋"
            clip = "one.wav"
            verbs = ["vull", "dormo"]

            [[phrase.verbs]]
            id = "vull"
            text = "vull"
            clip = "good.wav"
            complements = ["aigua"]

            [[phrase.verbs]]
            id = "dormo"
            text = "dormo"
            clip = "good.wav"
            question = "zero.wav"

            [[phrase.complements]]
            id = "aigua"
            text = "aigua"
            emoji = "💧"
            clip = "zero.wav"
            question = "one.wav"
            """
        return try BankFixtures.smallBank(self) { $0 + "\n" + tweak(phrase) + "\n" }
    }

    private func problems(_ folder: String) -> [BankProblem] { Bank.loadReporting(from: folder).problems }

    func testWordsAndWhatFollowsThemAreReadWithStableClipNames() throws {
        let bank = try Bank.load(from: try bank())
        let phrase = try XCTUnwrap(bank.phrase)
        XCTAssertEqual(phrase.subjects.map(\.id), ["jo"])
        XCTAssertEqual(phrase.subjects.first?.next, ["vull", "dormo"])
        XCTAssertEqual(phrase.subjects.first?.emoji, "🙋")
        XCTAssertEqual(phrase.verbs.map(\.next), [["aigua"], []], "a verb without complements ends its sentence")
        XCTAssertEqual(phrase.quick, ["vull"])
        XCTAssertEqual(phrase.complements.first?.question?.text, "aigua?", "the rising form says the word with a question mark")
        let names = bank.clips.map(\.name)
        for name in ["phrase.no", "phrase.question", "phrase.subject.jo", "phrase.verb.vull", "phrase.verb.dormo.question",
                     "phrase.complement.aigua", "phrase.complement.aigua.question"] {
            XCTAssertTrue(names.contains(name), name)
        }
        XCTAssertEqual(problems(try self.bank()), [])
    }

    func testAWordThatNamesAMissingOneIsAnErrorNamingTheKeyAndLine() throws {
        let folder = try bank { $0.replacingOccurrences(of: "verbs = [\"vull\", \"dormo\"]", with: "verbs = [\"vull\", \"menjo\"]") }
        let found = problems(folder).filter { $0.severity == .error }
        XCTAssertEqual(found.map(\.kind), [.badReference])
        XCTAssertEqual(found.first?.key, "phrase.subjects.jo.verbs")
        XCTAssertTrue(found.first?.message.contains("'menjo'") == true, found.first?.message ?? "")
        XCTAssertTrue(found.first?.message.hasSuffix("verbs: vull, dormo") == true, "lists the verbs there are, each once")
        XCTAssertNotNil(found.first?.line)
        XCTAssertThrowsError(try Bank.load(from: folder))
    }

    /// A verb's missing complement is pointed at the verb's own `complements`, not at a subject's `verbs` above it.
    func testALinkOfAVerbIsReportedOnTheVerbsLine() throws {
        let folder = try bank { $0.replacingOccurrences(of: "complements = [\"aigua\"]", with: "complements = [\"pa\"]") }
        let found = problems(folder).filter { $0.severity == .error }
        XCTAssertEqual(found.map(\.key), ["phrase.verbs.vull.complements"])
        let text = try String(contentsOfFile: folder + "/bank.toml", encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let line = try XCTUnwrap(found.first?.line)
        XCTAssertEqual(lines[line - 1], "complements = [\"pa\"]", "reported at line \(line)")
    }

    func testQuickMustNameVerbsAndAComplementMustExist() throws {
        let folder = try bank {
            $0.replacingOccurrences(of: "quick = [\"vull\"]", with: "quick = [\"estic\"]")
                .replacingOccurrences(of: "complements = [\"aigua\"]", with: "complements = [\"pa\"]")
        }
        XCTAssertEqual(Set(problems(folder).filter { $0.severity == .error }.map(\.key)),
                       ["phrase.quick", "phrase.verbs.vull.complements"])
    }

    func testWordsNothingLeadsToAreWarnedAboutNotRefused() throws {
        let folder = try bank {
            $0 + "\n\n[[phrase.complements]]\nid = \"pa\"\ntext = \"pa\"\nclip = \"one.wav\"\n"
        }
        let found = problems(folder)
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertEqual(found.first?.kind, .unusedEntry)
        XCTAssertEqual(found.first?.key, "phrase.complements.pa")
        XCTAssertNoThrow(try Bank.load(from: folder))
    }

    func testDuplicateIdsBadIdsMissingFieldsAndNoAreReported() throws {
        let duplicate = try bank { $0 + "\n\n[[phrase.subjects]]\nid = \"jo\"\ntext = \"jo\"\nclip = \"one.wav\"\nverbs = [\"vull\"]\n" }
        XCTAssertEqual(problems(duplicate).map(\.kind), [.duplicateKey])
        let badID = try bank { $0.replacingOccurrences(of: "id = \"aigua\"", with: "id = \"ai gua\"") }
        XCTAssertTrue(problems(badID).contains { $0.kind == .invalidValue && $0.key == "phrase.complements.ai gua.id" },
                      "\(problems(badID))")
        let noText = try bank { $0.replacingOccurrences(of: "text = \"vull\"\n", with: "") }
        XCTAssertEqual(problems(noText).first { $0.severity == .error }?.key, "phrase.verbs.vull.text")
        let noNo = try bank { $0.replacingOccurrences(of: "no = { clip = \"zero.wav\", text = \"no\" }\n", with: "") }
        XCTAssertEqual(problems(noNo).map(\.key), ["phrase.no"])
        let typo = try bank { $0.replacingOccurrences(of: "emoji = \"💧\"", with: "emoij = \"💧\"") }
        XCTAssertEqual(problems(typo).map(\.kind), [.unknownKey])
    }

    func testABankWithoutPhraseWordsTakesItsFallbacksAndTheShippedBanksHaveThem() throws {
        let folder = try BankFixtures.smallBank(self) { "fallback = \"\(BankFixtures.catalan)\"\n" + $0 }
        XCTAssertEqual(try Bank.load(from: folder).phrase?.quick, ["vull", "estic"], "the fallback's words, whole")
        let catalan = try XCTUnwrap(try Bank.load(from: BankFixtures.catalan).phrase)
        XCTAssertGreaterThanOrEqual(catalan.subjects.count, 3)
        XCTAssertTrue(catalan.verbs.contains { $0.next.isEmpty }, "a verb that ends its sentence, as the design allows")
        XCTAssertNotNil(catalan.no)
        XCTAssertTrue(catalan.complements.allSatisfy { $0.question != nil }, "every complement can end a question rising")
        let spanish = try XCTUnwrap(try Bank.load(from: BankFixtures.spanish).phrase)
        XCTAssertEqual(spanish.quick, ["quiero", "estoy"])
        XCTAssertEqual(spanish.openingQuestionMark, "¿")
    }

    // MARK: - Negation per verb

    /// The bank with an English-style verb negated by "do not" + the verb, and a particle for "do not".
    private func negatingBank(_ negated: String = "negated = [\"dont\", \"dormo\"]") throws -> String {
        try bank {
            $0.replacingOccurrences(of: "clip = \"good.wav\"\ncomplements = [\"aigua\"]",
                                    with: "clip = \"good.wav\"\ncomplements = [\"aigua\"]\n\(negated)")
                + "\n\n[[phrase.particles]]\nid = \"dont\"\ntext = \"don't\"\nclip = \"one.wav\"\n"
        }
    }

    func testAVerbsNegatedFormNamesParticlesVerbsAndSubjectsAndResolvesToTheirWords() throws {
        let phrase = try XCTUnwrap(try Bank.load(from: try negatingBank("negated = [\"jo\", \"dont\", \"dormo\"]")).phrase)
        XCTAssertEqual(phrase.particles.map(\.id), ["dont"])
        let vull = try XCTUnwrap(phrase.verbs.first { $0.id == "vull" })
        XCTAssertEqual(vull.negated, ["jo", "dont", "dormo"])
        XCTAssertEqual(phrase.word(vull).negated?.map(\.clip), ["phrase.subject.jo", "phrase.particle.dont", "phrase.verb.dormo"])
        XCTAssertNil(phrase.word(phrase.verbs[1]).negated, "a verb without `negated` keeps \"no\" before it")
        XCTAssertTrue(try Bank.load(from: try negatingBank()).clips.map(\.name).contains("phrase.particle.dont"))
        XCTAssertEqual(problems(try negatingBank()), [])
    }

    func testANegatedFormNamingAMissingWordOrNoneIsAnErrorNamingFileLineAndKey() throws {
        let folder = try negatingBank("negated = [\"doesnt\", \"dormo\"]")
        let found = problems(folder).filter { $0.severity == .error }
        XCTAssertEqual(found.map(\.kind), [.badReference])
        XCTAssertEqual(found.first?.key, "phrase.verbs.vull.negated")
        XCTAssertEqual(found.first?.file, folder + "/bank.toml")
        XCTAssertNotNil(found.first?.line)
        XCTAssertTrue(found.first?.message.contains("'doesnt'") == true, found.first?.message ?? "")
        XCTAssertTrue(found.first?.message.contains("particles: dont") == true, "lists the particles there are")
        XCTAssertThrowsError(try Bank.load(from: folder))
        let empty = problems(try negatingBank("negated = []")).filter { $0.severity == .error }
        XCTAssertEqual(empty.map(\.key), ["phrase.verbs.vull.negated"])
        let onAComplement = try bank { $0.replacingOccurrences(of: "emoji = \"💧\"", with: "negated = [\"jo\"]") }
        XCTAssertEqual(problems(onAComplement).map(\.kind), [.unknownKey], "only verbs are negated")
    }

    func testTheShippedEnglishBankNegatesEveryVerbItsOwnWay() throws {
        let english = try XCTUnwrap(try Bank.load(from: BankFixtures.english).phrase)
        XCTAssertTrue(english.verbs.allSatisfy { $0.negated != nil }, "no English verb takes a bare \"no\"")
        XCTAssertEqual(english.verbs.first { $0.id == "wants" }?.negated, ["doesnt", "want"])
        XCTAssertEqual(english.verbs.first { $0.id == "i_am" }?.negated, ["i_am", "not"])
        let catalan = try XCTUnwrap(try Bank.load(from: BankFixtures.catalan).phrase)
        XCTAssertTrue(catalan.verbs.allSatisfy { $0.negated == nil } && catalan.particles.isEmpty, "Catalan says \"no\" before the verb")
    }
}
