import AudioEngine
import EducatTestSupport
import Foundation
import XCTest

/// `educat render` with the bundled Catalan bank: the timing contract, the sound in the file, records kept only with
/// `--store`.
final class RenderCommandTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!
    /// The records file the environment names, which `records` reads and a render keeps its play in only when named.
    private var store: String { folder.appendingPathComponent("records.sqlite").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
            "XDG_CONFIG_HOME": folder.path,
        ])
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private typealias Line = RenderedGame.Line

    /// Renders `script`, keeping its play in `store` if one is given; returns the log and the audio.
    private func render(_ script: String, seed: Int = 1, music: Bool = false, store: String? = nil, name: String = "session")
        throws -> (lines: [Line], audio: PCMBuffer) {
        let game = try RenderedGame(script, seed: seed, music: music, store: store, name: name, in: folder, with: educat)
        return (game.lines, game.audio)
    }

    private func rms(_ audio: PCMBuffer, from start: Double, seconds: Double) -> Float {
        RenderedGame.rms(audio, from: start, seconds: seconds)
    }

    func testSyllableLessonFollowsTheTimingContractInEventsAndSound() throws {
        let (lines, audio) = try render("0 open syllables/lesson\n0.5 ask\n")
        let starts = lines.filter { $0.event == "clip_start" }
        let ends = lines.filter { $0.event == "clip_end" }
        guard let word = starts.first(where: { $0.bus == "voice" })?.clip else { return XCTFail("no word played") }
        XCTAssertEqual(starts.first?.t ?? -1, 0.5, accuracy: 1e-6, "the word starts at the ask")
        let syllables = starts.filter { $0.bus == "voice" && $0.clip?.hasPrefix(word + ".") == true }
        XCTAssertFalse(syllables.isEmpty)
        XCTAssertEqual(syllables.first?.t ?? 0, 2.0, accuracy: 1e-6, "first syllable 1.5 s after the ask")
        for (previous, next) in zip(syllables, syllables.dropFirst()) {
            let previousEnd = ends.first { $0.clip == previous.clip }?.t ?? 0
            XCTAssertEqual(next.t - previousEnd, 0.6, accuracy: 1e-4, "0.6 s after the previous syllable ends")
        }
        let claps = starts.filter { $0.clip == "clap" }
        XCTAssertEqual(claps.map(\.bus), Array(repeating: "effects", count: syllables.count))
        for (clap, syllable) in zip(claps, syllables) { XCTAssertEqual(clap.t, syllable.t, accuracy: 1e-6) }
        let lastEnd = ends.first { $0.clip == syllables.last?.clip }?.t ?? 0
        let count = starts.first { $0.clip == "numbers.\(syllables.count)" }
        XCTAssertEqual(count?.t ?? 0, max(2.0 + 3.0, lastEnd + 0.6), accuracy: 1e-4)
        XCTAssertEqual(lines.filter { $0.event == "syllable_shown" }.map(\.index), Array(0..<syllables.count))
        // The sound agrees: silence just before the first syllable, sound (syllable and clap) just after.
        XCTAssertLessThan(rms(audio, from: 1.95, seconds: 0.04), 0.001)
        XCTAssertGreaterThan(rms(audio, from: 2.0, seconds: 0.04), 0.02)
    }

    func testPraiseStartsAtTheRightAnswer() throws {
        let (lines, audio) = try render("0 open numbers/game\n0.5 ask\n2.5 right\n")
        let right = lines.first { $0.event == "answer_right" }
        let praise = lines.first { $0.event == "clip_start" && $0.clip?.hasPrefix("praise.") == true }
        XCTAssertNotNil(right)
        XCTAssertEqual((praise?.t ?? 9) - (right?.t ?? 0), 0, accuracy: 0.005)
        XCTAssertLessThan(rms(audio, from: 2.45, seconds: 0.04), 0.001, "silence before the answer")
        XCTAssertGreaterThan(rms(audio, from: 2.5, seconds: 0.1), 0.01, "praise right after it")
    }

    func testMusicDucksUnderTheVoice() throws {
        let script = "0 open numbers/lesson\n3 key 7\n"
        let withMusic = try render(script, music: true, name: "music").audio
        let voiceOnly = try render(script, music: false, name: "voice").audio
        // The mix is linear below the limiter's ceiling, so the difference is the music alone.
        let music = PCMBuffer(samples: zip(withMusic.samples, voiceOnly.samples).map { $0 - $1 }, format: withMusic.format)
        let before = rms(music, from: 2.0, seconds: 0.8)
        let under = rms(music, from: 3.2, seconds: 0.2)
        XCTAssertGreaterThan(before, 0.001, "music plays")
        XCTAssertEqual(20 * log10(under / before), -12, accuracy: 1.5, "ducked by about 12 dB under the voice")
    }

    func testChallengeEndsAfterTheThirdMissWithANewRecordThatIsStored() throws {
        let script = """
            0 open numbers/challenge
            0.5 ask
            1.5 right
            6 right
            11 wrong
            16 wrong
            21 wrong
            """
        let (lines, _) = try render(script, store: store)
        let names = lines.map(\.event)
        XCTAssertEqual(names.filter { $0 == "life_lost" }.count, 3)
        XCTAssertTrue(names.contains("new_record"))
        XCTAssertFalse(names.contains("game_over"))
        XCTAssertTrue(lines.contains { $0.event == "clip_start" && $0.clip == "new_record.1" })
        let records = try educat.run("records", "--json")
        XCTAssertEqual(records.output, #"{"numbers": 2, "vowels": 0, "alphabet": 0, "syllables": 0}"# + "\n")
        // The same again does not beat 2: game over this time.
        let (again, _) = try render(script, store: store, name: "again")
        XCTAssertTrue(again.contains { $0.event == "game_over" })
    }

    /// A scripted session is no child's play: without `--store` a render keeps nothing, not even in the records file
    /// the environment names, and each render's challenge starts with no record.
    func testWithoutStoreARenderKeepsNothing() throws {
        for name in ["first", "again"] {
            let (lines, _) = try render(SessionScripts.challengeTwoRightThreeWrong, name: name)
            XCTAssertTrue(lines.contains { $0.event == "new_record" }, "\(name): a record of 2 beats none")
        }
        _ = try render("0 open numbers/lesson\n1 key 7\n5 back\n", name: "lesson")
        XCTAssertFalse(FileManager.default.fileExists(atPath: store), "no records file is made")
        XCTAssertEqual(try educat.run("records", "--json").output,
                       #"{"numbers": 0, "vowels": 0, "alphabet": 0, "syllables": 0}"# + "\n")
        XCTAssertEqual(try educat.run("history", "--activities").output, "No activities yet.\n")
        let help = try educat.run("render", "--help").output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(help.contains("--store <path> Keep the session's games, records and activities in this records file, "
                                    + "as a child's play (default: nothing is kept)."), help)
    }

    func testSameSeedRendersTheSameSamples() throws {
        let script = "0 open alphabet/game\n0.2 ask\n1.5 wrong\n4 ask\n5 right\n"
        let first = try render(script, seed: 42, name: "a").audio
        let second = try render(script, seed: 42, name: "b").audio
        XCTAssertEqual(first, second)
    }

    func testTheStoryIsNarratedWordByWordThenTurnsItsPageAndChangesLanguageOnTheSamePage() throws {
        let (lines, audio) = try render("0 open story/book\n12 language\n13 end\n")
        let narrations = lines.filter { $0.event == "narrate" }
        XCTAssertEqual(narrations.first?.clip, "stories.pruna.ca.1")
        XCTAssertEqual(narrations.first?.t ?? -1, 0, accuracy: 1e-6, "narration starts on entry")
        let firstEnd = try XCTUnwrap(lines.first { $0.event == "clip_end" && $0.clip == "stories.pruna.ca.1" }?.t)
        XCTAssertEqual(narrations.dropFirst().first?.clip, "stories.pruna.ca.2")
        XCTAssertEqual(narrations.dropFirst().first?.t ?? 0, firstEnd + 1.5, accuracy: 0.02, "the page turns 1.5 s after")
        let words = lines.filter { $0.event == "word_highlighted" && $0.t < firstEnd }.map(\.index)
        XCTAssertEqual(words, Array(0..<11).map { $0 }, "each of page 1's eleven words, in order")
        let switched = try XCTUnwrap(narrations.last { $0.t >= 12 }?.clip)
        let before = try XCTUnwrap(narrations.last { $0.t < 12 }?.clip)
        XCTAssertEqual(switched, before.replacingOccurrences(of: ".ca.", with: ".es."), "same page, in Spanish")
        XCTAssertGreaterThan(rms(audio, from: 12.05, seconds: 0.2), 0.01, "the Spanish narration sounds at once")
    }

    /// The voice clips a challenge's help plays under `settings`.
    private func challengeHelp(_ path: String, settings: String) throws -> [String] {
        let game = try RenderedGame("0 open \(path)\n0.5 help\n", seed: 1, settings: settings, name: "help", in: folder,
                                    with: educat)
        return game.starts.filter { $0.t >= 0.5 && $0.bus == "voice" }.compactMap(\.clip)
    }

    func testAFifteenSecondChallengeWithFiveLivesSaysFifteenAndFiveInItsHelp() throws {
        let heard = try challengeHelp("numbers/challenge", settings: "[challenge]\nseconds = 15\nlives = 5\n")
        XCTAssertEqual(heard, ["help.challenge.intro.numbers", "help.challenge.you_have", "help.challenge.number.15",
                               "help.challenge.seconds", "help.challenge.number.5", "help.challenge.lives"])
    }

    func testOneLifeAndAHundredAndTwentyOneSecondsAreSaidInTheirOwnForms() throws {
        let heard = try challengeHelp("syllables/challenge", settings: "[challenge]\nseconds = 121\nlives = 1\n")
        XCTAssertEqual(heard, ["help.challenge.intro.syllables", "help.challenge.you_have", "help.challenge.number.100",
                               "help.challenge.number.21", "help.challenge.seconds", "help.challenge.life_number.1",
                               "help.challenge.life"])
    }

    func testTheDefaultChallengeKeepsItsWholeHelpClip() throws {
        XCTAssertEqual(try challengeHelp("vowels/challenge", settings: ""), ["help.vowels_challenge"])
    }

    func testHelpListsEveryScreenAndActionAScriptTakes() throws {
        let help = try educat.run("render", "--help").output.replacingOccurrences(of: "\n", with: " ")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for screen in ["memory/animals", "vehicles", "count", "story/names", "phrase/quick", "timer"] {
            XCTAssertTrue(help.contains(screen), "open \(screen) is listed")
        }
        for action in ["home", "next", "narration", "language", "story", "negate", "question", "adjust MINUTES"] {
            XCTAssertTrue(help.contains(action), "\(action) is listed")
        }
    }

    func testBadScriptNamesTheLine() throws {
        let script = folder.appendingPathComponent("bad.txt")
        try "0 open numbers/game\n1 jump\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try educat.run("render", script.path, "-o", folder.appendingPathComponent("x.wav").path)
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.errors.contains("bad.txt line 2: unknown action \"jump\""), run.errors)
    }

    func testCountAlongPlaysTheNumbersAndTheHintFromTheBank() throws {
        let lines = try render("0 open count\n0.5 key 1\n1.5 key 3\n5 key 2\n7 end\n", name: "count").lines
        XCTAssertEqual(lines.filter { $0.event == "clip_start" }.compactMap(\.clip), ["count.1", "count.hint", "count.2", "count.2"])
    }

    func testMemoryPlaysEveryCardWhileMemorizingThenItsHelp() throws {
        let lines = try render("0 open memory/animals\n11.5 help\n14 end\n", name: "memory").lines
        let clips = lines.filter { $0.event == "clip_start" }.compactMap(\.clip)
        XCTAssertEqual(clips.filter { $0.hasPrefix("memory.animals.") }.count, 16)
        XCTAssertEqual(clips.last, "help.memory_animals")
        // The phase starts when the session first sees the time: the render's first 10 ms step after opening.
        let ended = try XCTUnwrap(lines.first { $0.event == "memorize_ended" }?.t)
        XCTAssertGreaterThanOrEqual(ended, 10)
    }

    func testAScriptWithoutEndPlaysOnThroughTimedStepsTheBookTurnsEveryPageAndMemoryMemorizesEveryCard() throws {
        let book = try render("0 open story/book\n", name: "book").lines
        let narrations = book.filter { $0.event == "clip_start" && ($0.clip ?? "").hasPrefix("stories.pruna.ca.") }
        XCTAssertEqual(narrations.compactMap(\.clip), (1...8).map { "stories.pruna.ca.\($0)" }, "each page turned by itself")
        let memory = try render("0 open memory/animals\n", name: "cards").lines
        XCTAssertEqual(memory.filter { $0.event == "memory_card_shown" }.count, 16)
        XCTAssertTrue(memory.contains { $0.event == "memorize_ended" })
    }

    func testEveryMemorizeCardIsHeardToItsEndEvenWhenTheCardsOutlastTenSeconds() throws {
        let (lines, audio) = try render("0 open memory/vehicles\n18 end\n", name: "vehicles")
        let voice = lines.filter { $0.bus == "voice" && ($0.clip ?? "").hasPrefix("memory.vehicles.") }
        let starts = voice.filter { $0.event == "clip_start" }
        let ends = voice.filter { $0.event == "clip_end" }
        XCTAssertEqual(starts.count, 16)
        XCTAssertEqual(ends.count, 16, "no card is cut by the next")
        for (card, end) in zip(starts, ends) {
            XCTAssertEqual(card.clip, end.clip)
            XCTAssertGreaterThan(rms(audio, from: card.t, seconds: 0.1), 0.01, "\(card.clip ?? "") is heard")
        }
        for (end, next) in zip(ends, starts.dropFirst()) {
            XCTAssertGreaterThanOrEqual(next.t, end.t + 0.1 - 0.011, "a pause after \(end.clip ?? "")")
        }
        let ended = try XCTUnwrap(lines.first { $0.event == "memorize_ended" }?.t)
        XCTAssertGreaterThan(ended, 10, "the shipped vehicles need more than 10 s to be heard")
        XCTAssertEqual(ended, try XCTUnwrap(ends.last?.t), accuracy: 0.011, "the cards hide as the last one ends")
    }

    func testThePhraseBuilderSpeaksEachWordThenTheSentenceGaplessAndNegatesBeforeTheVerb() throws {
        let (lines, audio) = try render("0 open phrase/full\n0.5 key 1\n1.5 key 1\n2.5 key 1\n7 negate\n11 end\n", name: "phrase")
        let chosen = lines.filter { $0.event == "phrase_word" }
        XCTAssertEqual(chosen.map(\.item), ["phrase.subject.jo", "phrase.verb.vull", "phrase.complement.aigua"])
        XCTAssertEqual(chosen.map(\.t), [0.5, 1.5, 2.5])
        XCTAssertEqual(lines.filter { $0.event == "sentence_spoken" }.map(\.text), ["Jo vull aigua.", "Jo no vull aigua."])
        let starts = lines.filter { $0.event == "clip_start" && $0.bus == "voice" }
        let ends = lines.filter { $0.event == "clip_end" && $0.bus == "voice" }
        // Each word as chosen, then the sentence 0.3 s after the last one, then the negated sentence at 7 s.
        XCTAssertEqual(starts.compactMap(\.clip), ["phrase.subject.jo", "phrase.verb.vull", "phrase.complement.aigua",
                                                  "phrase.subject.jo", "phrase.verb.vull", "phrase.complement.aigua",
                                                  "phrase.subject.jo", "phrase.no", "phrase.verb.vull", "phrase.complement.aigua"])
        for sentence in [starts[3...5], starts[6...9]] {
            for (word, next) in zip(sentence, sentence.dropFirst()) {
                let end = try XCTUnwrap(ends.first { $0.clip == word.clip && $0.t >= word.t }?.t)
                XCTAssertEqual(next.t, end, accuracy: 1e-6, "\(next.clip ?? "") starts as \(word.clip ?? "") ends")
                XCTAssertGreaterThan(rms(audio, from: next.t, seconds: 0.15), 0.01, "\(next.clip ?? "") is heard")
            }
        }
        XCTAssertEqual(starts[6].t, 7, accuracy: 1e-6, "negating says the sentence again at once")
    }

    func testAOneMinuteTimerSaysHalfTimeAt30SecondsAndRingsAtOneMinuteFromItsStart() throws {
        let (lines, audio) = try render("0 open timer\n0.1 key 1\n0.2 adjust 1\n0.3 ask\n0.5 ask\n62 end\n", name: "timer")
        let half = try XCTUnwrap(lines.first { $0.event == "half_time" })
        XCTAssertEqual(half.t, 30.5, accuracy: 1e-6)
        XCTAssertEqual(lines.first { $0.event == "clip_start" && $0.clip == "timer.half" }?.t ?? 0, 30.5, accuracy: 1e-6)
        XCTAssertFalse(lines.contains { $0.event == "one_minute_left" }, "a one-minute timer has no last minute to announce")
        let alarms = lines.filter { $0.event == "timer_alarm" }
        XCTAssertEqual(alarms.count, 1)
        XCTAssertEqual(alarms.first?.t ?? 0, 60.5, accuracy: 1e-6)
        XCTAssertEqual(lines.first { $0.event == "clip_start" && $0.clip == "timer.alarm" }?.t ?? 0, 60.5, accuracy: 1e-6)
        XCTAssertEqual(lines.filter { $0.event == "timer_tick" }.map(\.seconds_left), (0..<60).reversed().map { $0 })
        XCTAssertLessThan(rms(audio, from: 60.4, seconds: 0.09), 0.001, "silence just before the alarm")
        XCTAssertGreaterThan(rms(audio, from: 60.5, seconds: 0.5), 0.01, "the alarm is heard")
    }

    func testAPauseOfFiveSecondsShiftsTheAlarmByFive() throws {
        let (lines, audio) = try render("0 open timer\n0.2 adjust 1\n0.3 ask\n0.5 ask\n10.5 ask\n15.5 ask\n67 end\n", name: "paused")
        XCTAssertEqual(lines.first { $0.event == "timer_paused" }?.seconds_left, 50)
        XCTAssertEqual(lines.first { $0.event == "half_time" }?.t ?? 0, 35.5, accuracy: 1e-6)
        XCTAssertEqual(lines.first { $0.event == "timer_alarm" }?.t ?? 0, 65.5, accuracy: 1e-6)
        XCTAssertLessThan(rms(audio, from: 60.5, seconds: 0.5), 0.001, "nothing where the alarm would have been")
        XCTAssertGreaterThan(rms(audio, from: 65.5, seconds: 0.5), 0.01)
    }
}
