import EducatTestSupport
import Foundation
import WindowUI
import XCTest

/// `educat render --screens`: the window's screens as files, after each line of a script, in each shipped language, at
/// the Raspberry Pi touch display's size and at full HD; compared with the images that were looked at and kept
/// (`Golden/`), with a tolerance for another machine's anti-aliasing. EDUCAT_UPDATE_GOLDEN=1 keeps what is drawn now.
final class WindowScreensTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-screens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Every screen the kiosk's children see, one line each; the screens after the lines kept as golden images.
    private static let script = """
        0 open main
        1 open numbers/lesson
        1.5 key 5
        3 open numbers/game
        3.5 ask
        5 right
        6 open numbers/challenge
        6.5 ask
        8 wrong
        9 open syllables/lesson
        9.5 ask
        12 key z
        13 open syllables/game
        13.5 ask
        14 open story/book
        16 open phrase/full
        17 open memory/animals
        18 open timer
        19 open rhymes
        20 open count
        21 end
        """

    /// The screens kept, by the line after which they are drawn (`NNN-SCREEN`); `012` is the lesson's word mid-clap
    /// (a key that does nothing there draws it).
    private static let kept = [
        "001-main", "003-numbers-lesson", "006-numbers-game", "009-numbers-challenge", "012-syllables-lesson",
        "014-syllables-game", "015-story-book", "016-phrase-full", "017-memory-animals", "018-timer", "019-rhymes",
        "020-count",
    ]

    /// Renders the script with the shipped bank of `language` at `size`; the folder of its screens.
    private func screens(_ language: String, size: String) throws -> URL {
        let bank = URL(fileURLWithPath: TmuxSession.bank).deletingLastPathComponent().appendingPathComponent(language).path
        let educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path])
        let script = folder.appendingPathComponent("screens.txt")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        let screens = folder.appendingPathComponent("\(language)-\(size)")
        let run = try educat.run(arguments: [
            "render", script.path, "-o", folder.appendingPathComponent("\(language).wav").path, "--seed", "3",
            "--bank", bank, "--store", folder.appendingPathComponent("\(language).sqlite").path,
            "--screens", screens.path, "--screen-size", size,
        ])
        XCTAssertEqual(run.status, 0, run.errors)
        return screens
    }

    private func assertMatchesGolden(_ drawn: URL, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let keptFolder = Self.golden.appendingPathComponent(drawn.lastPathComponent)
        let kept = keptFolder.appendingPathComponent(name + ".png")
        let now = drawn.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["EDUCAT_UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: keptFolder, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: kept)
            try FileManager.default.copyItem(at: now, to: kept)
        }
        let image = try XCTUnwrap(ScreenImage(png: now.path), "\(now.path) was not drawn", file: file, line: line)
        let golden = try XCTUnwrap(ScreenImage(png: kept.path), "no golden image \(kept.path)", file: file, line: line)
        let difference = try XCTUnwrap(image.difference(from: golden), "\(name): the sizes differ", file: file, line: line)
        XCTAssertLessThan(difference, 0.01, "\(drawn.lastPathComponent)/\(name) differs from \(kept.path); drawn now: \(now.path)",
                          file: file, line: line)
    }

    func testEveryScreenInEachLanguageAtTheTouchDisplaysSizeMatchesWhatWasLookedAt() throws {
        for language in ["ca", "es", "en"] {
            let drawn = try screens(language, size: "800x480")
            for name in Self.kept { try assertMatchesGolden(drawn, name) }
        }
    }

    func testEveryScreenInEachLanguageAtFullHDMatchesWhatWasLookedAt() throws {
        for language in ["ca", "es", "en"] {
            let drawn = try screens(language, size: "1920x1080")
            for name in Self.kept { try assertMatchesGolden(drawn, name) }
        }
    }

    func testTheTargetsFileNamesWhatEachTapTypes() throws {
        let drawn = try screens("en", size: "800x480")
        struct Target: Decodable { let key: String; let x, y, width, height: Double }
        func keys(_ name: String) throws -> [String] {
            try JSONDecoder().decode([Target].self, from: Data(contentsOf: drawn.appendingPathComponent(name + ".json"))).map(\.key)
        }
        XCTAssertEqual(try keys("001-main").filter { $0.count == 1 && $0.first!.isNumber }, "1234567890".map(String.init))
        XCTAssertEqual(try keys("003-numbers-lesson").filter { $0.count == 1 && $0.first!.isNumber }.sorted(),
                       "0123456789".map(String.init), "the lesson's whole set")
        XCTAssertTrue(try keys("006-numbers-game").contains("enter"), "a button asks the next question")
        XCTAssertTrue(try keys("001-main").contains("esc") && keys("001-main").contains("m"), "back and music are buttons")
        let targets = try JSONDecoder().decode([Target].self, from: Data(contentsOf: drawn.appendingPathComponent("001-main.json")))
        for target in targets {
            XCTAssertTrue(target.x >= 0 && target.y >= 0 && target.x + target.width <= 800 && target.y + target.height <= 480,
                          "\(target.key) inside the screen")
        }
    }

    func testAScreenSizeThatIsNoneIsRefusedNamingTheFlag() throws {
        let educat = try EducatBinary(scratch: folder)
        for size in ["800", "0x0", "800x", "x480", "99999x480", "800×480"] {
            let run = try educat.run(arguments: ["render", "none.txt", "-o", "x.wav", "--screens", folder.path, "--screen-size", size])
            XCTAssertEqual(run.status, 64, size)
            XCTAssertTrue(run.errors.contains("--screen-size must be WIDTHxHEIGHT"), run.errors)
        }
    }
}
