import CMalloc
import CommandSupport
import XCTest

/// Large blocks get pages of their own however large a block freed before them was, so that freeing them gives the
/// memory back (glibc would otherwise raise its threshold to the largest block freed and carve later ones from a heap).
final class LargeBlockTests: XCTestCase {
    func testABlockOfHalfAMebibyteIsMappedAfterALargerOneWasFreed() throws {
        try XCTSkipUnless(educat_malloc_is_glibcs() != 0, "malloc is a sanitizer's, not glibc's")
        Program.keepLargeBlocksOutOfTheHeap()
        free(malloc(8 << 20))
        let mappedBefore = mallinfo2().hblks
        let block = try XCTUnwrap(malloc(512 << 10))
        defer { free(block) }
        XCTAssertEqual(mallinfo2().hblks, mappedBefore + 1, "the block came from the heap")
    }
}
