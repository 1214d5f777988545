import CommandSupport
import Foundation
import XCTest

/// A Foundation file error reaches a person as the file and the system's reason, never as its raw `NSError` text.
final class FoundationFailureTests: XCTestCase {
    private func plainFile() throws -> String {
        let folder = NSTemporaryDirectory() + "educat-failure-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/plain"
        try Data().write(to: URL(fileURLWithPath: file))
        return file
    }

    func testAFolderWhereAFileIsNamesTheFileAndTheSystemsReason() throws {
        let file = try plainFile()
        XCTAssertThrowsError(try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)) {
            XCTAssertEqual(FoundationFailure.line(for: $0), "\(file): A file with the same name already exists.")
        }
    }

    func testAMissingFileIsSaidSo() throws {
        let missing = try plainFile() + ".missing"
        XCTAssertThrowsError(try String(contentsOfFile: missing, encoding: .utf8)) {
            let line = FoundationFailure.line(for: $0)
            XCTAssertEqual(line, "\(missing): The file doesn’t exist.")
            XCTAssertFalse(line?.contains("NSCocoaErrorDomain") ?? true)
        }
    }

    func testAnUnderlyingSystemErrorGivesTheReason() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
        let error = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                            userInfo: [NSFilePathErrorKey: "/media/stick/report.html", NSUnderlyingErrorKey: underlying])
        XCTAssertEqual(FoundationFailure.line(for: error), "/media/stick/report.html: no space left on device")
    }

    func testOtherErrorsAreLeftToTheirOwnWords() {
        struct Own: Error {}
        XCTAssertNil(FoundationFailure.line(for: Own()))
    }
}
