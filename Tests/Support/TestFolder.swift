import Foundation
import Lessons
import Records
import XCTest

/// A fresh temporary folder per test, removed afterwards, with helpers for stores and games in it.
public struct TestFolder {
    /// The folder.
    public let url: URL

    /// Makes the folder and removes it when `test` ends.
    public init(_ test: XCTestCase) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("educat-records-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let url = url
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    }

    /// The default store file in this folder.
    public var storePath: String { url.appendingPathComponent("records.sqlite").path }

    /// Opens the store and fails the test when it had to be recovered.
    public func openStore(file: StaticString = #filePath, line: UInt = #line) throws -> RecordStore {
        let (store, recovery) = try RecordStore.open(at: storePath)
        XCTAssertNil(recovery, "a healthy store was treated as damaged", file: file, line: line)
        return store
    }

    /// Names of the files in the folder, sorted.
    public func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

/// A challenge game with `hits`, its questions made up to match.
public func challenge(
    _ subject: Subject = .numbers, hits: Int, misses: Int = 3, profile: String = RecordStore.defaultProfile
) -> GameResult {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let questions = (0..<hits).map { QuestionOutcome(item: String($0 % 10), result: .hit, responseTime: 1.5) }
        + (0..<misses).map { _ in QuestionOutcome(item: "7", result: .miss, responseTime: 2.5) }
    return GameResult(
        profile: profile, subject: subject, mode: .challenge, started: start,
        ended: start.addingTimeInterval(Double(hits + misses) * 4), hits: hits, misses: misses, questions: questions)
}
