import XCTest
@testable import SoundBank

/// A problem's line is that of the key the problem is about, found step by step in the part its path leads into.
final class ManifestLineTests: XCTestCase {
    private func line(_ steps: [ManifestPath.Step], in text: String) -> Int? {
        ManifestSource(text: text).line(of: ManifestPath(steps: steps))
    }

    func testAKeyOfATableIsNotADeeperTablesKeyOfTheSameName() {
        let text = """
            [phrase]
            quick = ["vull"]

            [[phrase.subjects]]
            id = "jo"
            verbs = ["vull"]

            [[phrase.verbs]]
            id = "vull"
            complements = ["aigua"]
            """
        XCTAssertEqual(line([.key("phrase"), .key("verbs"), .entry("vull"), .key("complements")], in: text), 10)
        XCTAssertEqual(line([.key("phrase"), .key("verbs"), .entry("vull")], in: text), 9)
        XCTAssertEqual(line([.key("phrase"), .key("subjects"), .entry("jo"), .key("verbs")], in: text), 6)
    }

    /// An entry is the one whose name key says its name, not an earlier one listing that name among others.
    func testAnEntryIsFoundByItsNameNotByAnotherEntrysListOfNames() {
        let text = """
            [[phrase.verbs]]
            id = "i_want"
            complements = ["hug"]
            negated = ["i", "dont", "want"]

            [[phrase.verbs]]
            id = 'want'
            complements = ["hug"]
            """
        XCTAssertEqual(line([.key("phrase"), .key("verbs"), .entry("want"), .key("complements")], in: text), 8)
        XCTAssertEqual(line([.key("phrase"), .key("verbs"), .entry("want")], in: text), 7)
    }

    func testAKeyAnInlineEntryLacksIsNotTakenFromTheNextEntry() {
        let text = """
            [count]
            numbers = [
              { key = "1" },
              { key = "2", clip = "two.wav" },
            ]
            """
        XCTAssertEqual(line([.key("count"), .key("numbers"), .entry("1"), .key("clip")], in: text), 3)
        XCTAssertEqual(line([.key("count"), .key("numbers"), .entry("2"), .key("clip")], in: text), 4)
    }

    func testAKeyInsideAValuesInlineTableIsNotTheSections() {
        let text = """
            [phrase]
            no = { clip = "no.wav", text = "no" }
            text = 3
            """
        XCTAssertEqual(line([.key("phrase"), .key("text")], in: text), 3)
        XCTAssertEqual(line([.key("phrase"), .key("no"), .key("text")], in: text), 2)
        XCTAssertEqual(line([.key("phrase"), .key("clip")], in: text), 1, "a key the section lacks is the section's line")
    }

    func testASubtableWithoutItsParentsHeaderIsFound() {
        let text = """
            fallback = "../ca"
            [words.gat]
            clip = "gat.wav"
            [words.gos]
            clip = "gos.wav"
            """
        XCTAssertEqual(line([.key("words"), .key("gos"), .key("clip")], in: text), 5)
        XCTAssertEqual(line([.key("fallback")], in: text), 1)
    }

    func testAnEntryOfAnArrayOfTablesIsCountedFromOne() {
        let text = """
            [[stories]]
            id = "a"
            [[stories.pages]]
            text = "one"
            [[stories]]
            id = "b"
            [[stories.pages]]
            text = "two"
            [[stories.pages]]
            clip = "x.wav"
            """
        XCTAssertEqual(line([.key("stories"), .index(2), .key("pages"), .index(2), .key("clip")], in: text), 10)
        XCTAssertEqual(line([.key("stories"), .index(2), .key("id")], in: text), 6)
    }
}
