import EducatTestSupport
import Foundation
import XCTest

/// The real kiosk in a pseudo-terminal speaks the child's language on screen: the bank's, unless the config says
/// another; a language without a catalogue is a notice naming the file, and the screens show English.
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
