import AudioEngine
import SoundBank
import XCTest

/// The `[[stories]]` of a manifest: the shipped story, its clip names, and the problems a broken one reports.
final class StoryBankTests: XCTestCase {
    /// The small bank plus a two-page story in `xx` and `yy`; `page2` replaces the second page's body.
    private func storyBank(page2: String = "text = { xx = \"dos\", yy = \"two\" }\nnarration = { xx = \"one.wav\", yy = \"one.wav\" }",
                           extra: String = "") throws -> String {
        try BankFixtures.smallBank(self) {
            $0 + """

                [[stories]]
                id = "t"
                languages = ["xx", "yy"]
                title = { xx = "Títol", yy = "Title" }
                \(extra)
                [[stories.pages]]
                text = { xx = "u dos tres", yy = "one two three" }
                narration = { xx = "zero.wav", yy = "one.wav" }
                timings = { xx = [0, 0.2, 0.5] }
                effects = [{ clip = "good.wav", at = 0.5 }]
                objects = [{ xx = { clip = "good.wav" }, yy = { clip = "good.wav" } }]

                [[stories.pages]]
                \(page2)

                [[stories.characters]]
                name = { xx = "Gat", yy = "Cat" }
                display = "🐱"
                voice = { xx = { clip = "zero.wav" }, yy = { clip = "one.wav" } }

                """
        }
    }

    func testTheDefaultBankTellsItsStoryInCatalanAndSpanish() throws {
        let bank = try Bank.load(from: BankFixtures.catalan)
        let story = try XCTUnwrap(bank.stories.first)
        XCTAssertEqual(story.languages, ["ca", "es"])
        XCTAssertTrue((6...10).contains(story.pages.count))
        for page in story.pages {
            XCTAssertEqual(Set(page.text.keys), ["ca", "es"])
            XCTAssertEqual(Set(page.narration.keys), ["ca", "es"])
            XCTAssertEqual(page.narration["ca"]?.text, page.text["ca"], "the narration says the page's text")
        }
        XCTAssertEqual(story.characters.count, 4)
        XCTAssertNotNil(bank.groups["congratulations"])
        let names = Set(bank.clips.map(\.name))
        XCTAssertTrue(names.contains("stories.pruna.ca.1"))
        XCTAssertTrue(names.contains("stories.pruna.es.8"))
        XCTAssertTrue(names.contains("stories.pruna.ca.1.object.1"))
        XCTAssertTrue(names.contains("stories.pruna.es.character.4"))
        for clip in bank.clips where clip.name.hasPrefix("stories.") {
            XCTAssertTrue(FileManager.default.fileExists(atPath: clip.clip.path), clip.clip.path)
        }
    }

    func testAStorysPagesTimingsEffectsObjectsAndCharactersAreRead() throws {
        let bank = try Bank.load(from: try storyBank())
        let story = try XCTUnwrap(bank.stories.first)
        XCTAssertEqual(story.title, ["xx": "Títol", "yy": "Title"])
        XCTAssertEqual(story.pages.count, 2)
        XCTAssertEqual(story.pages[0].timings, ["xx": [0, 0.2, 0.5]])
        XCTAssertEqual(story.pages[0].effects.map(\.at), [0.5])
        XCTAssertEqual(story.pages[0].objects.count, 1)
        XCTAssertEqual(story.characters.first?.name["yy"], "Cat")
        XCTAssertEqual(bank.clip(named: "stories.t.yy.1")?.clip.relativePath, "one.wav")
        XCTAssertEqual(bank.clip(named: "stories.t.1.effect.1")?.role, .effect)
        XCTAssertNotNil(bank.clip(named: "stories.t.xx.1.object.1"))
        XCTAssertNotNil(bank.clip(named: "stories.t.yy.character.1"))
    }

    func testAPageMissingALanguageAndAnUnknownKeyAreReportedWithTheirPaths() throws {
        let folder = try storyBank(page2: "text = { xx = \"dos\" }\nnarration = { xx = \"one.wav\", yy = \"one.wav\" }\npicture = \"x.png\"")
        let problems = Bank.loadReporting(from: folder).problems
        XCTAssertEqual(Set(problems.map(\.kind)), [.missingKey, .unknownKey])
        XCTAssertEqual(Set(problems.compactMap(\.key)), ["stories.t.pages.#2.text.yy", "stories.t.pages.#2.picture"])
    }

    func testTimingsMustGiveOneStartPerWordInOrder() throws {
        let folder = try storyBank(page2: """
            text = { xx = "dos", yy = "two words" }
            narration = { xx = "one.wav", yy = "one.wav" }
            timings = { yy = [0.5, 0.1] }
            """)
        let problems = Bank.loadReporting(from: folder).problems
        XCTAssertEqual(problems.map(\.kind), [.invalidValue])
        XCTAssertEqual(problems.first?.key, "stories.t.pages.#2.timings.yy")
    }

    func testTheCheckWarnsOfABankWithoutStoriesAndNotOfOneWithAStory() throws {
        let without = BankChecker().check(folder: try BankFixtures.smallBank(self)).warnings.filter { $0.key == "stories" }
        XCTAssertEqual(without.map(\.message), ["lacks the stories, here and in any fallback: that part will be silent"])
        XCTAssertEqual(without.first?.file.hasSuffix("/bank.toml"), true)
        XCTAssertEqual(BankChecker().check(folder: try storyBank()).warnings.filter { $0.key == "stories" }, [])
    }

    func testAMissingNarrationClipIsReportedByTheCheckLikeAnyOther() throws {
        let folder = try storyBank(page2: "text = { xx = \"dos\", yy = \"two\" }\nnarration = { xx = \"gone.wav\", yy = \"one.wav\" }")
        let missing = BankChecker().check(folder: folder).problems.filter { $0.kind == .missingFile }
        XCTAssertEqual(missing.map(\.file), [folder + "/gone.wav"])
        XCTAssertTrue(missing.first?.message.contains("stories.t.xx.2") == true)
    }
}
