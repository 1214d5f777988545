import CMalloc
import TOMLGuard
import TOMLKit
import XCTest

/// A document read and let go gives its memory back: TOMLKit alone keeps every table it parses, and a kiosk reads its
/// catalogue at each game.
final class DocumentMemoryTests: XCTestCase {
    private static let document = (1...200).map { "[section\($0)]\nkey = \"a text of some length, \($0)\"\nnumber = \($0)" }
        .joined(separator: "\n")

    private func heapInUse() -> Int { Int(mallinfo2().uordblks) }

    func testReadingADocumentThreeHundredTimesKeepsAlmostNothing() throws {
        try XCTSkipUnless(educat_malloc_is_glibcs() != 0, "malloc is a sanitizer's: glibc's counters say nothing")
        let text = Self.document
        XCTAssertEqual(try TOMLTable.reading(text) { $0.keys.count }, 200)
        let before = heapInUse()
        for _ in 0..<300 {
            _ = try TOMLTable.reading(text) { $0["section7"]?.table?["number"]?.int }
        }
        let grown = heapInUse() - before
        // Each read leaves TOMLKit's empty root, its error slot and the value read, about 200 bytes; the tree is about
        // 130 KiB.
        XCTAssertLessThan(grown, 300 * 1_000, "\(grown) bytes kept")
    }

    func testTablesTakenFromADocumentStayReadableWhileItLives() throws {
        let document = try TOMLDocument(Self.document)
        let nested = try XCTUnwrap(document.table["section200"]?.table)
        XCTAssertEqual(nested["key"]?.string, "a text of some length, 200")
        withExtendedLifetime(document) {}
    }
}
