import EducatTestSupport
import Foundation
import GRDB
import Synchronization
import XCTest
@testable import Records

/// Names, pictures and kept settings as a hostile user or a hand edit with sqlite3 gives them: whatever reaches the
/// store is text a screen draws on one line, the same child however it was typed, and a value educat would never
/// write is reported and left out, never obeyed by the terminal or taken for another choice.
final class HostileProfileTests: XCTestCase {
    private func refused(_ name: String, _ reason: String, in store: RecordStore,
                         file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try store.addProfile(name), file: file, line: line) { error in
            XCTAssertEqual(error as? RecordStoreError, .invalidProfileName(name: name, reason: reason), file: file, line: line)
            let message = "\(error)"
            XCTAssertFalse(message.unicodeScalars.contains { [.control, .format, .lineSeparator].contains($0.properties.generalCategory) },
                           "the message shows the name escaped: \(message.debugDescription)", file: file, line: line)
            XCTAssertLessThan(message.utf8.count, 300, "the message shows a short excerpt", file: file, line: line)
        }
    }

    func testNamesAScreenCannotDrawAreRefusedWithTheirReason() throws {
        let store = try TestFolder(self).openStore()
        refused("   ", "it is only spaces", in: store)
        refused("\u{3000}Anna", "it starts or ends with a space", in: store)
        refused(String(repeating: "a", count: 10_000), "it is longer than 40 characters", in: store)
        refused("A" + String(repeating: "\u{301}", count: 5_000), "a character carries more than 10 accents or joiners",
                in: store)
        refused("\u{1B}[2J\u{1B}]0;pwned\u{7}", "it contains a control character or line break (U+001B)", in: store)
        refused("Anna\u{2028}Biel", "it contains a control character or line break (U+2028)", in: store)
        refused("\u{202E}annA", "it contains an invisible formatting character (U+202E)", in: store)
        refused("An\u{200B}na", "it contains an invisible formatting character (U+200B)", in: store)
        refused("\u{301}Anna", "it starts with an accent on no letter", in: store)
        refused("Anna\u{E000}", "it contains a character no screen can draw (U+E000)", in: store)
        // Invalid UTF-8 in an argument reaches the program as U+FFFD: "Be\xF1a" would be kept as "Be\u{FFFD}a".
        refused(String(decoding: [0x42, 0x65, 0xF1, 0x61], as: UTF8.self), "it holds bytes that are not UTF-8 text (shown as \u{FFFD})",
                in: store)
        XCTAssertEqual(try store.profiles(), ["default"], "nothing was added")

        // What children are called, in any script, with an emoji or a flag of joined characters.
        let names = ["Zoë", "Laia 👨‍👩‍👧‍👦", "ليلى", "נועה", "Iain 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "Nguyễn", "小明", String(repeating: "🐱", count: 40)]
        for name in names { try store.addProfile(name) }
        XCTAssertEqual(Set(try store.profiles()), Set(["default"] + names))
    }

    func testAGreekNameIsOneChildWithOrWithoutItsFinalSigma() throws {
        let store = try TestFolder(self).openStore()
        // Lower case makes a capital final Σ a σ, not the ς a name typed in lower case ends in.
        try store.addProfile("ΑΡΗΣ")
        XCTAssertThrowsError(try store.addProfile("Αρης")) {
            XCTAssertEqual($0 as? RecordStoreError, .profileExists(name: "ΑΡΗΣ"))
        }
        _ = try store.recordGameEnd(challenge(hits: 3, profile: "αρης"))
        XCTAssertEqual(try store.best(subject: .numbers, profile: "ΑΡΗΣ"), 3)
    }

    func testAccentsComposedEitherWayAndLetterCaseBeyondASCIIAreOneChild() throws {
        let store = try TestFolder(self).openStore()
        try store.addProfile("Jose\u{301}")
        XCTAssertEqual(try store.profiles().last?.unicodeScalars.count, 4, "kept composed (NFC)")
        XCTAssertThrowsError(try store.addProfile("José")) {
            XCTAssertEqual($0 as? RecordStoreError, .profileExists(name: "José"), "the stored spelling, composed")
        }
        try store.addProfile("Àlex")
        XCTAssertThrowsError(try store.addProfile("àlex")) {
            XCTAssertEqual($0 as? RecordStoreError, .profileExists(name: "Àlex"), "the child it would be taken for")
        }
        _ = try store.recordGameEnd(challenge(hits: 3, profile: "ÀLEX"))
        XCTAssertEqual(try store.best(subject: .numbers, profile: "àlex"), 3, "found in any letter case")
        XCTAssertEqual(try store.history(profile: "àLEX").count, 1)
        XCTAssertEqual(try store.history(profile: "jose\u{301}").count, 0, "found, with no games")
        try store.renameProfile("ÀLEX", to: "Àlex Puig")
        try store.removeProfile("jose\u{301}")
        XCTAssertEqual(try store.profiles(), ["default", "Àlex Puig"])
    }

    func testAPictureIsOneCharacterAScreenCanDraw() throws {
        let store = try TestFolder(self).openStore()
        try store.addProfile("Ona")
        for picture in [" ", "\u{200B}", "\u{202E}", "\u{301}", "\u{1B}", "a" + String(repeating: "\u{301}", count: 20),
                        "🐱🐶", ""] {
            XCTAssertThrowsError(try store.setPicture(picture, of: "Ona"), picture.debugDescription) {
                XCTAssertEqual($0 as? RecordStoreError, .invalidPicture(picture: picture))
            }
        }
        for picture in ["👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "1️⃣", "★", "e\u{301}", "🇨🇦"] {
            try store.setPicture(picture, of: "Ona")
            XCTAssertEqual(try store.profileCards().last?.picture, picture.precomposedStringWithCanonicalMapping)
        }
    }

    func testARemovedChildComesBackWithTheirHistory() throws {
        let store = try TestFolder(self).openStore()
        try store.addProfile("Pau", picture: "🐶")
        _ = try store.recordGameEnd(challenge(hits: 4, profile: "Pau"))
        try store.removeProfile("Pau")
        XCTAssertThrowsError(try store.addProfile("pau")) { XCTAssertEqual($0 as? RecordStoreError, .profileRemoved(name: "Pau")) }
        try store.restoreProfile("pau")
        XCTAssertEqual(try store.profileCards().map(\.name), ["default", "Pau"])
        XCTAssertEqual(try store.profileCards().last?.picture, "🐶", "their own picture")
        XCTAssertEqual(try store.history(profile: "Pau").count, 1, "their history")
        XCTAssertEqual(try store.best(subject: .numbers, profile: "Pau"), 4, "their record")
        XCTAssertThrowsError(try store.restoreProfile("Pau")) { XCTAssertEqual($0 as? RecordStoreError, .profileExists(name: "Pau")) }
        XCTAssertThrowsError(try store.restoreProfile("Nobody")) {
            XCTAssertEqual($0 as? RecordStoreError, .unknownProfile(name: "Nobody", path: store.path))
        }
        try store.removeProfile("Pau")
        try store.restoreProfile("Pau", picture: "🐸")
        XCTAssertEqual(try store.profileCards().last?.picture, "🐸", "a new picture when one is given")
    }

    func testAChildRemovedHereStaysRemovedWhenTheServerStillListsThem() throws {
        let store = try TestFolder(self).openStore()
        try store.addProfile("Pau")
        try store.removeProfile("Pau")
        XCTAssertEqual(try store.addMissingProfiles(["Pau", "Joan"]), ["Joan"], "not an error that stops every sync")
        XCTAssertEqual(try store.profileCards(removed: true).map(\.name), ["Pau"])
    }

    func testHandEditedNamesPicturesAndSettingsAreReportedAndLeftOut() throws {
        let folder = try TestFolder(self)
        try folder.openStore().addProfile("Ona")
        try folder.openStore().set(.music, to: "off", profile: "Ona")
        let queue = try DatabaseQueue(path: folder.storePath)
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO profile (id, name, picture) VALUES (7, char(8238) || 'annA', NULL), (8, 'Biel', 'xyz'),
                    (9, 'Carla', char(27) || '[2J');
                UPDATE profile_setting SET value = 'loud' WHERE key = 'music';
                INSERT INTO profile_setting (profile_id, key, value) VALUES (8, 'letter_case', 42);
                INSERT INTO kiosk_setting (key, value) VALUES ('volume_limit_db', '-1e308'), ('language', '../../etc/x');
                """)
        }
        try queue.close()
        let reports = Mutex<[SkippedRow]>([])
        let (store, _) = try RecordStore.open(at: folder.storePath) { row in reports.withLock { $0.append(row) } }
        XCTAssertEqual(try store.profileCards().map(\.name), ["default", "Biel", "Carla", "Ona"],
                       "a name the terminal would obey is left out; a bad picture is dropped, not the child")
        XCTAssertEqual(try store.profileCards().map(\.picture), [nil, nil, nil, nil])
        XCTAssertNil(try store.value(of: .music, profile: "Ona"), "not taken for off")
        XCTAssertNil(try store.value(of: .letterCase, profile: "Biel"))
        XCTAssertNil(try store.value(of: .volumeLimit))
        XCTAssertNil(try store.value(of: .language))
        let reported = reports.withLock { $0 }.map(\.description)
        XCTAssertEqual(reported.count, 7, "\(reported)")
        XCTAssertTrue(reported.contains { $0.contains("profile row 7: name cannot be a profile's name") && $0.contains("U+202E") },
                      "\(reported)")
        XCTAssertTrue(reported.contains { $0.contains("music is not on or off (\"loud\")") }, "\(reported)")
        XCTAssertTrue(reported.contains { $0.contains("volume_limit_db is not a number of dB from -30 to 0") }, "\(reported)")
        XCTAssertFalse(reported.joined().unicodeScalars.contains { $0.properties.generalCategory == .control })

        try store.set(.volumeLimit, to: "-12.0")
        try store.set(.language, to: "es")
        XCTAssertEqual(try store.value(of: .volumeLimit), "-12.0")
        XCTAssertEqual(try store.value(of: .language), "es")
    }
}
