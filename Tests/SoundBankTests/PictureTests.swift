import Foundation
import Lessons
import SoundBank
import XCTest

/// A word's `picture`: a PNG or SVG file a teacher adds, which a window shows instead of the word's emoji. A file that
/// is missing or no such picture is a warning naming it, and the word keeps its emoji.
final class PictureTests: XCTestCase {
    /// A 2×2 red PNG.
    static let redPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==")!
    static let redSVG = ##"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#f00"/></svg>"##

    /// The small bank with its word's picture set to `picture`, after `files` are written in its folder; the word and
    /// the bank's warnings.
    private func load(picture: String, files: [String: Data]) throws -> (word: SoundBank.SyllableWord, warnings: [BankProblem]) {
        let folder = try BankFixtures.smallBank(self) {
            $0.replacingOccurrences(of: "display = \"🏠 casa\"", with: "display = \"🏠 casa\"\npicture = \"\(picture)\"")
        }
        for (name, data) in files {
            try FileManager.default.createDirectory(atPath: folder + "/" + (name as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let (bank, problems) = Bank.loadReporting(from: folder)
        let word = try XCTUnwrap(bank?.words.first, "\(problems)")
        return (word, problems.filter { $0.key?.contains("picture") == true })
    }

    func testAPNGOrAnSVGInTheBanksFolderIsTheWordsPicture() throws {
        let png = try load(picture: "pictures/casa.png", files: ["pictures/casa.png": Self.redPNG])
        XCTAssertEqual(png.warnings, [])
        XCTAssertTrue(png.word.picture?.hasSuffix("/pictures/casa.png") == true, "\(String(describing: png.word.picture))")
        XCTAssertTrue(png.word.picture?.hasPrefix("/") == true, "a path a window can open from anywhere")
        let svg = try load(picture: "casa.svg", files: ["casa.svg": Data(Self.redSVG.utf8)])
        XCTAssertEqual(svg.warnings, [])
        XCTAssertTrue(svg.word.picture?.hasSuffix("/casa.svg") == true)
    }

    func testAMissingOrWrongFileIsAWarningNamingItAndTheEmojiStays() throws {
        var hugePNG = Self.redPNG
        hugePNG.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        let cases: [(picture: String, files: [String: Data], says: String)] = [
            ("nowhere.png", [:], "does not exist"),
            ("casa.png", ["casa.png": Data("a drawing".utf8)], "is neither a PNG nor an SVG picture"),
            ("casa.png", ["casa.png": hugePNG], "is a PNG of 20000×20000 pixels; a picture is at most 4096 on a side"),
            ("casa.png", ["casa.png": Self.redPNG.prefix(20)], "is a damaged PNG"),
            ("casa.svg", ["casa.svg": Self.redPNG], "is a PNG named .svg"),
            ("casa.png", ["casa.png": Data(Self.redSVG.utf8)], "is an SVG picture: name it .svg"),
            ("pictures", ["pictures/x.png": Self.redPNG], "is a folder"),
            ("/dev/zero", [:], "is a device"),
        ]
        for (picture, files, says) in cases {
            let loaded = try load(picture: picture, files: files)
            XCTAssertNil(loaded.word.picture, picture)
            XCTAssertEqual(loaded.warnings.count, 1, "\(picture): \(loaded.warnings)")
            let warning = try XCTUnwrap(loaded.warnings.first)
            XCTAssertEqual(warning.severity, .warning, picture)
            XCTAssertTrue(warning.message.contains(says) && warning.message.contains("its emoji shows instead"),
                          "\(picture): \(warning.message)")
            XCTAssertTrue(warning.message.contains(picture.hasPrefix("/") ? picture : "/" + picture), "names the file: \(warning.message)")
        }
    }
}
