import EducatTestSupport
import Foundation
import XCTest

/// The real kiosk in a pseudo-terminal speaks the child's language on screen: the bank's, unless the config says
/// another; a language without a catalogue is a notice naming the file, and the screens show English; `l` on the
/// main menu switches to the next installed bank's language, its words and voices with its texts. (Which language a
/// child's `l`, the next child and the operator leave is `EducatAppTests.KioskLoopTests`', on a virtual clock.)
final class KioskLanguageTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    func testTheCatalanBankShowsCatalanMenusGamesAndFooter() throws {
        // The test sessions choose English; unset, the kiosk follows the bank (`language = "ca"`).
        try session.start("unset EDUCAT_KIOSK_LANGUAGE; $EDUCAT kiosk --seed 7")
        var screen = session.waitForScreen { $0.contains("MENÚ PRINCIPAL") && $0.contains("RELLOTGE") }
        for label in ["NÚMEROS", "LLETRES", "SÍL·LABES", "MEMÒRIA (0)", "RÈCORDS", "Intro obre", "Esc enrere", "? ajuda"] {
            XCTAssertTrue(screen.contains(label), "\(label) in\n\(screen)")
        }
        XCTAssertFalse(screen.contains("NUMBERS") || screen.contains("MAIN MENU"), screen)
        try session.send("1")
        session.waitForScreen { $0.contains("LLIÇÓ") }
        try session.send("2")
        screen = session.waitForScreen { $0.contains("NÚMEROS / JOC") }
        XCTAssertTrue(screen.contains("encerts 0    errors 0"), screen)
        XCTAssertTrue(screen.contains("Intro: una pregunta"), screen)
    }

    func testTheMainMenuOffersTheLanguageKeyOnlyWhenAnotherLanguagesBankIsInstalled() throws {
        // Wide enough for the whole footer: 80 columns cut it before the language hint.
        try session.start("$EDUCAT kiosk", columns: 120)
        let shipped = session.waitForScreen(timeout: 15) { $0.contains("l language") }
        XCTAssertTrue(shipped.contains("l language"), "sounds/ca beside sounds/es:\n\(shipped)")
        session.stop()
        session = try TmuxSession(name: name.filter(\.isLetter))
        // A teacher's overlay over Catalan alone in its folder: one language, so `l` would do nothing and is not offered.
        // It takes the Catalan levels the run above measured, so that it does not measure every clip again.
        let alone = session.folder.appendingPathComponent("banks/ca")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        try "language = \"ca\"\nfallback = \"\(TmuxSession.bank)\"\n".write(to: alone.appendingPathComponent("bank.toml"), atomically: true,
                                                                               encoding: .utf8)
        try FileManager.default.copyItem(atPath: TmuxSession.bank + "/.educat-levels.json", toPath: alone.path + "/.educat-levels.json")
        try session.start("$EDUCAT kiosk", environment: ["EDUCAT_BANK": alone.path], columns: 120)
        let single = session.waitForScreen(timeout: 15) { $0.contains("MAIN MENU") && $0.contains("+/- volume") }
        XCTAssertTrue(single.contains("1-9 0 open"), single)
        XCTAssertFalse(single.contains("l language"), single)
    }

    /// The `word = "…"` entries of a shipped bank's manifest.
    private func words(_ language: String) throws -> Set<String> {
        let manifest = URL(fileURLWithPath: TmuxSession.bank).deletingLastPathComponent().appendingPathComponent("\(language)/bank.toml")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        return Set(text.split(separator: "\n").compactMap { line in
            line.hasPrefix("word = \"") ? String(line.dropFirst(8).dropLast()) : nil
        })
    }

    /// The words the syllable lesson asked, in order, from the event log.
    private func wordsAsked() -> [String] {
        session.events().filter { $0["event"] as? String == "syllable_sequence" }
            .compactMap { ($0["item"] as? String).flatMap { $0.hasPrefix("words.") ? String($0.dropFirst(6)) : nil } }
    }

    /// From the main menu, opens the syllable lesson (`menu` and `lesson` name its screens in the language shown) and
    /// asks words until one the Catalan bank lacks (some are in both): every word asked is `language`'s bank's, so its
    /// voice says them. Goes back to the main menu.
    private func checkWordsAsked(in language: String, menu: String, lesson: String) throws {
        try session.send("3")
        session.waitForScreen { $0.contains(menu) }
        try session.send("1")
        session.waitForScreen { $0.contains(lesson) }
        let own = try words(language), catalan = try words("ca")
        let before = wordsAsked().count
        var asked: [String] = []
        for _ in 0..<6 where asked.allSatisfy(catalan.contains) {
            try session.send("Enter")
            let count = before + asked.count
            XCTAssertNotNil(session.waitForEvent { _ in self.wordsAsked().count > count }, "a word is asked")
            asked = Array(wordsAsked().dropFirst(before))
        }
        XCTAssertFalse(asked.isEmpty)
        XCTAssertTrue(asked.allSatisfy(own.contains), "\(asked) are words of the \(language) bank")
        XCTAssertTrue(asked.contains { !catalan.contains($0) }, "\(asked): the words changed with the language")
        try session.send("Escape")
        try session.send("Escape")
    }

    func testTheLanguageKeyOnTheMainMenuCyclesThroughTheInstalledBanksScreensAndWordsTogether() throws {
        try session.start("unset EDUCAT_KIOSK_LANGUAGE; $EDUCAT kiosk --seed 7 --event-log \(session.eventLog)")
        var screen = session.waitForScreen { $0.contains("MENÚ PRINCIPAL") && $0.contains("LLETRES") }
        // The banks beside sounds/ca in folder order: en, then es, then back to ca.
        try session.send("l")
        screen = session.waitForScreen { $0.contains("MAIN MENU") && $0.contains("LETTERS") }
        for label in ["NUMBERS", "SYLLABLES", "MEMORY (0)", "STORY (0)", "RECORDS", "Enter open", "Esc back", "? help"] {
            XCTAssertTrue(screen.contains(label), "\(label) in English:\n\(screen)")
        }
        XCTAssertFalse(screen.contains("LLETRES") || screen.contains("LETRAS"), screen)
        try checkWordsAsked(in: "en", menu: "LESSON", lesson: "SYLLABLES / LESSON")
        session.waitForScreen { $0.contains("MAIN MENU") }
        try session.send("l")
        screen = session.waitForScreen { $0.contains("LETRAS") }
        XCTAssertTrue(screen.contains("MENÚ PRINCIPAL") && screen.contains("SÍLABAS"), screen)
        try checkWordsAsked(in: "es", menu: "LECCIÓN", lesson: "SÍLABAS / LECCIÓN")
        session.waitForScreen { $0.contains("MENÚ PRINCIPAL") && $0.contains("LETRAS") }
        try session.send("l")
        screen = session.waitForScreen { $0.contains("LLETRES") }
        XCTAssertTrue(screen.contains("NÚMEROS") && screen.contains("RÈCORDS"), "back to Catalan:\n\(screen)")
    }

    func testTheConfiguredLanguageWinsOverTheBanks() throws {
        try session.start("$EDUCAT kiosk --seed 7", environment: ["EDUCAT_KIOSK_LANGUAGE": "es"])
        let screen = session.waitForScreen { $0.contains("MENÚ PRINCIPAL") && $0.contains("LETRAS") }
        XCTAssertTrue(screen.contains("RÉCORDS") && screen.contains("Intro abre"), screen)
    }

    func testALanguageWithoutACatalogueIsANoticeNamingTheFileAndTheScreensShowEnglish() throws {
        try session.start("$EDUCAT kiosk --seed 7", environment: ["EDUCAT_KIOSK_LANGUAGE": "fr"])
        let screen = session.waitForScreen { $0.contains("NUMBERS") && $0.contains("fr.toml: cannot be read") }
        XCTAssertTrue(screen.contains("sounds/locale/fr.toml: cannot be read"), screen)
        XCTAssertTrue(screen.contains("NUMBERS"), screen)
    }
}
