import CMalloc
import EducatTestSupport
import Foundation
import Lessons
@testable import TerminalUI
import Texts
import XCTest

/// The screens' catalogues: every language has every key and placeholder, counted texts take the language's plural,
/// the block font draws every big text, and a missing key or a broken file is a problem naming it, never a crash.
final class CatalogueTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-catalogue-\(getpid())-\(name.hashValue)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("locale"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Catalogue.shippedFolder + "/en.toml", toPath: locale("en"))
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func locale(_ language: String) -> String { folder.appendingPathComponent("locale/\(language).toml").path }

    private func placeholders(_ entry: Catalogue.Entry) -> Set<String> {
        let texts: [String] = switch entry {
        case .text(let text): [text]
        case .plural(let forms): Array(forms.values)
        }
        return Set(texts.flatMap { text in
            text.matches(of: /\{[a-z]+\}/).map { String(text[$0.range]) }
        })
    }

    func testEveryLanguageHasEveryKeyWithTheSamePlaceholdersAndNoOther() throws {
        let english = try CatalogueFile.entries(at: Catalogue.shippedFolder + "/en.toml")
        XCTAssertGreaterThan(english.count, 100)
        for language in ["ca", "es"] {
            let file = Catalogue.shippedFolder + "/\(language).toml"
            let entries = try CatalogueFile.entries(at: file)
            XCTAssertEqual(Set(entries.keys).subtracting(english.keys).sorted(), [], "\(language) has keys English lacks")
            XCTAssertEqual(Set(english.keys).subtracting(entries.keys).sorted(), [], "\(language) lacks keys")
            for (key, entry) in english {
                guard let own = entries[key] else { continue }
                XCTAssertEqual(placeholders(own), placeholders(entry), "\(language) \(key)")
                if case .plural = entry, case .text = own { XCTFail("\(language) \(key) must count like English") }
            }
            XCTAssertTrue(CatalogueFile.load(folder: Catalogue.shippedFolder, language: language).problems.isEmpty)
        }
    }

    /// The school server, with no locale folder, writes its report from these: each is its shipped file as loaded.
    func testTheBuiltInCataloguesAreTheShippedFiles() {
        XCTAssertEqual(Catalogue.builtInLanguages, CatalogueFile.languages(in: Catalogue.shippedFolder))
        for language in Catalogue.builtInLanguages {
            XCTAssertEqual(Catalogue.builtIn(language), Catalogue.shipped(language), language)
        }
        XCTAssertNil(Catalogue.builtIn("fr"))
    }

    func testCountedTextsTakeTheLanguagesPluralForm() {
        let catalan = Catalogue.shipped("ca")
        XCTAssertEqual(catalan.counted("game.over_hits", 1), "FI DEL JOC - 1 encert")
        XCTAssertEqual(catalan.counted("game.over_hits", 3), "FI DEL JOC - 3 encerts")
        XCTAssertEqual(catalan.counted("game.over_hits", 0), "FI DEL JOC - 0 encerts")
        XCTAssertEqual(Catalogue.shipped("es").counted("game.new_record_hits", 1), "RÉCORD NUEVO - 1 acierto")
        XCTAssertEqual(Catalogue.english.counted("game.new_record_hits", 2), "NEW RECORD - 2 hits")
    }

    func testTheBlockFontDrawsEveryBigTextAndTheAccentedCapitals() {
        let big = ["app.name", "common.bravo", "game.over", "game.new_record", "memory.next_time", "story.bravo", "timer.done"]
        for language in ["ca", "en", "es"] {
            let texts = Catalogue.shipped(language)
            for key in big + texts.entries.keys.filter({ $0.hasPrefix("icon.") || $0.hasPrefix("screen.") }) {
                XCTAssertNotNil(BlockFont.render(texts.text(key)), "\(language) \(key): \(texts.text(key))")
            }
        }
        let catalan = Catalogue.shipped("ca")
        XCTAssertEqual(["numbers", "letters", "records", "syllables"].map { catalan.text("screen.\($0)") },
                       ["NÚMEROS", "LLETRES", "RÈCORDS", "SÍL·LABES"])
        XCTAssertEqual(BlockFont.render("RÈCORDS"), BlockFont.render("RECORDS"), "the accent is folded, not dropped")
    }

    func testAMissingKeyIsOneProblemNamingTheFileAndShowsInEnglish() throws {
        let catalan = try String(contentsOfFile: Catalogue.shippedFolder + "/ca.toml", encoding: .utf8)
            .replacingOccurrences(of: "right = \"MOLT BÉ!\"\n", with: "")
        try catalan.write(toFile: locale("ca"), atomically: true, encoding: .utf8)
        let (texts, problems) = CatalogueFile.load(folder: folder.appendingPathComponent("locale").path, language: "ca")
        XCTAssertEqual(problems, ["\(locale("ca")): lacks 1 texts English has (game.right); they show in English"])
        XCTAssertEqual(texts.text("game.right"), "RIGHT!")
        XCTAssertEqual(texts.text("screen.numbers"), "NÚMEROS")
    }

    /// A kiosk reads its texts at each change of language; TOMLKit keeps every string it hands out, so an unchanged
    /// file, good or refused once every text was read (its last one would clear the screen), is not parsed again.
    func testReadingTheSameFilesAgainKeepsNoMemory() throws {
        try XCTSkipUnless(educat_malloc_is_glibcs() != 0, "malloc is a sanitizer's: glibc's counters say nothing")
        let locales = folder.appendingPathComponent("locale").path
        let catalan = try String(contentsOfFile: Catalogue.shippedFolder + "/ca.toml", encoding: .utf8)
        let reads = CatalogueReads()
        for text in [catalan, catalan + "\n[zz]\nlast = \"\\u001b[2J\"\n"] {
            try text.write(toFile: locale("ca"), atomically: true, encoding: .utf8)
            let first = CatalogueFile.load(folder: locales, language: "ca", reads: reads)
            let before = Int(mallinfo2().uordblks)
            for _ in 0..<100 {
                XCTAssertEqual(CatalogueFile.load(folder: locales, language: "ca", reads: reads).problems, first.problems)
            }
            let grown = Int(mallinfo2().uordblks) - before
            // A read that parses keeps some 90 KiB of the files' strings.
            XCTAssertLessThan(grown, 100 * 2_000, "\(grown) bytes kept")
        }
    }

    /// TOMLKit keeps a copy of every key list and string it hands out: a parse asks for each once, so what it keeps
    /// stays near four times the file's size (asking a group's keys five times and its texts twice kept nine times).
    func testAParseAsksTOMLKitForEachKeyAndTextOnce() throws {
        try XCTSkipUnless(educat_malloc_is_glibcs() != 0, "malloc is a sanitizer's: glibc's counters say nothing")
        let data = try Data(contentsOf: URL(fileURLWithPath: locale("en")))
        _ = try CatalogueText.entries(data, path: "en.toml")
        let before = Int(mallinfo2().uordblks)
        for _ in 0..<50 { _ = try CatalogueText.entries(data, path: "en.toml") }
        let kept = (Int(mallinfo2().uordblks) - before) / 50
        XCTAssertLessThan(kept, 5 * data.count, "bytes kept by a parse of en.toml (\(data.count) bytes)")
    }

    /// A catalogue changed while the kiosk runs is read anew at the next change of language, good or broken.
    func testAChangedFileIsReadAnew() throws {
        let reads = CatalogueReads()
        let catalan = try String(contentsOfFile: Catalogue.shippedFolder + "/ca.toml", encoding: .utf8)
        let load = { CatalogueFile.load(folder: self.folder.appendingPathComponent("locale").path, language: "ca", reads: reads) }
        try catalan.write(toFile: locale("ca"), atomically: true, encoding: .utf8)
        XCTAssertEqual(load().catalogue.text("screen.numbers"), "NÚMEROS")
        try catalan.replacingOccurrences(of: "\"NÚMEROS\"", with: "\"XIFRES\"").write(toFile: locale("ca"), atomically: true,
                                                                                  encoding: .utf8)
        XCTAssertEqual(load().catalogue.text("screen.numbers"), "XIFRES")
        try (catalan + "\n[zz]\nlast = \"\\u001b[2J\"\n").write(toFile: locale("ca"), atomically: true, encoding: .utf8)
        let broken = load()
        XCTAssertTrue(broken.problems.contains { $0.contains("zz.last") }, "\(broken.problems)")
        XCTAssertEqual(broken.catalogue.text("screen.numbers"), "NUMBERS")
    }

    func testABrokenFileIsNamedWithItsLineAndTheScreensShowEnglish() throws {
        try "[screen]\nnumbers = \"NÚMEROS\nletters = 3\n".write(toFile: locale("ca"), atomically: true, encoding: .utf8)
        let (texts, problems) = CatalogueFile.load(folder: folder.appendingPathComponent("locale").path, language: "ca")
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].hasPrefix("\(locale("ca")): line 2"), problems[0])
        XCTAssertTrue(problems[0].hasSuffix("; the screens show English"), problems[0])
        XCTAssertEqual(texts.language, "en")
        XCTAssertEqual(texts.text("screen.numbers"), "NUMBERS")
    }

    func testAWrongValueAndMissingFilesAreProblemsNotCrashes() throws {
        try "[screen]\nnumbers = 3\n".write(toFile: locale("es"), atomically: true, encoding: .utf8)
        let wrong = CatalogueFile.load(folder: folder.appendingPathComponent("locale").path, language: "es").problems
        XCTAssertEqual(wrong, ["\(locale("es")): screen.numbers must be text in quotes or a table of texts; the screens show English"])
        let nowhere = folder.appendingPathComponent("nowhere").path
        let (texts, problems) = CatalogueFile.load(folder: nowhere, language: "ca")
        XCTAssertEqual(problems, ["\(nowhere)/en.toml: cannot be read; the screens show the English texts built into educat",
                                  "\(nowhere)/ca.toml: cannot be read; the screens show English"])
        XCTAssertEqual(texts.text("screen.numbers"), "NUMBERS", "without any file, the English built in")
        XCTAssertEqual(texts.text("players.title"), "WHO IS PLAYING?")
        XCTAssertEqual(texts.text("no.such_key"), "[no.such_key]", "a key no catalogue has shows itself")
    }

    func testATextWithOtherPlaceholdersThanEnglishShowsInEnglish() throws {
        let catalan = try String(contentsOfFile: Catalogue.shippedFolder + "/ca.toml", encoding: .utf8)
            .replacingOccurrences(of: "failed = \"No s'ha pogut fer: {error}\"", with: "failed = \"No s'ha pogut fer: {eror}\"")
        try catalan.write(toFile: locale("ca"), atomically: true, encoding: .utf8)
        let (texts, problems) = CatalogueFile.load(folder: folder.appendingPathComponent("locale").path, language: "ca")
        XCTAssertEqual(problems, ["\(locale("ca")): 1 texts have other placeholders than English's (operator.failed, e.g. "
                                  + "{error} in English); they show in English"])
        XCTAssertEqual(texts.text("operator.failed", ["error": "disk full"]), "Could not do it: disk full")
        XCTAssertEqual(texts.text("operator.reset_done"), "Rècords esborrats.", "the rest stays Catalan")
    }

    func testEscapeSequencesPipesAndDevicesInPlaceOfACatalogueAreReportedNotObeyedOrWaitedOn() throws {
        try "[screen]\nnumbers = \"\\u001b[2J\\u001b]0;pwned\\u0007\"\n".write(toFile: locale("es"), atomically: true, encoding: .utf8)
        let escape = CatalogueFile.load(folder: folder.appendingPathComponent("locale").path, language: "es")
        XCTAssertEqual(escape.problems, ["\(locale("es")): screen.numbers holds a control character (U+001B), which a screen "
                                         + "cannot show; the screens show English"])
        XCTAssertEqual(escape.catalogue.text("screen.numbers"), "NUMBERS")

        XCTAssertEqual(mkfifo(locale("ca"), 0o600), 0)
        try FileManager.default.createSymbolicLink(atPath: locale("fr"), withDestinationPath: "/dev/zero")
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var problems: [[String]] = []
        let localeFolder = folder.appendingPathComponent("locale").path
        Thread.detachNewThread {
            problems = ["ca", "fr"].map { CatalogueFile.load(folder: localeFolder, language: $0).problems }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "a pipe or a device was read")
        XCTAssertEqual(problems, [
            ["\(locale("ca")): is a named pipe (FIFO), not a catalogue (only regular files are read); the screens show English"],
            ["\(locale("fr")): is a device, not a catalogue (only regular files are read); the screens show English"]])
    }

    func testALanguageThatIsAPathReadsNoFileOutsideTheLocaleFolder() throws {
        try "[screen]\nnumbers = \"FORA\"\n".write(toFile: folder.appendingPathComponent("x.toml").path, atomically: true,
                                                  encoding: .utf8)
        for language in ["../x", "../../x", "/tmp/x", "ca\"]", "c", "CA", "ca_"] {
            let (texts, problems) = CatalogueFile.load(folder: folder.appendingPathComponent("locale").path, language: language)
            XCTAssertEqual(texts.text("screen.numbers"), "NUMBERS", language)
            XCTAssertEqual(problems.count, 1, language)
            XCTAssertTrue(problems.first?.contains("is no language code: the screens are in English") == true, "\(problems)")
        }
        for language in ["ca", "pt_BR", "es-MX", "ast", "sr_Latn"] { XCTAssertTrue(LanguageCode.isValid(language), language) }
    }

    func testTheCataloguesLieBesideTheBankElseBesideTheBundledBank() throws {
        let bank = folder.appendingPathComponent("ca").path
        XCTAssertEqual(CatalogueFile.folder(forBank: bank, bundledBank: "/elsewhere/sounds/ca"), folder.appendingPathComponent("locale").path)
        XCTAssertEqual(CatalogueFile.folder(forBank: "/tmp/no-such-place/mine", bundledBank: "/usr/share/educat/sounds/ca"),
                       "/usr/share/educat/sounds/locale")
        XCTAssertEqual(CatalogueFile.languages(in: Catalogue.shippedFolder), ["ca", "en", "es"])
    }
}
