@testable import Activities
import AudioEngine
import Foundation
import Lessons
@testable import SoundBank
import TOMLKit
import XCTest

/// What `bank record` does to a take, to a slow take of a word, and to a manifest.
final class RecordingTests: XCTestCase {
    private let rate = 22_050

    /// `seconds` of silence at `offset` (a microphone's DC), as mono samples.
    private func silence(_ seconds: Double, offset: Float = 0) -> [Float] {
        [Float](repeating: offset, count: Int(seconds * Double(rate)))
    }

    private func take(_ parts: [[Float]]) -> PCMBuffer {
        PCMBuffer(samples: parts.flatMap { $0 }, format: AudioFormat(sampleRate: rate, channels: 1))
    }

    func testATakeIsTrimmedCenteredFadedAndBroughtToTheTarget() throws {
        let voice = Signals.voice(seconds: 0.4, rate: rate, amplitude: 0.03).samples.map { $0 + 0.05 }
        let raw = take([silence(0.5, offset: 0.05), voice, silence(0.7, offset: 0.05)])
        let processed = try XCTUnwrap(TakeProcessing.process(raw))
        XCTAssertEqual(processed.buffer.duration, 0.4 + TakeProcessing.lead + TakeProcessing.tail, accuracy: 0.011)
        XCTAssertEqual(processed.buffer.format, raw.format)
        XCTAssertEqual(processed.loudness, Levelling.voiceTarget, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(Loudness.integrated(processed.buffer)), Levelling.voiceTarget, accuracy: 0.5)
        XCTAssertLessThanOrEqual(try XCTUnwrap(Loudness.truePeak(processed.buffer)), TakeProcessing.truePeakCeiling)
        let samples = processed.buffer.samples
        XCTAssertEqual(samples.reduce(0, +) / Float(samples.count), 0, accuracy: 0.01, "the DC offset is gone")
        XCTAssertLessThan(abs(samples[0]), 0.001, "faded in")
        XCTAssertLessThanOrEqual(ClipAnalysis(processed.buffer).leadingSilence, TakeProcessing.lead + 0.005,
                                 "bank check finds no delay before the sound")
        XCTAssertLessThan(abs(samples[samples.count - 1]), 0.001, "faded out")
        XCTAssertEqual(Double(processed.kept.lowerBound) / Double(rate), 0.5 - TakeProcessing.lead, accuracy: 0.011)
    }

    func testAShortWordIsStoredAtTheTargetThoughShorterThanALoudnessBlock() throws {
        for seconds in [0.15, 0.25, 0.35] {
            let voice = Signals.voice(seconds: seconds, rate: rate, amplitude: 0.03).samples
            let processed = try XCTUnwrap(TakeProcessing.process(take([silence(0.5), voice, silence(0.7)])))
            let stored = try XCTUnwrap(Loudness.integrated(processed.buffer))
            XCTAssertEqual(stored, Levelling.voiceTarget, accuracy: 0.05, "a \(seconds) s word")
            XCTAssertEqual(processed.loudness, stored, accuracy: 0.001, "what it reports is what it stores")
        }
    }

    func testAPeakyTakeKeepsItsTruePeakUnderTheCeiling() throws {
        // A quiet voice with one loud click: bringing the voice to −20 LUFS would push the click over full scale.
        var voice = Signals.voice(seconds: 0.5, rate: rate, amplitude: 0.02).samples
        voice[voice.count / 2] = 0.9
        let processed = try XCTUnwrap(TakeProcessing.process(take([silence(0.2), voice, silence(0.2)])))
        XCTAssertLessThanOrEqual(try XCTUnwrap(Loudness.truePeak(processed.buffer)), TakeProcessing.truePeakCeiling)
        XCTAssertLessThan(processed.loudness, Levelling.voiceTarget - 1, "the peak, not the target, set the gain")
    }

    func testSilenceIsNoTake() {
        XCTAssertNil(TakeProcessing.process(take([silence(1)])))
    }

    func testTheGateEndsATakeAfterAPauseFollowingSpeech() {
        var gate = SpeechGate(format: AudioFormat(sampleRate: rate, channels: 1), silenceToStop: 0.5)
        gate.feed(silence(0.6))
        XCTAssertEqual(gate.state, .waiting)
        gate.feed(Signals.voice(seconds: 0.4, rate: rate).samples)
        XCTAssertEqual(gate.state, .speaking)
        XCTAssertGreaterThan(gate.level, -20)
        gate.feed(silence(0.3))
        XCTAssertEqual(gate.state, .speaking, "a short pause inside a word does not end it")
        gate.feed(silence(0.4))
        XCTAssertEqual(gate.state, .ended)
        XCTAssertEqual(Double(gate.endFrame ?? 0) / Double(rate), 0.6 + 0.4 + 0.5, accuracy: 0.02)
        XCTAssertFalse(gate.clipped)
    }

    func testTheLongestTakeCountsFromTheSpeech() {
        var gate = SpeechGate(format: AudioFormat(sampleRate: rate, channels: 1), longest: 1)
        gate.feed(silence(1.5))
        XCTAssertEqual(gate.state, .waiting, "waiting for someone to speak is not a long take")
        gate.feed(Signals.voice(seconds: 1.2, rate: rate).samples)
        XCTAssertEqual(gate.state, .ended)
        XCTAssertEqual(Double(gate.endFrame ?? 0) / Double(rate), 2.5, accuracy: 0.05)
    }

    func testASlowTakeIsCutAtItsPausesIntoTheWordsSyllables() throws {
        let syllable = Signals.voice(seconds: 0.25, rate: rate).samples
        let raw = take([silence(0.3), syllable, silence(0.3), syllable, silence(0.4), syllable, silence(0.3)])
        let cuts = PausedTake.cutFrames(in: raw).map { Double($0) / Double(rate) }
        XCTAssertEqual(cuts.count, 2)
        XCTAssertEqual(cuts[0], 0.55 + 0.15, accuracy: 0.02, "the middle of the first pause")
        XCTAssertEqual(cuts[1], 1.1 + 0.2, accuracy: 0.02, "the middle of the second pause")
        let pieces = try PausedTake.syllables(of: raw, count: 3).get()
        XCTAssertEqual(pieces.count, 3)
        for piece in pieces { XCTAssertEqual(piece.buffer.duration, 0.25 + TakeProcessing.lead + TakeProcessing.tail, accuracy: 0.021) }
        XCTAssertEqual(PausedTake.syllables(of: raw, count: 4).failureValue, PausedTake.Mismatch(heard: 3, expected: 4))
    }

    func testABankFolderUnderAFileIsRefusedNamingTheFile() throws {
        let file = try BankFixtures.temporaryFolder(self) + "/plain"
        try Data().write(to: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try BankRecorder(folder: file + "/mine", fallback: BankFixtures.catalan, language: "ca")) {
            XCTAssertEqual("\($0)", "cannot write \(file)/mine: \(file) is a file, not a folder")
        }
    }

    func testAManifestThatIsALinkIsWrittenWhereItPointsAndTheLinkKept() throws {
        let root = try BankFixtures.temporaryFolder(self)
        let folder = root + "/mine"
        _ = try BankRecorder(folder: root + "/shared", fallback: BankFixtures.catalan, language: "ca")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/bank.toml", withDestinationPath: "../shared/bank.toml")
        let recorder = try BankRecorder(folder: folder, fallback: BankFixtures.catalan, language: "ca")
        XCTAssertFalse(recorder.created)
        let item = try XCTUnwrap(try RecordingItem.plan(try Bank.load(from: folder), selecting: ["alphabet.b"]).first)
        try recorder.store(try XCTUnwrap(TakeProcessing.process(Signals.voice(seconds: 0.3, rate: rate))), for: item)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/bank.toml"), "../shared/bank.toml")
        XCTAssertTrue(try String(contentsOfFile: root + "/shared/bank.toml", encoding: .utf8).contains("alphabet/b.flac"))
    }

    func testARecordedItemOverridesTheFallbackAndAReplacedTakeWaitsUntilTheBankChecksClean() throws {
        let folder = try BankFixtures.temporaryFolder(self) + "/mine"
        let fallback = try Bank.load(from: BankFixtures.catalan)
        let plan = try RecordingItem.plan(fallback, selecting: ["alphabet.b", "praise.2", "words.casa"])
        XCTAssertEqual(plan.map(\.name), ["alphabet.b", "praise.2", "words.casa"])
        XCTAssertEqual(plan[0].text, "be")
        XCTAssertThrowsError(try RecordingItem.plan(fallback, selecting: ["alfabet"]))
        let recorder = try BankRecorder(folder: folder, fallback: BankFixtures.catalan, language: "ca")
        XCTAssertTrue(recorder.created)
        let first = try XCTUnwrap(TakeProcessing.process(Signals.voice(seconds: 0.3, rate: rate)))
        let second = try XCTUnwrap(TakeProcessing.process(Signals.voice(seconds: 0.5, rate: rate)))
        for item in plan { try recorder.store(first, for: item, syllables: item.name == "words.casa" ? [first, first] : []) }
        try recorder.store(second, for: plan[0])
        XCTAssertEqual(recorder.keptTakes.count, 1, "the first take of b is kept aside")
        XCTAssertEqual(try SoundFile.read(recorder.keptTakes.map { folder + "/" + $0 }[0]).frameCount, first.buffer.frameCount)
        let bank = try Bank.load(from: folder)
        XCTAssertEqual(bank.items[.alphabet]?.count, 26)
        XCTAssertEqual(bank.items[.alphabet]?[1].clip.path, folder + "/alphabet/b.flac")
        XCTAssertEqual(try SoundFile.read(folder + "/alphabet/b.flac").frameCount, second.buffer.frameCount)
        XCTAssertEqual(bank.items[.alphabet]?[2].clip.path, fallback.items[.alphabet]?[2].clip.path)
        XCTAssertEqual(bank.groups["praise"]?.map(\.path), fallback.groups["praise"].map { praise in
            praise.indices.map { $0 == 1 ? folder + "/praise/2.flac" : praise[$0].path }
        }, "the one member recorded takes its place among the fallback's")
        let casa = try XCTUnwrap(bank.words.first { $0.word == "casa" })
        XCTAssertEqual(casa.syllableClips.map(\.relativePath), ["words/casa.1.flac", "words/casa.2.flac"])
        XCTAssertEqual(bank.words.count, fallback.words.count)
        XCTAssertEqual(BankChecker().check(folder: folder).errors, [])
        try recorder.discardKeptTakes()
        XCTAssertEqual(recorder.keptTakes, [])
    }

    func testAClipOfEveryOtherKindOverridesThatOneItemAndTheBankChecksClean() throws {
        let folder = try BankFixtures.temporaryFolder(self) + "/kinds"
        let fallback = try Bank.load(from: BankFixtures.catalan)
        let names = ["scold.3", "game_over.1", "help.records", "games.consolation", "memory.animals.1", "count.1", "count.hint",
                     "timer.half", "timer.activity.menjar"]
        let plan = try RecordingItem.plan(fallback, selecting: names)
        XCTAssertEqual(plan.map(\.name), names)
        XCTAssertEqual(plan.map(\.text), ["Uix, no és aquesta.", "S'ha acabat el joc!", "Aquests són els rècords de cada joc.",
                                          "La propera vegada!", "meu", "u", "Gairebé! Ara ve el", "Ja som a la meitat del temps.",
                                          "Menjar"], "what the manifest says each clip says; count.1 reuses the numbers' u")
        XCTAssertEqual(plan.map(\.file), ["scold/3.flac", "game_over/1.flac", "help/records.flac", "games/consolation.flac",
                                          "memory/animals/gat.flac", "count/1.flac", "count/hint.flac", "timer/half.flac",
                                          "timer/menjar.flac"])
        let recorder = try BankRecorder(folder: folder, fallback: BankFixtures.catalan, language: "ca")
        let take = try XCTUnwrap(TakeProcessing.process(Signals.voice(seconds: 0.4, rate: rate)))
        for item in plan { try recorder.store(take, for: item) }
        // Twice: the second take of each replaces the first's entry instead of adding one.
        for item in plan { try recorder.store(take, for: item) }
        let bank = try Bank.load(from: folder)
        let own = { (clip: ClipRef?) in clip?.path.hasPrefix(folder + "/") == true }
        XCTAssertEqual(bank.groups["scold"]?.map(own), (0..<6).map { $0 == 2 })
        XCTAssertEqual(bank.groups["game_over"]?.map(own), [true])
        XCTAssertEqual(Screen.helpTable.filter { own(bank.help[$0]) }, [.records])
        XCTAssertEqual(bank.help.count, fallback.help.count)
        XCTAssertEqual(GameVoice.allCases.filter { own(bank.games[$0]) }, [.consolation])
        XCTAssertEqual(bank.memory["animals"]?.map { own($0.clip) }, (0..<8).map { $0 == 0 })
        XCTAssertEqual(bank.memory["animals"]?.map(\.key), fallback.memory["animals"]?.map(\.key))
        XCTAssertEqual(bank.memory["fruits"]?.count, 8)
        XCTAssertEqual(bank.countAlong?.numbers.map { own($0.clip) }, (0..<10).map { $0 == 0 })
        XCTAssertTrue(own(bank.countAlong?.hint))
        XCTAssertTrue(own(bank.timer?.half))
        XCTAssertFalse(own(bank.timer?.minute))
        XCTAssertEqual(bank.timer?.activities.map { own($0.clip) }, fallback.timer?.activities.map { $0.id == "menjar" })
        XCTAssertEqual(bank.timer?.activities.first { $0.id == "menjar" }?.emoji, "🥣")
        let report = BankChecker().check(folder: folder)
        XCTAssertEqual(report.errors, [])
        XCTAssertEqual(report.problems.filter { $0.severity == .warning }.map(\.description), [])
        let text = try String(contentsOfFile: folder + "/" + Bank.manifestName, encoding: .utf8)
        for entry in ["{ key = \"3\", clip = \"scold/3.flac\", text = \"Uix, no és aquesta.\" }",
                      "records = { clip = \"help/records.flac\", text = \"Aquests són els rècords de cada joc.\" }",
                      "{ key = \"gat\", clip = \"memory/animals/gat.flac\", text = \"meu\" }",
                      "hint = { clip = \"count/hint.flac\", text = \"Gairebé! Ara ve el\" }"] {
            XCTAssertEqual(text.components(separatedBy: entry).count, 2, "\(entry) once in:\n\(text)")
        }
    }

    func testItemsAreListedInTheOrderTheBankListsTheirClips() throws {
        let bank = try Bank.load(from: BankFixtures.catalan)
        let listed = Dictionary(bank.clips.enumerated().map { ($1.name, $0) }) { first, _ in first }
        // A kind's help screen is recorded with the kind (`help.rhymes` among the rhymes) but listed with the help.
        let places = try RecordingItem.plan(bank, selecting: []).filter { !$0.name.hasPrefix("help.") || $0.section == "help" }
            .map { item in (item.name, try XCTUnwrap(listed[item.name], "\(item.name) is a clip")) }
        XCTAssertGreaterThan(places.count, 200, "the whole bank, not a part")
        for (before, after) in zip(places, places.dropFirst()) where after.1 < before.1 {
            XCTFail("\(after.0) is recorded after \(before.0) but listed before it")
        }
    }

    func testANameThatIsNoKindOrClipIsRefusedWithWhatItLooksLike() throws {
        let fallback = try Bank.load(from: BankFixtures.catalan)
        XCTAssertThrowsError(try RecordingItem.plan(fallback, selecting: ["praize"])) {
            XCTAssertTrue("\($0)".hasPrefix("'praize' is neither a section nor a clip of the bank; did you mean 'praise'?"), "\($0)")
        }
        XCTAssertThrowsError(try RecordingItem.plan(fallback, selecting: ["memory.animals.9"])) {
            XCTAssertTrue("\($0)".contains("sections: numbers, vowels, alphabet, praise, scold"), "\($0)")
        }
        XCTAssertThrowsError(try RecordingItem.plan(fallback, selecting: ["stories.pruna.ca.character"])) {
            XCTAssertTrue("\($0)".hasPrefix("'stories.pruna.ca.character' names clips bank record cannot record yet "
                                             + "(stories.pruna.ca.character.1"), "\($0)")
        }
        XCTAssertEqual(try RecordingItem.plan(fallback, selecting: ["memory.fruits"]).count, 8)
        XCTAssertEqual(try RecordingItem.plan(fallback, selecting: ["timer.activity"]).count, fallback.timer?.activities.count)
    }

    /// The four kinds told in their own sections: each clip by name with what it says, each section by `--items`.
    private let newKinds = ["stories.pruna.ca.3", "phrase.verb.vull", "phrase.complement.parc", "rhymes.gat", "rhymes.lead_in",
                            "help.challenge.you_have", "help.challenge.number.15", "help.challenge.intro.numbers"]

    func testStoryPagesPhraseWordsRhymesAndChallengePartsAreListedWithWhatTheySay() throws {
        let fallback = try Bank.load(from: BankFixtures.catalan)
        let plan = try RecordingItem.plan(fallback, selecting: newKinds)
        XCTAssertEqual(plan.map(\.name), newKinds)
        XCTAssertEqual(plan.map(\.text), ["La Pruna surt al jardí. Troba en Bru, el gos.", "vull", "al parc", "gat",
                                          "Quina paraula rima amb", "Tens", "quinze", "Repte de números!"])
        XCTAssertEqual(plan.map(\.file), ["stories/pruna/ca/3.flac", "phrase/verb/vull.flac", "phrase/complement/parc.flac",
                                          "rhymes/gat.flac", "rhymes/lead_in.flac", "help/challenge/you_have.flac",
                                          "help/challenge/number/15.flac", "help/challenge/intro/numbers.flac"])
        XCTAssertEqual(plan.map(\.section), ["stories", "phrase", "phrase", "rhymes", "rhymes", "challenge_help", "challenge_help",
                                             "challenge_help"])
        XCTAssertEqual(plan[2].emoji, "🌳")
        let folder = try BankFixtures.temporaryFolder(self)
        let words = ["../../fora", "sol", "col", "mar"].map { "{ word = \"\($0)\", clip = \"x.wav\" }" }
        try "language = \"ca\"\n[rhymes]\nwords = [\(words.joined(separator: ", "))]\n"
            .appending("sets = [{ word = \"sol\", rhyme = \"col\", others = [\"../../fora\", \"mar\"] }]\n")
            .write(toFile: folder + "/bank.toml", atomically: true, encoding: .utf8)
        let strange = try XCTUnwrap(Bank.loadReporting(from: folder).bank)
        let odd = try XCTUnwrap(try RecordingItem.plan(strange, selecting: ["rhymes.../../fora"]).first)
        XCTAssertTrue(odd.file.hasPrefix("rhymes/") && !odd.file.contains(".."), "a take stays in the bank's folder: \(odd.file)")
        for name in ["alphabet.../../fora", "alphabet./etc/x", "../x", "words...", "stories.pruna.ca.../../3"] {
            for file in [RecordingItem.relativePath(for: name), RecordingItem.nestedPath(for: name)] {
                let placed = URL(fileURLWithPath: folder + "/" + file).standardizedFileURL.path
                XCTAssertTrue(placed.hasPrefix(folder + "/") && !file.hasPrefix("/") && !file.split(separator: "/").contains(".."),
                              "\(name) is stored in the bank's folder, not at \(file)")
            }
        }
        XCTAssertEqual(RecordingItem.relativePath(for: "words.casa.2"), "words/casa.2.flac")
        let pages = fallback.stories.filter { $0.languages.contains("ca") }.map(\.pages.count).reduce(0, +)
        XCTAssertEqual(try RecordingItem.plan(fallback, selecting: ["stories"]).count, pages, "every page told in the bank's language")
        XCTAssertEqual(try RecordingItem.plan(fallback, selecting: ["stories.pruna"]).count, 8)
        XCTAssertEqual(try RecordingItem.plan(fallback, selecting: ["rhymes"]).map(\.name).suffix(2), ["rhymes.lead_in", "help.rhymes"])
        XCTAssertEqual(try RecordingItem.plan(fallback, selecting: ["rhymes"]).count, 18 + 2)
        let phrase = try XCTUnwrap(fallback.phrase)
        XCTAssertEqual(try RecordingItem.plan(fallback, selecting: ["phrase"]).count,
                       2 + phrase.subjects.count + phrase.verbs.count + phrase.complements.count + phrase.particles.count)
        let help = try XCTUnwrap(fallback.challengeHelp)
        XCTAssertEqual(try RecordingItem.plan(fallback, selecting: ["challenge_help"]).count, 4 + 5 + help.numbers.count + help.lifeNumbers.count)
        XCTAssertFalse(try RecordingItem.plan(fallback, selecting: ["help"]).contains { $0.section != "help" },
                       "the help screens, not the challenge help's 100-odd parts")
    }

    func testAStoryPageAPhraseWordARhymeAndAChallengePartEachOverrideThatOneItem() throws {
        let folder = try BankFixtures.temporaryFolder(self) + "/four"
        let fallback = try Bank.load(from: BankFixtures.catalan)
        let plan = try RecordingItem.plan(fallback, selecting: newKinds)
        let recorder = try BankRecorder(folder: folder, fallback: BankFixtures.catalan, language: "ca")
        let take = try XCTUnwrap(TakeProcessing.process(Signals.voice(seconds: 0.4, rate: rate)))
        // Twice: the second take of each replaces the first's entry instead of adding one.
        for item in plan + plan { try recorder.store(take, for: item) }
        let bank = try Bank.load(from: folder)
        let own = { (clip: ClipRef?) in clip?.path.hasPrefix(folder + "/") == true }
        for name in newKinds { XCTAssertEqual(bank.clip(named: name)?.clip.path, folder + "/" + RecordingItem.nestedPath(for: name), name) }

        let story = try XCTUnwrap(bank.stories.first { $0.id == "pruna" }), theirs = try XCTUnwrap(fallback.stories.first { $0.id == "pruna" })
        XCTAssertEqual(story.pages.count, 8)
        XCTAssertEqual(story.pages.map { own($0.narration["ca"]) }, (1...8).map { $0 == 3 })
        XCTAssertEqual(story.pages[2].narration["es"], theirs.pages[2].narration["es"], "the page's other languages stay")
        XCTAssertEqual(story.pages[2].objects, theirs.pages[2].objects, "and so do its objects")
        XCTAssertEqual(story.pages[2].text, theirs.pages[2].text)
        XCTAssertEqual(story.characters, theirs.characters)
        XCTAssertEqual(bank.stories.map(\.id), fallback.stories.map(\.id))
        XCTAssertEqual(try layer("stories.pruna.pages", of: bank).description, "overrides 3; 7 still from the fallback")

        let phrase = try XCTUnwrap(bank.phrase), theirPhrase = try XCTUnwrap(fallback.phrase)
        let parc = try XCTUnwrap(phrase.complements.first { $0.id == "parc" }), theirParc = try XCTUnwrap(theirPhrase.complements.first { $0.id == "parc" })
        XCTAssertTrue(own(parc.clip))
        XCTAssertEqual(parc.question, theirParc.question, "its rising form stays the fallback's")
        XCTAssertEqual(parc.word.questionClip, theirParc.word.questionClip)
        XCTAssertEqual(parc.emoji, "🌳")
        let vull = try XCTUnwrap(phrase.verbs.first { $0.id == "vull" })
        XCTAssertEqual(vull.next, theirPhrase.verbs.first { $0.id == "vull" }?.next, "the words that may follow it stay")
        XCTAssertEqual(phrase.verbs.map(\.id), theirPhrase.verbs.map(\.id))
        XCTAssertEqual(phrase.verbs.filter { own($0.clip) }.map(\.id), ["vull"])

        let rhymes = bank.clips.filter { $0.name.hasPrefix("rhymes.") }
        XCTAssertEqual(rhymes.map(\.name), fallback.clips.filter { $0.name.hasPrefix("rhymes.") }.map(\.name))
        XCTAssertEqual(rhymes.filter { own($0.clip) }.map(\.name), ["rhymes.gat", "rhymes.lead_in"])
        XCTAssertEqual(try layer("rhymes.words", of: bank).description, "overrides gat; 17 still from the fallback")

        let help = try XCTUnwrap(bank.challengeHelp), theirHelp = try XCTUnwrap(fallback.challengeHelp)
        XCTAssertEqual(help.numbers.map(\.key), theirHelp.numbers.map(\.key))
        XCTAssertEqual(help.numbers.filter { own($0.clip) }.map(\.key), ["15"])
        XCTAssertEqual([own(help.youHave), own(help.seconds), own(help.intro["numbers"]), own(help.intro["vowels"])],
                       [true, false, true, false])
        XCTAssertEqual(help.lifeNumbers, theirHelp.lifeNumbers)
        XCTAssertEqual(bank.clips.count, fallback.clips.count, "nothing added, nothing lost")

        let report = BankChecker().check(folder: folder)
        XCTAssertEqual(report.problems.map(\.description), [])
        let text = try String(contentsOfFile: folder + "/" + Bank.manifestName, encoding: .utf8)
        for entry in ["[[stories]]\nid = \"pruna\"\npages = [\n  { page = 3, text = { ca = \"La Pruna surt al jardí. Troba en Bru, el gos.\" }, "
                      + "narration = { ca = \"stories/pruna/ca/3.flac\" } },\n]",
                      "[[phrase.complements]]\nid = \"parc\"\ntext = \"al parc\"\nclip = \"phrase/complement/parc.flac\"\n",
                      "{ word = \"gat\", clip = \"rhymes/gat.flac\" }",
                      "lead_in = { clip = \"rhymes/lead_in.flac\", text = \"Quina paraula rima amb\" }",
                      "you_have = { clip = \"help/challenge/you_have.flac\", text = \"Tens\" }",
                      "{ key = \"15\", clip = \"help/challenge/number/15.flac\", text = \"quinze\" }",
                      "[challenge_help.intro]\nnumbers = { clip = \"help/challenge/intro/numbers.flac\", text = \"Repte de números!\" }"] {
            XCTAssertEqual(text.components(separatedBy: entry).count, 2, "\(entry) once in:\n\(text)")
        }
    }

    func testAChallengeHelpRecordedPartlyKeepsTheFallbacksOtherNumbersAndLifeForms() throws {
        let folder = try BankFixtures.temporaryFolder(self) + "/partly"
        let fallback = try Bank.load(from: BankFixtures.catalan)
        let theirs = try XCTUnwrap(fallback.challengeHelp)
        // Every intro and word, then a stop after three numbers: each part is given, but not every number.
        let plan = try RecordingItem.plan(fallback, selecting: ["challenge_help"]).prefix(4 + 5 + 3)
        let recorder = try BankRecorder(folder: folder, fallback: BankFixtures.catalan, language: "ca")
        let take = try XCTUnwrap(TakeProcessing.process(Signals.voice(seconds: 0.3, rate: rate)))
        for item in plan { try recorder.store(take, for: item) }
        let help = try XCTUnwrap(try Bank.load(from: folder).challengeHelp)
        XCTAssertEqual(help.numbers.map(\.key), theirs.numbers.map(\.key))
        XCTAssertEqual(help.numbers.filter { $0.clip.path.hasPrefix(folder + "/") }.count, 3)
        XCTAssertEqual(help.lifeNumbers, theirs.lifeNumbers, "the feminine forms stay the fallback's")
        XCTAssertTrue(help.youHave.path.hasPrefix(folder + "/"))
    }

    /// A bank folder over Catalan whose manifest has `sections`, with a voice in `x.wav`, and a recorder for it.
    private func handWritten(_ sections: String) throws -> (String, BankRecorder) {
        let folder = try BankFixtures.temporaryFolder(self)
        try SoundFile.write(Signals.voice(seconds: 0.4, rate: rate), to: folder + "/x.wav")
        try "language = \"ca\"\nfallback = \"\(BankFixtures.catalan)\"\n\(sections)"
            .write(toFile: folder + "/bank.toml", atomically: true, encoding: .utf8)
        return (folder, try BankRecorder(folder: folder, fallback: BankFixtures.catalan, language: "ca"))
    }

    private func record(_ names: [String], in folder: String, with recorder: BankRecorder) throws {
        let take = try XCTUnwrap(TakeProcessing.process(Signals.voice(seconds: 0.3, rate: rate)))
        for item in try RecordingItem.plan(try Bank.load(from: folder), selecting: names) { try recorder.store(take, for: item) }
    }

    func testRecordingAHandWrittenEntryChangesOnlyItsClipAndTextKeepingWhatElseItSays() throws {
        let (folder, recorder) = try handWritten("""
            [[phrase.subjects]]
            emoji = "👩‍🏫"
            verbs = ["vull"]
            id = "mestra"
            clip = "x.wav"
            text = "la mestra"

            [[timer.activities]]
            id = "menjar"
            gain = 0
            text = "menjar"
            emoji = "🥣"
            clip = "x.wav"

            [[words]]
            word = "casa"
            gain = -3.5
            syllables = ["ca", "sa"]
            count = 2
            clip = "x.wav"
            syllable_clips = ["x.wav", "x.wav"]
            display = "🏠"

            """)
        try record(["phrase.subject.mestra", "timer.activity.menjar", "words.casa"], in: folder, with: recorder)
        let bank = try Bank.load(from: folder)
        let mestra = try XCTUnwrap(bank.phrase?.subjects.first { $0.id == "mestra" })
        XCTAssertEqual(mestra.clip.path, folder + "/phrase/subject/mestra.flac")
        XCTAssertEqual(mestra.emoji, "👩‍🏫")
        XCTAssertEqual(mestra.next, ["vull"], "it still leads to its verb")
        let menjar = try XCTUnwrap(bank.timer?.activities.first { $0.id == "menjar" })
        XCTAssertEqual(menjar.clip.path, folder + "/timer/menjar.flac")
        XCTAssertEqual(menjar.clip.gain, 0, "the gain the teacher fixed")
        XCTAssertEqual(bank.words.first { $0.word == "casa" }?.clip.gain, -3.5)
        XCTAssertEqual(BankChecker().check(folder: folder).errors, [])
    }

    func testANewSubjectThatLeadsNowhereIsReportedOnceLayered() throws {
        let (folder, _) = try handWritten("[[phrase.subjects]]\nid = \"mestra\"\ntext = \"la mestra\"\nclip = \"x.wav\"\n")
        XCTAssertEqual(Bank.loadReporting(from: folder).problems.filter { $0.severity == .error }.map { "\($0.kind) \($0.key ?? "")" },
                       ["missingKey phrase.subjects.mestra.verbs"])
    }

    func testRecordingAPageKeepsTheBanksOtherLanguagesOfItAndEditsAStoryOfItsOwnInPlace() throws {
        let (folder, recorder) = try handWritten("""
            [[stories]]
            id = "pruna"
            pages = [{ page = 3, text = { es = "Hola" }, narration = { es = "x.wav" } }]

            [[stories]]
            id = "meva"
            languages = ["ca"]
            title = { ca = "La meva" }
            pages = [
              { text = { ca = "U." }, narration = { ca = "x.wav" } },
              { text = { ca = "Dos." }, narration = { ca = "x.wav" }, timings = { ca = [0.0] } },
            ]

            """)
        try record(["stories.pruna.ca.3", "stories.meva.ca.2"], in: folder, with: recorder)
        let (bank, problems) = Bank.loadReporting(from: folder)
        XCTAssertEqual(problems.filter { $0.severity == .error }.map(\.description), [])
        let pruna = try XCTUnwrap(bank?.stories.first { $0.id == "pruna" }?.pages[2])
        XCTAssertEqual(pruna.narration["es"]?.path, folder + "/x.wav", "the bank's Spanish page stays")
        XCTAssertEqual(pruna.text["es"], "Hola")
        XCTAssertEqual(pruna.narration["ca"]?.path, folder + "/stories/pruna/ca/3.flac")
        let meva = try XCTUnwrap(bank?.stories.first { $0.id == "meva" })
        XCTAssertEqual(meva.pages.map { $0.narration["ca"]?.path }, [folder + "/x.wav", folder + "/stories/meva/ca/2.flac"])
        XCTAssertEqual(meva.pages.map { $0.text["ca"] }, ["U.", "Dos."])
        XCTAssertNil(meva.pages[1].timings["ca"], "the old narration's timings went with it")
    }

    func testTakesOfDifferentNamesNeverShareAFile() {
        for (one, other) in [("words.a/b", "words.a_b"), ("words..x", "words._.x"), ("words.", "words._"), ("words.%2Fb", "words./b")] {
            XCTAssertNotEqual(RecordingItem.relativePath(for: one), RecordingItem.relativePath(for: other))
            XCTAssertNotEqual(RecordingItem.nestedPath(for: one), RecordingItem.nestedPath(for: other))
        }
        XCTAssertEqual(RecordingItem.relativePath(for: "alphabet.b"), "alphabet/b.flac")
        XCTAssertEqual(RecordingItem.nestedPath(for: "help.challenge.you_have"), "help/challenge/you_have.flac")
    }

    /// An overlay's page of a story, rhyme or phrase word that matches nothing of the fallback's is warned about, as a
    /// letter is; a page cannot be added, so it is left out.
    func testAPageOrRhymeThatMatchesNothingInTheFallbackIsWarnedAbout() throws {
        let folder = try BankFixtures.temporaryFolder(self)
        try SoundFile.write(Signals.voice(seconds: 0.4, rate: rate), to: folder + "/x.wav")
        try """
            language = "ca"
            fallback = "\(BankFixtures.catalan)"
            [[stories]]
            id = "pruna"
            pages = [{ page = 12, narration = { ca = "x.wav" } }, { page = 2, narration = { ca = "x.wav", fr = "x.wav" } }]
            [[stories]]
            id = "prunna"
            pages = [{ page = 1, narration = { ca = "x.wav" } }]
            [rhymes]
            words = [{ word = "pilotta", clip = "x.wav" }]
            sets = [{ word = "pilotta", rhyme = "granota", others = ["sol", "lluny"] }]
            [[phrase.verbs]]
            id = "vulls"
            text = "vull"
            clip = "x.wav"

            """.write(toFile: folder + "/bank.toml", atomically: true, encoding: .utf8)
        let (bank, problems) = Bank.loadReporting(from: folder)
        // Each on the line that wrote it: a page on its story's `pages`, a story or a word on its own entry.
        XCTAssertEqual(Dictionary(problems.map { ($0.key ?? "", $0.line) }) { first, _ in first }, [
            "stories.pruna.pages.12": 5, "stories.pruna.pages.2": 5, "stories.prunna": 7, "phrase.verbs.vulls": 13,
            "rhymes.words.pilotta": 10, "rhymes.sets.pilotta": 11,
        ])
        XCTAssertEqual(problems.map { "\($0.severity) \($0.key ?? ""): \($0.message)" }.sorted(), [
            "warning stories.pruna.pages.12: '12' matches nothing in the fallback's stories.pruna.pages, so it is left out: "
                + "is it a typo? The fallback has 1, 2, 3, 4, 5, 6, 7, 8",
            "warning stories.pruna.pages.2: page 2 is told in 'fr', which the fallback's story 'pruna' is not told in (ca, es, en), "
                + "so that narration is never played",
            "warning stories.prunna: 'prunna' matches nothing in the fallback's stories, so it is left out; did you mean 'pruna'?",
            "warning phrase.verbs.vulls: 'vulls' matches nothing in the fallback's phrase.verbs, so it is added at the end instead "
                + "of replacing an item; did you mean 'vull'?",
            "warning phrase.verbs.vulls: no subject lists it and quick does not name it, so it is never offered",
            "warning rhymes.words.pilotta: 'pilotta' matches nothing in the fallback's rhymes.words, so it is added at the end "
                + "instead of replacing an item; did you mean 'pilota'?",
            "warning rhymes.sets.pilotta: 'pilotta' matches nothing in the fallback's rhymes.sets, so it is added at the end "
                + "instead of replacing an item; did you mean 'pilota'?",
            "error rhymes.sets.pilotta: names 'lluny', not among the section's words",
        ].sorted(), problems.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(bank?.stories.first { $0.id == "pruna" }?.pages.count, 8)
        XCTAssertEqual(bank?.stories.first { $0.id == "pruna" }?.pages[1].narration["ca"]?.path, folder + "/x.wav")
        XCTAssertEqual(bank?.clips.filter { $0.name.hasPrefix("rhymes.") }.count, 18 + 1 + 1, "pilotta added, and the lead-in")
        try """
            language = "ca"
            fallback = "\(BankFixtures.catalan)"
            [[stories]]
            id = "pruna"
            pages = [{ page = 2, narration = { ca = "x.wav" } }, { narration = { ca = "x.wav" }, text = { ca = "Hola" } }]

            """.write(toFile: folder + "/bank.toml", atomically: true, encoding: .utf8)
        XCTAssertEqual(Bank.loadReporting(from: folder).problems.map { "\($0.severity) \($0.key ?? ""): \($0.message)" },
                       ["error stories.pruna.pages: gives `page` to some pages and not to others: give every page its place in the "
                        + "fallback's story (page = 3) to override those pages, or none to tell a story of its own"])
    }

    private func layer(_ list: String, of bank: Bank) throws -> BankLayer {
        try XCTUnwrap(bank.layers.first { $0.list == list }, "no layer \(list) in \(bank.layers.map(\.list))")
    }

    func testAGroupTheBankGivesWholeHasItsMemberReplacedInPlace() throws {
        let whole = "language = \"ca\"\n[groups]\npraise = [\n  { clip = \"a.ogg\" },\n  { clip = \"b.ogg\" },\n]\n"
        var editor = ManifestEditor(text: whole, file: "bank.toml")
        try editor.setEntry(table: "groups", array: "praise", field: "key", value: "2", entry: "{ key = \"2\", clip = \"praise/2.flac\" }",
                            unkeyed: (1, "{ clip = \"praise/2.flac\" }"))
        XCTAssertEqual(try TOMLTable(string: editor.text)["groups"]?["praise"]?.array?.compactMap { $0.table?["clip"]?.string },
                       ["a.ogg", "praise/2.flac"])
        let folder = try BankFixtures.temporaryFolder(self)
        try "language = \"ca\"\nfallback = \"\(BankFixtures.catalan)\"\n[groups]\npraise = [{ key = \"1\", clip = \"x.ogg\" }, { clip = \"y.ogg\" }]\n"
            .write(toFile: folder + "/bank.toml", atomically: true, encoding: .utf8)
        XCTAssertTrue(BankChecker().check(folder: folder).errors.contains {
            $0.description.contains("gives `key` to some entries and not to others")
        })
    }

    private let manifest = """
        # A teacher's bank: her own comment.
        language = "ca"
        fallback = "../ca"

        [items]
        # Letters she recorded.
        alphabet = [
          { key = "a", glyphs = ["A", "a"], clip = "alphabet/a.wav", text = "a" },  # the first one
          { key = "b", clip = "alphabet/b.wav" }
        ]

        [[words]]
        word = "sol"
        clip = "words/sol.wav"

        [[words]]
        word = "casa"
        clip = "words/casa.wav"
        """

    func testEditsReplaceAndAddEntriesKeepingEverythingElse() throws {
        var editor = ManifestEditor(text: manifest, file: "bank.toml")
        try editor.setEntry(table: "items", array: "alphabet", field: "key", value: "b", entry: "{ key = \"b\", clip = \"alphabet/b.flac\" }")
        try editor.setEntry(table: "items", array: "alphabet", field: "key", value: "c", entry: "{ key = \"c\", clip = \"alphabet/c.flac\" }")
        try editor.setEntry(table: "items", array: "numbers", field: "key", value: "3", entry: "{ key = \"3\", clip = \"numbers/3.flac\" }")
        try editor.setEntry(table: "groups", array: "praise", field: "clip", value: "praise/2.flac", entry: "{ clip = \"praise/2.flac\" }")
        try editor.setTable(array: "words", field: "word", value: "sol", lines: ["word = \"sol\"", "clip = \"words/sol.flac\""])
        try editor.setTable(array: "words", field: "word", value: "pa", lines: ["word = \"pa\"", "clip = \"words/pa.flac\""])
        let text = editor.text
        for kept in ["# A teacher's bank: her own comment.", "# Letters she recorded.", "# the first one", "fallback = \"../ca\""] {
            XCTAssertTrue(text.contains(kept), "\(kept) is kept:\n\(text)")
        }
        let table = try TOMLTable(string: text)
        let alphabet = try XCTUnwrap(table["items"]?["alphabet"]?.array).compactMap { $0.table?["clip"]?.string }
        XCTAssertEqual(alphabet, ["alphabet/a.wav", "alphabet/b.flac", "alphabet/c.flac"])
        XCTAssertEqual(table["items"]?["numbers"]?.array?.count, 1)
        XCTAssertEqual(table["groups"]?["praise"]?.array?.first?.table?["clip"]?.string, "praise/2.flac")
        let words = try XCTUnwrap(table["words"]?.array).compactMap { $0.table?["clip"]?.string }
        XCTAssertEqual(words, ["words/sol.flac", "words/casa.wav", "words/pa.flac"])
        // The same edit again changes nothing more.
        var again = editor
        try again.setEntry(table: "items", array: "alphabet", field: "key", value: "c", entry: "{ key = \"c\", clip = \"alphabet/c.flac\" }")
        XCTAssertEqual(again.text, text)
    }

    func testAnArrayOnOneLineTakesItsNewEntryAndAnEditThatWouldBreakTheManifestIsRefused() throws {
        var editor = ManifestEditor(text: "language = \"ca\"\n[items]\nalphabet = [{ key = \"a\", clip = \"a.wav\" }] # mine\n",
                                    file: "bank.toml")
        try editor.setEntry(table: "items", array: "alphabet", field: "key", value: "b", entry: "{ key = \"b\", clip = \"b.flac\" }")
        XCTAssertEqual(try TOMLTable(string: editor.text)["items"]?["alphabet"]?.array?.count, 2)
        XCTAssertTrue(editor.text.contains("# mine"))
        // A dotted key already defines the table: adding [items] would define it twice.
        let dotted = "language = \"ca\"\nitems.alphabet = [{ key = \"a\", clip = \"a.wav\" }]\n"
        var refused = ManifestEditor(text: dotted, file: "bank.toml")
        XCTAssertThrowsError(try refused.setEntry(table: "items", array: "alphabet", field: "key", value: "b", entry: "{ key = \"b\" }")) {
            XCTAssertTrue("\($0)".hasPrefix("bank.toml: editing it would break its TOML"), "\($0)")
        }
        XCTAssertEqual(refused.text, dotted)
    }

    func testANewManifestGetsTheTablesItLacks() throws {
        var editor = ManifestEditor(text: ManifestEditor.newManifest(language: "ca", name: "Mine", fallback: "../ca"), file: "bank.toml")
        try editor.setEntry(table: "items", array: "alphabet", field: "key", value: "a", entry: "{ key = \"a\", clip = \"alphabet/a.flac\" }")
        try editor.setEntry(table: "items", array: "alphabet", field: "key", value: "b", entry: "{ key = \"b\", clip = \"alphabet/b.flac\" }")
        let table = try TOMLTable(string: editor.text)
        XCTAssertEqual(table["fallback"]?.string, "../ca")
        XCTAssertEqual(table["items"]?["alphabet"]?.array?.count, 2)
    }
}

private extension Result {
    var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
