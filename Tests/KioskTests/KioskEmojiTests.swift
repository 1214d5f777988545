import EducatTestSupport
import Foundation
import XCTest

/// Where emoji cannot be drawn (the Linux console, TERM=linux, whose font has none; or `[kiosk] emoji = false`), the
/// kiosk shows no pictograph at all: the children's tiles keep their big initial and name, the story's sounds and
/// the phrase builder's words their text, and every tile's edges stay in their columns.
final class KioskEmojiTests: XCTestCase {
    private var session: TmuxSession!

    override func setUpWithError() throws {
        session = try TmuxSession(name: name.filter(\.isLetter))
    }

    override func tearDown() {
        session.stop()
    }

    /// Any emoji: a pictograph of the supplementary planes, one drawn as emoji by default, or a variation selector 16.
    private static func pictographs(_ screen: String) -> [Unicode.Scalar] {
        screen.unicodeScalars.filter { $0.value >= 0x1F000 || $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }

    /// Checks that nothing on `screen` is an emoji, no line is wider than the terminal, and every box edge (`│`, `║`)
    /// stands in a column where a tile's corner is: what a wide glyph drawn one column wide would break.
    private func checkPlain(_ screen: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Self.pictographs(screen), [], "\(what):\n\(screen)", file: file, line: line)
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 80 }, "\(what): a line wider than the terminal:\n\(screen)", file: file, line: line)
        func columns(_ marks: Set<Character>) -> Set<Int> {
            Set(lines.flatMap { $0.enumerated().filter { marks.contains($0.element) }.map(\.offset) })
        }
        let corners = columns(["┌", "┐", "└", "┘", "╔", "╗", "╚", "╝"])
        let edges = columns(["│", "║"])
        XCTAssertTrue(edges.isSubset(of: corners), "\(what): edges out of their columns \(edges.subtracting(corners)):\n\(screen)",
                      file: file, line: line)
    }

    func testOnTheLinuxConsoleEveryPictureFallsBackToTextInItsColumns() throws {
        try session.start("$EDUCAT profiles add Anna --picture 🐱 && $EDUCAT profiles add Biel --picture 🐶 "
                          + "&& $EDUCAT kiosk --seed 1; sleep 10", environment: ["TERM": "linux"])
        var screen = session.waitForScreen(timeout: 20) { $0.contains("WHO IS PLAYING?") && $0.contains("Biel") }
        XCTAssertTrue(screen.contains("Anna") && screen.contains("Biel"), screen)
        XCTAssertTrue(screen.contains("█"), "each child's initial drawn big:\n\(screen)")
        checkPlain(screen, "who is playing")

        try session.send("1")
        screen = session.waitForScreen { $0.contains("MAIN MENU") }
        XCTAssertTrue(screen.split(separator: "\n").first?.contains("Anna") == true, "the name alone in the title bar:\n\(screen)")
        checkPlain(screen, "main menu")

        try session.send("9")
        session.waitForScreen { $0.contains("PHRASE") || $0.contains("QUICK") }
        try session.send("1")
        screen = session.waitForScreen { $0.contains("WHO?") }
        XCTAssertTrue(screen.contains(" jo ") && screen.contains("la mama"), "the subjects by their words:\n\(screen)")
        checkPlain(screen, "phrase builder")

        // The second story's first page has two sounds, a rooster and a sun.
        try session.send("Escape", "8")
        session.waitForScreen { $0.contains("BOOK") && $0.contains("NAMES") }
        try session.send("1")
        session.waitForScreen { $0.contains("page 1/8") }
        try session.send("n", "s")
        screen = session.waitForScreen { $0.contains("page 1/4") && $0.contains("Bon dia!") }
        XCTAssertTrue(screen.contains("Quiquiriquic!"), "each sound by what it says:\n\(screen)")
        checkPlain(screen, "story page")
    }

    func testTheConfigSwitchTurnsEmojiOffOnATerminalThatCouldDrawThem() throws {
        let config = session.folder.appendingPathComponent("educat")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "[kiosk]\nemoji = false\n".write(to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        try session.start("$EDUCAT profiles add Anna --picture 🐱 && $EDUCAT profiles add Biel --picture 🐶 "
                          + "&& $EDUCAT kiosk --seed 1; sleep 10", environment: ["TERM": "xterm-256color"])
        let screen = session.waitForScreen(timeout: 20) { $0.contains("WHO IS PLAYING?") && $0.contains("Biel") }
        XCTAssertTrue(screen.contains("Anna") && screen.contains("Biel"), screen)
        checkPlain(screen, "who is playing, emoji = false")
    }
}
