import AudioEngine
import EducatTestSupport
import Foundation
import XCTest

/// Each shipped bank rendered by `educat render`: the English bank's lessons in English words and voices, and every
/// bank's story told in its own language, narration and object sounds each heard on the rendered samples.
final class BankLanguageRenderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-languages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// The shipped bank of `language` (`sounds/LANG`).
    private static func bank(_ language: String) -> String {
        URL(fileURLWithPath: TmuxSession.bank).deletingLastPathComponent().appendingPathComponent(language).path
    }

    private func render(_ script: String, language: String, name: String, settings: String = "",
                        file: StaticString = #filePath, line: UInt = #line) throws -> RenderedGame {
        let educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
            "XDG_CONFIG_HOME": folder.path,
            "EDUCAT_BANK": Self.bank(language),
        ])
        return try RenderedGame(script, seed: 3, settings: settings, name: name, in: folder, with: educat, file: file, line: line)
    }

    /// Checks that `clip` started at `time` and is heard over its first `seconds` (or to its end, if shorter).
    private func checkHeard(_ clip: String, at time: Double, in game: RenderedGame, seconds: Double = 0.3,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        let start = try XCTUnwrap(game.start(of: clip, from: time), "\(clip) plays", file: file, line: line)
        XCTAssertEqual(start.t, time, accuracy: 1e-6, "\(clip) starts at once", file: file, line: line)
        let end = try XCTUnwrap(game.end(of: clip, startedAt: start.t), "\(clip) plays to its end", file: file, line: line)
        XCTAssertGreaterThan(game.rms(from: start.t + 0.02, seconds: min(seconds, end - start.t - 0.04)), 0.01,
                             "\(clip) is heard", file: file, line: line)
    }

    /// The `word = "…"` entries of the manifest of `language`'s bank.
    private static func words(_ language: String) throws -> [String] {
        try String(contentsOfFile: bank(language) + "/bank.toml", encoding: .utf8).split(separator: "\n").compactMap { line in
            line.hasPrefix("word = \"") ? String(line.dropFirst(8).dropLast()) : nil
        }
    }

    func testTheEnglishBanksLessonsSayEnglishWordsAndNumbersInItsOwnVoice() throws {
        let game = try render("0 open numbers/lesson\n0.5 key 7\n2.5 open syllables/lesson\n3 ask\n12 end\n",
                              language: "en", name: "en-lessons")
        try checkHeard("numbers.7", at: 0.5, in: game)
        // The clip played is the English bank's "seven", as long as its file, not the Catalan "set".
        let start = try XCTUnwrap(game.start(of: "numbers.7"))
        let played = try XCTUnwrap(game.end(of: "numbers.7", startedAt: start.t)) - start.t
        let lengths = try ["en", "ca"].map { try SoundFile.read(Self.bank($0) + "/numbers/7.ogg").duration }
        XCTAssertEqual(played, lengths[0], accuracy: 0.08, "the English clip's length, trimmed at load")
        XCTAssertGreaterThan(abs(played - lengths[1]), 0.08, "not the Catalan clip's (\(lengths))")

        // The syllable lesson asks one of the English words, said whole and then syllable by syllable.
        let sequence = try XCTUnwrap(game.events("syllable_sequence").first)
        let word = try XCTUnwrap(sequence.item)
        XCTAssertTrue(try Self.words("en").map { "words.\($0)" }.contains(word), "\(word) is an English word")
        XCTAssertFalse(try Self.words("ca").map { "words.\($0)" }.contains(word), "\(word) is not a Catalan word")
        let said = try XCTUnwrap(game.start(of: word, from: 3))
        XCTAssertGreaterThan(game.rms(from: said.t + 0.02, seconds: 0.2), 0.01, "\(word) is heard")
        XCTAssertNotNil(game.start(prefix: word + ".", from: said.t), "its syllables follow")
    }

    func testTheEnglishChallengeHelpSaysTheConfiguredSecondsAndLivesInEnglishParts() throws {
        let game = try render("0 open numbers/challenge\n0.2 help\n14 end\n", language: "en", name: "en-help",
                              settings: "[challenge]\nseconds = 15\nlives = 4\n")
        let parts = ["intro.numbers", "you_have", "number.15", "seconds", "number.4", "lives"].map { "help.challenge.\($0)" }
        let heard = game.starts.filter { $0.t >= 0.2 - 1e-6 && $0.clip?.hasPrefix("help.") == true }
        XCTAssertEqual(heard.map(\.clip), parts, "the help told from its parts")
        for part in heard {
            let end = try XCTUnwrap(game.end(of: part.clip ?? "", startedAt: part.t), part.clip ?? "")
            XCTAssertGreaterThan(game.rms(from: part.t + 0.02, seconds: min(0.3, end - part.t - 0.04)), 0.01,
                                 "\(part.clip ?? "") is heard")
        }
    }

    /// The story book in the bank of `language`: narration off at once, key 1 plays page 1's object alone, then
    /// narration back on tells page 1 in the bank's language.
    private func checkStory(in language: String) throws {
        let game = try render("0 open story/book\n0.01 narration\n1 key 1\n3 narration\n11 end\n", language: language,
                              name: "story-\(language)")
        let object = "stories.pruna.\(language).1.object.1"
        XCTAssertEqual(game.events("story_object").map(\.clip), [object])
        XCTAssertLessThan(game.rms(from: 0.2, seconds: 0.7), 0.001, "silence before the key, narration off")
        try checkHeard(object, at: 1, in: game)
        let narration = "stories.pruna.\(language).1"
        XCTAssertEqual(game.events("narrate").first { abs($0.t - 3) < 1e-6 }?.clip, narration)
        try checkHeard(narration, at: 3, in: game, seconds: 2)
    }

    func testTheCatalanBankTellsTheStoryInCatalan() throws {
        try checkStory(in: "ca")
    }

    func testTheSpanishBankTellsTheStoryInSpanish() throws {
        try checkStory(in: "es")
    }

    func testTheEnglishBankTellsTheStoryInEnglishAndPlaysItsNamingGameInEnglish() throws {
        try checkStory(in: "en")
        let names = try render("0 open story/names\n6 end\n", language: "en", name: "names-en")
        let voice = try XCTUnwrap(names.starts.first)
        XCTAssertEqual(voice.clip?.hasPrefix("stories.pruna.en.character."), true, voice.clip ?? "nothing")
        try checkHeard(voice.clip ?? "", at: 0, in: names, seconds: 1)
    }

    // MARK: - English negation

    /// Checks that the first voice clips from `time` on that start with `clips[0]` are `clips`, each starting as the
    /// one before it ends, each heard.
    private func checkSentence(_ clips: [String], from time: Double, in game: RenderedGame,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let voice = Array(game.starts.filter { $0.bus == "voice" && $0.t >= time - 1e-6 }.drop { $0.clip != clips.first }
            .prefix(clips.count))
        XCTAssertEqual(voice.compactMap(\.clip), clips, file: file, line: line)
        for (word, next) in zip(voice, voice.dropFirst()) {
            let end = try XCTUnwrap(game.end(of: word.clip ?? "", startedAt: word.t), file: file, line: line)
            XCTAssertEqual(next.t, end, accuracy: 1e-6, "\(next.clip ?? "") starts as \(word.clip ?? "") ends", file: file, line: line)
        }
        for word in voice {
            XCTAssertGreaterThan(game.rms(from: word.t + 0.02, seconds: 0.1), 0.01, "\(word.clip ?? "") is heard", file: file, line: line)
        }
    }

    func testEnglishNegatedSentencesPlayDoSupportAndNotInTheirPlaces() throws {
        // A sentence, negated at 6 s; then back to the verb for another, still negated. Full: Mum (3) wants (1)
        // water (1), then is (2) happy (1); quick: I want (1) water (1), then I am (2) happy (1).
        let keys = { (first: String) in "0.5 key \(first)\n1.5 key 1\n2.5 key 1\n6 negate\n9 back\n9.5 back\n10 key 2\n11 key 1\n17 end\n" }
        let cases: [(open: String, first: String, said: [String], negated: [String], other: [String])] = [
            ("phrase/full", "3", ["Mum wants water.", "Mum doesn't want water.", "Mum is not happy."],
             ["subject.mum", "particle.doesnt", "verb.want", "complement.water"],
             ["subject.mum", "verb.is", "particle.not", "complement.happy"]),
            ("phrase/quick", "1", ["I want water.", "I don't want water.", "I am not happy."],
             ["subject.i", "particle.dont", "verb.want", "complement.water"], ["verb.i_am", "particle.not", "complement.happy"]),
        ]
        for test in cases {
            let game = try render("0 open \(test.open)\n" + keys(test.first), language: "en",
                                  name: "en-negated-\(test.open.dropFirst(7))")
            XCTAssertEqual(game.events("sentence_spoken").compactMap(\.text), test.said)
            try checkSentence(test.negated.map { "phrase." + $0 }, from: 6, in: game)
            try checkSentence(test.other.map { "phrase." + $0 }, from: try XCTUnwrap(game.events("sentence_spoken").last?.t), in: game)
        }
    }
}
