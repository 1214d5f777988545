import Activities
import AudioEngine
import SoundBank
import XCTest

/// The `[[stories]]` of a manifest: the shipped story, its clip names, and the problems a broken one reports.
final class StoryBankTests: XCTestCase {
    /// The naming game's characters, in `xx`, `yy` and emoji: the fixture's first `characters` of them.
    private static let animals = [("Gat", "Cat", "🐱"), ("Gos", "Dog", "🐶"), ("Peix", "Fish", "🐟"), ("Ocell", "Bird", "🐦"),
                                  ("Ratolí", "Mouse", "🐭")]

    /// The small bank plus a two-page story in `xx` and `yy` with `characters` characters (a cat first);
    /// `page2` replaces the second page's body, `tweak` edits the whole manifest.
    private func storyBank(page2: String = "text = { xx = \"dos\", yy = \"two\" }\nnarration = { xx = \"one.wav\", yy = \"one.wav\" }",
                           characters: Int = 4, extra: String = "", tweak: (String) -> String = { $0 }) throws -> String {
        let cast = Self.animals.prefix(characters).map { xx, yy, emoji in
            "\n[[stories.characters]]\nname = { xx = \"\(xx)\", yy = \"\(yy)\" }\ndisplay = \"\(emoji)\"\n"
                + "voice = { xx = { clip = \"zero.wav\" }, yy = { clip = \"one.wav\" } }\n"
        }.joined()
        return try BankFixtures.smallBank(self) {
            tweak($0 + """

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
                objects = [{ display = "🔔", xx = { clip = "good.wav", text = "Dring!" }, yy = { clip = "good.wav" } }]

                [[stories.pages]]
                \(page2)
                \(cast)
                """)
        }
    }

    func testTheDefaultBankTellsThreeStoriesInCatalanSpanishAndEnglish() throws {
        let bank = try Bank.load(from: BankFixtures.catalan)
        XCTAssertEqual(bank.stories.map(\.id), ["pruna", "granja", "tren"])
        for story in bank.stories {
            XCTAssertEqual(story.languages, ["ca", "es", "en"], story.id)
            XCTAssertTrue((3...10).contains(story.pages.count), story.id)
            for page in story.pages {
                XCTAssertEqual(Set(page.text.keys), ["ca", "es", "en"])
                XCTAssertEqual(Set(page.narration.keys), ["ca", "es", "en"])
                for language in story.languages {
                    XCTAssertEqual(page.narration[language]?.text, page.text[language], "the narration says the page's text")
                }
            }
            XCTAssertEqual(story.characters.count, 4, story.id)
        }
        // The two short stories have one to three sounds on every page.
        for story in bank.stories.dropFirst() {
            XCTAssertTrue(story.pages.allSatisfy { (1...3).contains($0.objects.count) }, story.id)
        }
        XCTAssertNotNil(bank.groups["congratulations"])
        let names = Set(bank.clips.map(\.name))
        XCTAssertTrue(names.contains("stories.pruna.ca.1"))
        XCTAssertTrue(names.contains("stories.pruna.es.8"))
        XCTAssertTrue(names.contains("stories.pruna.en.8"))
        XCTAssertTrue(names.contains("stories.pruna.ca.1.object.1"))
        XCTAssertTrue(names.contains("stories.tren.en.3.object.3"))
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
        XCTAssertEqual(story.pages[0].objects.first?.display, "🔔")
        XCTAssertEqual(story.pages[0].objects.first?.clips["xx"]?.text, "Dring!")
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

    func testAStoryWithFewerThanFourCharactersIsAWarningThatItsNamingGameIsSmallerOrSilent() throws {
        for (count, says) in [(0, "stays silent"), (1, "nothing to choose"), (3, "still plays, but with 3 names on keys 1–3")] {
            let folder = try storyBank(characters: count)
            let problems = Bank.loadReporting(from: folder).problems
            XCTAssertEqual(problems.map(\.severity), [.warning], "\(count) characters")
            let warning = try XCTUnwrap(problems.first)
            XCTAssertEqual(warning.key, "stories.t.characters")
            XCTAssertEqual(warning.file, folder + "/bank.toml")
            XCTAssertNotNil(warning.line)
            XCTAssertTrue(warning.message.contains(says), warning.message)
            XCTAssertTrue(warning.message.contains("add \(4 - count) more"), warning.message)
            XCTAssertTrue(BankChecker().check(folder: folder).warnings.contains(warning), "bank check reports it")
        }
        for count in [4, 5] { XCTAssertEqual(Bank.loadReporting(from: try storyBank(characters: count)).problems, []) }
    }

    func testAStoryWithoutCharactersIsPointedAtItselfNotAtTheNextStorysCharacters() throws {
        let next = "\n[[stories]]\nid = \"u\"\nlanguages = [\"xx\"]\ntitle = { xx = \"U\" }\n"
            + "\n[[stories.pages]]\ntext = { xx = \"u\" }\nnarration = { xx = \"zero.wav\" }\n"
            + ["A", "B", "C", "D"].map { "\n[[stories.characters]]\nname = { xx = \"\($0)\" }\nvoice = { xx = { clip = \"zero.wav\" } }\n" }
            .joined()
        let folder = try storyBank(characters: 0) { $0 + next }
        let warning = try XCTUnwrap(Bank.loadReporting(from: folder).problems.first)
        XCTAssertEqual(warning.key, "stories.t.characters")
        let lines = try String(contentsOfFile: folder + "/bank.toml", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(warning.line, try XCTUnwrap(lines.firstIndex(of: "id = \"t\"")) + 1, "the story that lacks them")
    }

    func testStoriesWithoutCongratulationsAreWarnedThatTheNamingGameEndsInSilence() throws {
        func groupsWarning(_ folder: String) -> String {
            BankChecker().check(folder: folder).warnings.first { $0.key == "groups" }?.message ?? ""
        }
        XCTAssertEqual(groupsWarning(try storyBank()), "lacks scold, game_over, new_record, info, congratulations (the end of a story's "
                       + "naming game), here and in any fallback: that part will be silent")
        XCTAssertFalse(groupsWarning(try BankFixtures.smallBank(self)).contains("congratulations"), "no stories, no naming game")
        let congratulated = try storyBank {
            $0.replacingOccurrences(of: "[groups]\n", with: "[groups]\ncongratulations = [{ clip = \"good.wav\", text = \"well done\" }]\n")
        }
        XCTAssertFalse(groupsWarning(congratulated).contains("congratulations"), groupsWarning(congratulated))
    }

    func testAMissingNarrationClipIsReportedByTheCheckLikeAnyOther() throws {
        let folder = try storyBank(page2: "text = { xx = \"dos\", yy = \"two\" }\nnarration = { xx = \"gone.wav\", yy = \"one.wav\" }")
        let missing = BankChecker().check(folder: folder).problems.filter { $0.kind == .missingFile }
        XCTAssertEqual(missing.map(\.file), [folder + "/gone.wav"])
        XCTAssertTrue(missing.first?.message.contains("stories.t.xx.2") == true)
    }
}
