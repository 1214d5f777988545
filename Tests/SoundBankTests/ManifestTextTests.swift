import Foundation
@testable import SoundBank
import XCTest

/// What the parser works out from a manifest's text by hand, for speed, agrees with what Swift and Foundation work out:
/// its lines with those of a split into characters, its clips' paths with a URL's standardization.
final class ManifestTextTests: XCTestCase {
    func testTheLinesAreThoseOfASplitIntoCharacters() {
        let texts = ["", "a", "a\n", "\n\n", "a\r\nb\rc\nd", "\r\n\r\n", "\r\r\n\n", "é\u{301}\nñ\r\n😀 = 1\r", "x\u{2028}y\n\u{85}z",
                     "[a]\r\n\u{301}b = 1\n"]
        for text in texts {
            XCTAssertEqual(ManifestSource.lines(of: text),
                           text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" },
                           text.debugDescription)
        }
    }

    func testAClipsPathIsStandardizedAsAURLWouldBe() throws {
        let folder = try BankFixtures.temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        let paths = ["/a/b/../c.ogg", "/a/./b//c.ogg", "/../x.ogg", "/a/b/..", "/a/b/.", "/", "//a", folder + "/sub/../one.ogg",
                     folder + "/sub", folder + "/sub/", "/a/b%20c/ü.ogg", "relative/../x.ogg", "./y.ogg",
                     "/a/.hidden/b.ogg", "/a/b.ogg", "/a/b/", "/a/b/c.ogg/.."]
        for path in paths {
            XCTAssertEqual(ManifestContext.standardized(path), URL(fileURLWithPath: path).standardizedFileURL.path, path)
        }
    }
}
