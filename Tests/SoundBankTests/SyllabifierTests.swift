import SoundBank
import XCTest

final class SyllabifierTests: XCTestCase {
    /// Common children's words with their syllables as a teacher writes them, none of them in the bundled banks.
    static let catalanWords = [
        "abella": "a·be·lla", "conill": "co·nill", "ocell": "o·cell", "ovella": "o·ve·lla", "granota": "gra·no·ta",
        "girafa": "gi·ra·fa", "lleó": "lle·ó", "aigua": "ai·gua", "formatge": "for·mat·ge", "maduixa": "ma·dui·xa",
        "taronja": "ta·ron·ja", "col·legi": "col·le·gi", "escola": "es·co·la", "llibre": "lli·bre", "motxilla": "mot·xi·lla",
        "avió": "a·vi·ó", "vaixell": "vai·xell", "iaia": "ia·ia", "muntanya": "mun·ta·nya", "platja": "plat·ja",
        "núvol": "nú·vol", "roig": "roig", "pingüí": "pin·güí", "raïm": "ra·ïm", "piano": "pi·a·no", "cuina": "cui·na",
        "noia": "no·ia", "rellotge": "re·llot·ge", "paraigua": "pa·rai·gua", "quadre": "qua·dre", "terra": "ter·ra",
        "anyell": "a·nyell", "animal": "a·ni·mal", "família": "fa·mí·li·a", "ciutat": "ciu·tat", "gallina": "ga·lli·na",
        "veïna": "ve·ï·na", "creuen": "cre·uen", "maig": "maig", "història": "his·tò·ri·a",
    ]
    static let spanishWords = [
        "oso": "o·so", "abeja": "a·be·ja", "árbol": "ár·bol", "estrella": "es·tre·lla", "gato": "ga·to",
        "ratón": "ra·tón", "helado": "he·la·do", "galleta": "ga·lle·ta", "naranja": "na·ran·ja", "plátano": "plá·ta·no",
        "sandía": "san·dí·a", "león": "le·ón", "búho": "bú·ho", "leche": "le·che", "muñeca": "mu·ñe·ca",
        "conejo": "co·ne·jo", "caballo": "ca·ba·llo", "pingüino": "pin·güi·no", "cuchara": "cu·cha·ra",
        "escuela": "es·cue·la", "maestra": "ma·es·tra", "lápiz": "lá·piz", "abuela": "a·bue·la", "oreja": "o·re·ja",
        "huevo": "hue·vo", "queso": "que·so", "guitarra": "gui·ta·rra", "dinosaurio": "di·no·sau·rio",
        "avión": "a·vión", "piano": "pia·no", "ciudad": "ciu·dad", "perro": "pe·rro", "jirafa": "ji·ra·fa",
        "elefante": "e·le·fan·te", "río": "rí·o", "poeta": "po·e·ta", "maíz": "ma·íz", "agua": "a·gua",
        "playa": "pla·ya", "rey": "rey",
    ]

    func testBundledWordsAgreeWithTheirWrittenSyllables() throws {
        for (folder, language) in [(BankFixtures.catalan, "ca"), (BankFixtures.spanish, "es")] {
            let bank = try Bank.load(from: folder)
            let own = bank.words.filter { $0.clip.manifest == bank.manifest }
            XCTAssertGreaterThanOrEqual(own.count, 10, folder)
            let agreement = try Self.agreement(own.map { ($0.word, $0.syllables.joined(separator: "·")) }, language: language)
            XCTAssertGreaterThanOrEqual(agreement, 0.95, "bundled \(language) words")
        }
    }

    func testCommonChildrensWordsAgreeWithTheirSyllables() throws {
        XCTAssertGreaterThanOrEqual(try Self.agreement(Self.catalanWords.map { ($0, $1) }, language: "ca"), 0.95)
        XCTAssertGreaterThanOrEqual(try Self.agreement(Self.spanishWords.map { ($0, $1) }, language: "es"), 0.95)
    }

    func testRulesGiveSingleLetterEdgesAndTheLanguagesOwnDiphthongs() throws {
        let catalan = try Syllabifier(language: "ca"), spanish = try Syllabifier(language: "es")
        // Hyphenation leaves these whole or joined: a syllable of one letter at an edge, or a hiatus.
        XCTAssertEqual(spanish.syllables(of: "animal"), ["a", "ni", "mal"])
        XCTAssertEqual(spanish.syllables(of: "día"), ["dí", "a"])
        XCTAssertEqual(spanish.syllables(of: "océano"), ["o", "cé", "a", "no"])
        // The same letters, different syllables: Catalan has no rising diphthongs, Spanish keeps rr.
        XCTAssertEqual(catalan.syllables(of: "piano"), ["pi", "a", "no"])
        XCTAssertEqual(spanish.syllables(of: "piano"), ["pia", "no"])
        XCTAssertEqual(catalan.syllables(of: "torre"), ["tor", "re"])
        XCTAssertEqual(spanish.syllables(of: "torre"), ["to", "rre"])
        XCTAssertEqual(catalan.syllables(of: "coŀlegi"), ["col", "le", "gi"])
        // Between valid cuts the patterns choose: they know the prefix the longest onset ("su·brat·llar") would miss.
        XCTAssertEqual(catalan.syllables(of: "subratllar"), ["sub", "rat", "llar"])
        XCTAssertEqual(catalan.syllables(of: "Cotxe"), ["Cot", "xe"])
        XCTAssertEqual(catalan.syllables(of: "ós polar"), ["ós", "po", "lar"])
    }

    func testWordWithoutSyllablesIsSplitWithItsCountAndNoted() throws {
        let folder = try BankFixtures.smallBank(self) {
            $0.replacingOccurrences(of: "language = \"xx\"", with: "language = \"ca\"")
                .replacingOccurrences(of: "syllables = [\"ca\", \"sa\"]\ncount = 2\n", with: "")
        }
        let casa = try XCTUnwrap(Bank.load(from: folder).words.first)
        XCTAssertEqual(casa.syllables, ["ca", "sa"])
        XCTAssertEqual(casa.count, 2)
        XCTAssertEqual(casa.automaticSyllablesNote, "words.casa: syllables ca·sa (automatic; write syllables = [\"ca\", \"sa\"] to correct)")
        XCTAssertNil(try Bank.load(from: BankFixtures.smallBank(self)).words.first?.automaticSyllablesNote)
    }

    func testAutomaticSplitDisagreeingWithCountOrTooLongIsAProblemNamingTheWord() throws {
        let folder = try BankFixtures.smallBank(self) {
            $0.replacingOccurrences(of: "language = \"xx\"", with: "language = \"es\"")
                .replacingOccurrences(of: "syllables = [\"ca\", \"sa\"]\ncount = 2\n", with: "count = 3\n")
                + "\n\n[[words]]\nword = \"otorrinolaringólogo\"\nclip = \"casa.wav\"\npaced = \"casa.wav\"\n"
        }
        let found = Bank.loadReporting(from: folder).problems
        XCTAssertEqual(Set(found.map(\.kind)), [.syllableCount, .invalidValue])
        let count = try XCTUnwrap(found.first { $0.kind == .syllableCount }), long = try XCTUnwrap(found.first { $0.kind == .invalidValue })
        XCTAssertEqual(count.message, "says 3 but the automatic split gives 2 syllables (ca·sa): write syllables = [...] to correct it")
        XCTAssertEqual(long.key, "words.otorrinolaringólogo.word")
        XCTAssertTrue(long.message.contains("'otorrinolaringólogo' has 9 (o·to·rri·no·la·rin·gó·lo·go"), long.message)
    }

    func testWordWithoutSyllablesInALanguageWithoutPatternsIsAProblemNamingThePackage() throws {
        let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "syllables = [\"ca\", \"sa\"]\ncount = 2\n", with: "") }
        let found = Bank.loadReporting(from: folder).problems
        XCTAssertEqual(found.map(\.kind), [.missingFile])
        XCTAssertEqual(found.first?.key, "words.casa.word")
        XCTAssertTrue(found.first?.message.contains("language 'xx'") ?? false)
        XCTAssertTrue(found.first?.message.contains("install the Debian package hyphen-xx") ?? false)
    }

    func testAnyTextIsSplitWithoutLosingLetters() throws {
        let spanish = try Syllabifier(language: "es")
        XCTAssertEqual(spanish.syllables(of: String(repeating: "pa", count: 500)).count, 500)
        XCTAssertEqual(spanish.syllables(of: "🚲x\u{0}ñ"), ["🚲x\u{0}ñ"])
        XCTAssertEqual(spanish.syllables(of: "· -"), [])
    }

    func testEnglishTakesThePatternsBreaks() throws {
        let english = try Syllabifier(language: "en")
        XCTAssertEqual(english.syllables(of: "elephant").joined(), "elephant")
        XCTAssertGreaterThan(english.syllables(of: "elephant").count, 1)
        XCTAssertEqual(english.syllables(of: "cat"), ["cat"])
    }

    func testALanguageWithoutPatternsNamesThePackageToInstall() {
        XCTAssertThrowsError(try Syllabifier(language: "xx")) { error in
            let missing = error as? MissingHyphenation
            XCTAssertEqual(missing?.package, "hyphen-xx")
            XCTAssertTrue(missing?.description.contains("language 'xx'") ?? false, "\(error)")
        }
        XCTAssertEqual((try? Syllabifier(language: "en_US"))?.language, "en_US")
    }

    /// The share of `words` (word, syllables joined by "·") split as written, printed with the words that are not.
    private static func agreement(_ words: [(String, String)], language: String) throws -> Double {
        let syllabifier = try Syllabifier(language: language)
        let misses = words.sorted { $0.0 < $1.0 }.compactMap { word, written in
            let automatic = syllabifier.syllables(of: word).joined(separator: "·")
            return automatic == written ? nil : "\(word): \(automatic) (written \(written))"
        }
        let agreement = Double(words.count - misses.count) / Double(words.count)
        print("syllable agreement (\(language)): \(words.count - misses.count)/\(words.count) = "
              + String(format: "%.1f %%", agreement * 100) + misses.map { "\n  \($0)" }.joined())
        return agreement
    }
}
