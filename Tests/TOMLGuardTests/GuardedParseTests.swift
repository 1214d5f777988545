import Foundation
@testable import TOMLGuard
import TOMLKit
import XCTest

final class GuardedParseTests: XCTestCase {
    private func assertCaught(_ cases: [(String, Int)], saying message: String, file: StaticString = #filePath, line: UInt = #line) {
        for (text, expectedLine) in cases {
            XCTAssertThrowsError(try TOMLTable.guarded(text), text.debugDescription, file: file, line: line) {
                XCTAssertEqual(($0 as? TOMLSyntaxError)?.line, expectedLine, text.debugDescription, file: file, line: line)
                XCTAssertTrue("\($0)".contains(message), "\($0)", file: file, line: line)
            }
        }
    }

    /// Each of these aborted the process inside toml++ 3.4 (the first is the fuzzer's finding, reduced).
    func testHeadersWithoutANameAreErrorsOnTheirLine() {
        assertCaught([
            ("[\n[[a]]\n", 1), ("[\n", 1), ("[\r\n", 1), ("[[\n", 1), ("[[[a]]]\n", 1), ("[[[]]\n", 1), ("[[=\n", 1),
            ("[=\n", 1), ("[ {\n", 1), ("[#\n", 1), ("[.a]\n", 1), ("[\u{3000}a]\n", 1), ("[é]\n", 1),
            ("a = 1\n\n  [\n", 3), ("\u{FEFF}[\n", 1), ("a = [\n1,\n]\n[\n", 4), ("s = \"\"\"\n[\n\"\"\"\n[\n", 4),
            ("s = '''\n[\n'''\n[\n", 4), ("s = \"a\\\"b\"\n[\n", 2), ("s = \"\"\"x\"\"\"\"\"\n[\n", 2),
        ], saying: "table header needs a name")
    }

    /// So did these (the first as the fuzzer found it): toml++ reads `}` or a line separator as a value.
    func testAnArrayWithABraceOrALineSeparatorForAValueIsAnErrorOnItsLine() {
        assertCaught([
            ("a = [}\n", 1), ("a = [1,}\n", 1), ("a = [[}]]\n", 1), ("a = [\n1,\n}]\n", 3), ("a = { b = [1, }\n", 1),
            ("a = [\u{2028}]\n", 1), ("a = [1,\u{2029} 2]\n", 1), ("a = [\u{85}]\n", 1), ("a = [ # c\n}]\n", 2),
        ], saying: "where a value should be")
    }

    /// Tens of thousands of levels overflowed the stack (signal 11) in every command that reads a config, a catalogue
    /// or a bank; each kind of nesting is an error at its limit, and a document just within it still parses.
    func testNestingPastTheLimitsIsAnErrorNotACrash() {
        let deep = TOMLTable.maxKeyParts + 1
        let parts = Array(repeating: "a", count: deep).joined(separator: ".")
        assertCaught([
            (parts + " = 1\n", 1), ("x = 1\n[" + parts + "]\n", 2), ("[[" + parts + "]]\n", 1), ("t = { " + parts + " = 1 }\n", 1),
            (String(repeating: "a.", count: 200_000) + "b = 1\n", 1),
        ], saying: "dotted parts")
        assertCaught([
            ("a = " + String(repeating: "[", count: TOMLTable.maxNesting + 1) + "\n", 1),
            ("a = " + String(repeating: "{ b = ", count: 100_000) + "\n", 1),
        ], saying: "nested more than")
        let within = Array(repeating: "a", count: TOMLTable.maxKeyParts).joined(separator: ".")
        let arrays = String(repeating: "[", count: TOMLTable.maxNesting) + String(repeating: "]", count: TOMLTable.maxNesting)
        for text in [within + " = 1.5\n", "[" + within + "]\nb.c = 2.5\n", "x = " + arrays + "\n", "v = 1.2\nw = { a.b = 3.5, c.d = 1979-05-27T07:32:00.999Z }\n"] {
            XCTAssertNoThrow(try TOMLTable.guarded(text), String(text.prefix(80)))
        }
    }

    /// A `[` that starts a line inside a value or a string is no header; errors toml++ reports itself stay its own.
    func testValidDocumentsAndTomlsOwnErrorsPassThrough() {
        let valid = [
            "a = [\n[\n1],\n[ {x = 1} ],\n[\n\"s\"],\n]\n", "s = \"\"\"\n[\n\"\"\"\n", "s = '''\n[=\n'''\n", "# [\n",
            "t = \"[\"\n", "[a]\nb = [\n  [\n  ]\n]\n", "s = \"\"\"a\"\"\"\"\n[b]\n", "[ a . b ]\n", "[[ 'x' ]]\n",
            "[\"[\"]\n", "a = { b = [\n1] }\n", "a = [{ b = 1 }, {}]\n", "a = [\"}\", '}']\n", "a = [ # }\n1]\n",
            "s = \"\u{2028}\"\n",
        ]
        for text in valid {
            XCTAssertNil(TOMLTable.abortingError(in: text), text.debugDescription)
            XCTAssertNoThrow(try TOMLTable.guarded(text), text.debugDescription)
        }
        for text in ["[ [a]]\n", "[]\n", "[", "[[", "[a] [\n", "a = [,]\n", "a = {]\n", "a = [{]\n", "a = 1\u{2028}\n"] {
            XCTAssertNil(TOMLTable.abortingError(in: text), text.debugDescription)
            XCTAssertThrowsError(try TOMLTable.guarded(text), text.debugDescription) { XCTAssertTrue($0 is TOMLParseError) }
        }
    }

    /// The shipped banks, the deployed config and the fuzz corpus parse as they did.
    func testTheProjectsOwnFilesPass() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files = ["sounds/ca/bank.toml", "sounds/es/bank.toml", "deploy/config.toml"].map { root.appendingPathComponent($0).path }
        for corpus in ["manifest", "config"] {
            let folder = root.appendingPathComponent("Tests/Fuzz/corpus/\(corpus)").path
            files += try FileManager.default.contentsOfDirectory(atPath: folder).map { folder + "/" + $0 }
        }
        for file in files {
            XCTAssertNoThrow(try TOMLTable.guarded(String(contentsOfFile: file, encoding: .utf8)), file)
        }
    }
}
