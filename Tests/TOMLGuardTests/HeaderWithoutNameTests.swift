import Foundation
@testable import TOMLGuard
import TOMLKit
import XCTest

final class HeaderWithoutNameTests: XCTestCase {
    /// Each of these aborted the process inside toml++ 3.4 (the first is the fuzzer's finding, reduced).
    func testHeadersWithoutANameAreFoundOnTheirLine() {
        let cases: [(String, Int)] = [
            ("[\n[[a]]\n", 1), ("[\n", 1), ("[\r\n", 1), ("[[\n", 1), ("[[[a]]]\n", 1), ("[[[]]\n", 1), ("[[=\n", 1),
            ("[=\n", 1), ("[ {\n", 1), ("[#\n", 1), ("[.a]\n", 1), ("[\u{3000}a]\n", 1), ("[é]\n", 1),
            ("a = 1\n\n  [\n", 3), ("\u{FEFF}[\n", 1), ("a = [\n1,\n]\n[\n", 4), ("s = \"\"\"\n[\n\"\"\"\n[\n", 4),
            ("s = '''\n[\n'''\n[\n", 4), ("s = \"a\\\"b\"\n[\n", 2), ("s = \"\"\"x\"\"\"\"\"\n[\n", 2),
        ]
        for (text, line) in cases {
            XCTAssertEqual(TOMLTable.headerWithoutName(in: text), line, text.debugDescription)
            XCTAssertThrowsError(try TOMLTable.guarded(text), text.debugDescription) {
                XCTAssertEqual($0 as? TOMLHeaderError, TOMLHeaderError(line: line))
            }
        }
    }

    /// A `[` that starts a line inside a value or a string is no header; errors toml++ reports itself stay its own.
    func testValidDocumentsAndTomlsOwnErrorsPassThrough() {
        let valid = [
            "a = [\n[\n1],\n[ {x = 1} ],\n[\n\"s\"],\n]\n", "s = \"\"\"\n[\n\"\"\"\n", "s = '''\n[=\n'''\n", "# [\n",
            "t = \"[\"\n", "[a]\nb = [\n  [\n  ]\n]\n", "s = \"\"\"a\"\"\"\"\n[b]\n", "[ a . b ]\n", "[[ 'x' ]]\n",
            "[\"[\"]\n", "a = { b = [\n1] }\n",
        ]
        for text in valid {
            XCTAssertNil(TOMLTable.headerWithoutName(in: text), text.debugDescription)
            XCTAssertNoThrow(try TOMLTable.guarded(text), text.debugDescription)
        }
        for text in ["[ [a]]\n", "[]\n", "[", "[[", "[a] [\n"] {
            XCTAssertNil(TOMLTable.headerWithoutName(in: text), text.debugDescription)
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
