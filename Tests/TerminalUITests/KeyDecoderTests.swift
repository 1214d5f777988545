@testable import TerminalUI
import XCTest

final class KeyDecoderTests: XCTestCase {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes, at: 0) + decoder.flush(at: 1)
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testArrowsInNormalAndApplicationModeAndWithModifiers() {
        XCTAssertEqual(keys(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")), [.up, .down, .right, .left])
        XCTAssertEqual(keys(bytes("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD")), [.up, .down, .right, .left])
        XCTAssertEqual(keys(bytes("\u{1B}[1;5A")), [.up])
    }

    func testF1FromXtermVt100AndTheLinuxConsole() {
        XCTAssertEqual(keys(bytes("\u{1B}OP\u{1B}[11~\u{1B}[[A")), [.f1, .f1, .f1])
    }

    func testOtherSequencesAreOneUnknownKey() {
        XCTAssertEqual(keys(bytes("\u{1B}[3~x")), [.unknown, .character("x")])
        XCTAssertEqual(keys(bytes("\u{1B}[[Bx")), [.unknown, .character("x")])
    }

    func testEnterTabBackspaceAndControlLetters() {
        XCTAssertEqual(keys([0x0D, 0x0A, 0x09, 0x7F, 0x08]), [.enter, .enter, .tab, .backspace, .backspace])
        XCTAssertEqual(keys([0x03, 0x1A, 0x1C, 0x0F, 0x10, 0x00]),
                       [.control("c"), .control("z"), .control("\\"), .control("o"), .control("p"), .control("@")])
    }

    func testPrintableAndUTF8Characters() {
        XCTAssertEqual(keys(bytes("a7 ?+")), [.character("a"), .character("7"), .character(" "), .character("?"), .character("+")])
        XCTAssertEqual(keys(bytes("ç")), [.character("ç")])
    }

    func testLoneEscapeWaitsForTheTimeout() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed([0x1B], at: 0), [])
        XCTAssertTrue(decoder.isWaiting)
        XCTAssertEqual(decoder.flush(at: 0.01), [], "too early: it may still be an arrow")
        XCTAssertEqual(decoder.flush(at: 0.06), [.escape])
        XCTAssertFalse(decoder.isWaiting)
    }

    func testSequenceSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed([0x1B, 0x5B], at: 0), [])
        XCTAssertEqual(decoder.feed([0x41], at: 0.01), [.up])
        XCTAssertEqual(decoder.feed([0xC3], at: 0.02), [])
        XCTAssertEqual(decoder.feed([0xA7], at: 0.03), [.character("ç")])
    }

    func testEscapeThenAKeyIsBoth() {
        XCTAssertEqual(keys(bytes("\u{1B}x")), [.escape, .character("x")])
        XCTAssertEqual(keys([0x1B, 0x1B, 0x5B, 0x41]), [.escape, .up])
    }

    func testChordNamesParseAndMatchInOrderWithinTheWindow() throws {
        var chord = try XCTUnwrap(KeyChord("ctrl-o ctrl-p"))
        XCTAssertEqual(chord.description, "ctrl-o ctrl-p")
        XCTAssertFalse(chord.press(.control("o"), at: 0))
        XCTAssertTrue(chord.press(.control("p"), at: 1))
        XCTAssertFalse(chord.press(.control("o"), at: 2))
        XCTAssertFalse(chord.press(.control("p"), at: 10), "too slow")
        XCTAssertFalse(chord.press(.control("p"), at: 11))
        XCTAssertNil(KeyChord("ctrl-o banana"))
        XCTAssertNil(KeyChord(""))
        XCTAssertEqual(KeyChord("f1 esc x")?.keys, [.f1, .escape, .character("x")])
    }
}
