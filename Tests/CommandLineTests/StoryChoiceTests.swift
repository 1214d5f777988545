import EducatTestSupport
import Foundation
import XCTest

/// `educat story --story ID --language L` names a story and a language the bank has, or says which it has before the
/// screen opens.
final class StoryChoiceTests: XCTestCase {
    func testALanguageTheStoryIsNotToldInIsAnErrorThatListsItsLanguages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-story-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path, "XDG_CONFIG_HOME": folder.path,
        ])
        let language = try educat.runOnTerminal("story --language xx", typing: "")
        XCTAssertNotEqual(language.status, 0)
        XCTAssertTrue(language.output.contains("--language xx: the story '"), language.output)
        XCTAssertTrue(language.output.contains("is not told in it; it is told in ca, es, en"), language.output)
        let story = try educat.runOnTerminal("story --story nope --language es", typing: "")
        XCTAssertTrue(story.output.contains("--story nope: the sound bank has no such story"), story.output)
    }
}
