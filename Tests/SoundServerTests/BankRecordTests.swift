@testable import Activities
import AudioEngine
import EducatTestSupport
import Foundation
import SoundBank
import XCTest

/// `educat bank record` records from a real PulseAudio source: a null sink's monitor that `paplay` plays espeak-ng
/// speech into, as a microphone would hear a person.
final class BankRecordTests: XCTestCase {
    private var folder: URL!
    private let catalan = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("sounds/ca").path

    override func setUpWithError() throws {
        folder = try temporaryFolder()
        // The bundled bank has sections of the kinds in Sources/Activities, which the parser knows once registered.
        ActivityList.register()
    }

    /// espeak-ng saying `text` in Catalan, cut to its speech as `bank record` finds it.
    private func speech(_ text: String) throws -> PCMBuffer {
        let path = folder.appendingPathComponent("espeak-\(UUID().uuidString).wav").path
        try runTool(["espeak-ng", "-v", "ca", "-w", path, text])
        let buffer = try SoundFile.read(path)
        let range = try XCTUnwrap(TakeProcessing.speech(in: buffer.samples, format: buffer.format))
        return PCMBuffer(samples: Array(buffer.samples[range]), format: buffer.format)
    }

    /// One file of the parts, each followed by its seconds of silence.
    private func feed(_ parts: [(PCMBuffer, Double)], leading: Double = 0.5) throws -> String {
        let format = parts[0].0.format
        var samples = [Float](repeating: 0, count: format.frames(seconds: leading))
        for (part, silence) in parts { samples += part.samples + [Float](repeating: 0, count: format.frames(seconds: silence)) }
        let path = folder.appendingPathComponent("feed-\(UUID().uuidString).wav").path
        try SoundFile.write(PCMBuffer(samples: samples, format: format), to: path)
        return path
    }

    private func runTool(_ arguments: [String], environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, arguments.joined(separator: " "))
    }

    /// Runs `bank record` on the monitor of a sink of its own while `paplay` plays `feed` there once the recorder
    /// listens; its exit status and output.
    private func record(_ bank: String, _ arguments: [String], feed: String) throws -> (status: Int32, output: [String], errors: String) {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("paplay", "espeak-ng")
        let sink = try ExtraSink(name: "educat_record_\(UUID().uuidString.prefix(8))")
        let command = try LiveCommand(["bank", "record", bank] + arguments
                                      + ["--yes", "--device", "\(sink.name).monitor", "--fallback", catalan, "--wait", "30"],
                                      folder: folder)
        XCTAssertTrue(waitUntil(20) { command.output.contains { $0.contains(": say ") } }, command.errors)
        try runTool(["paplay", "-d", sink.name, feed])
        let status = command.finish()
        return (status, command.output, command.errors)
    }

    func testThreeLettersRecordedIntoANewFolderOverTheBundledBank() throws {
        let letters = try [("a", "a"), ("b", "be"), ("c", "ce")].map { ($0.0, try speech($0.1)) }
        let bank = folder.appendingPathComponent("teacher").path
        let run = try record(bank, letters.map { "alphabet.\($0.0)" }, feed: try feed(letters.map { ($0.1, 1.6) }))
        XCTAssertEqual(run.status, 0, run.output.joined(separator: "\n") + run.errors)
        XCTAssertTrue(run.output.contains { $0.hasPrefix("recording from educat_record_") && $0.hasSuffix(".monitor at 22050 Hz, mono") },
                      run.output.joined(separator: "\n"))
        for (key, said) in letters {
            let stored = try SoundFile.read("\(bank)/alphabet/\(key).flac")
            let loudness = try XCTUnwrap(Loudness.integrated(stored)), peak = try XCTUnwrap(Loudness.truePeak(stored))
            print(String(format: "alphabet.%@: said %.3f s, stored %.3f s, %.2f LUFS, %.2f dBTP", key, said.duration,
                         stored.duration, loudness, peak))
            XCTAssertEqual(stored.format, AudioFormat(sampleRate: 22_050, channels: 1), "the bank's rate")
            XCTAssertEqual(stored.duration, said.duration + TakeProcessing.lead + TakeProcessing.tail, accuracy: 0.04)
            XCTAssertEqual(loudness, Levelling.voiceTarget, accuracy: 1)
            XCTAssertLessThanOrEqual(peak, TakeProcessing.truePeakCeiling + 0.05)
        }
        XCTAssertTrue(run.output.contains("bank check: no problems"), run.output.joined(separator: "\n"))
        let loaded = try Bank.load(from: bank)
        let alphabet = try XCTUnwrap(loaded.items[.alphabet])
        XCTAssertEqual(alphabet.count, 26)
        XCTAssertEqual(alphabet.filter { $0.clip.path.hasPrefix(bank + "/") }.map(\.key), ["a", "b", "c"])
        XCTAssertEqual(alphabet.filter { !$0.clip.path.hasPrefix(bank + "/") }.count, 23)

        // Recorded again: the first take waits in .takes/ until the bank checks clean, then is let go.
        let again = try record(bank, ["alphabet.a"], feed: try feed([(letters[0].1, 1.6)]))
        XCTAssertEqual(again.status, 0, again.output.joined(separator: "\n") + again.errors)
        XCTAssertTrue(again.output.contains("the bank checks clean: 1 replaced take let go"), again.output.joined(separator: "\n"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: bank + "/" + BankRecorder.keptFolder))
        XCTAssertEqual(try Bank.load(from: bank).items[.alphabet]?.filter { $0.clip.path.hasPrefix(bank + "/") }.count, 3)
    }

    /// The seconds that sound (above −60 dBFS) in what `educat play NAME -o` renders from `bank`: the clip the bank
    /// plays under that name, trimmed and levelled as every player hears it.
    private func rendered(_ name: String, from bank: String) throws -> Double {
        let output = folder.appendingPathComponent("render-\(UUID().uuidString).wav").path
        let run = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path])
            .run("play", "--bank", bank, "-o", output, name)
        XCTAssertEqual(run.status, 0, run.errors)
        let audio = try SoundFile.read(output)
        let loud = (0..<audio.frameCount).filter { abs(audio.samples[$0 * audio.format.channels]) > 0.001 }
        return audio.format.seconds(frames: (loud.last ?? 0) - (loud.first ?? 0))
    }

    /// Records `kinds` in one run into a new folder named `name`, said by espeak-ng into the source, and checks each:
    /// shown with what its clip says, stored normalized and trimmed, written as an override of that one item of the
    /// fallback, and played by a render of its name; the folder's path, the bank loaded from it and its manifest.
    private func recordEach(_ kinds: [(name: String, text: String, file: String)],
                            into name: String) throws -> (folder: String, bank: Bank, manifest: String) {
        let said = try kinds.map { try speech($0.text) }
        let bank = folder.appendingPathComponent(name).path
        let run = try record(bank, kinds.map(\.name), feed: try feed(said.map { ($0, 1.6) }))
        let log = run.output.joined(separator: "\n") + run.errors
        XCTAssertEqual(run.status, 0, log)
        let loaded = try Bank.load(from: bank)
        for ((name, text, file), speech) in zip(kinds, said) {
            XCTAssertTrue(run.output.contains("\(name): say \"\(text)\""), "\(name) shows what its clip says:\n\(log)")
            let stored = try SoundFile.read(bank + "/" + file)
            let loudness = try XCTUnwrap(Loudness.integrated(stored)), peak = try XCTUnwrap(Loudness.truePeak(stored))
            let played = try rendered(name, from: bank)
            let before = try rendered(name, from: catalan)
            print(String(format: "%@: said %.3f s, stored %.3f s, %.2f LUFS, %.2f dBTP; rendered %.3f s (the fallback's %.3f s)",
                         name, speech.duration, stored.duration, loudness, peak, played, before))
            XCTAssertEqual(stored.duration, speech.duration + TakeProcessing.lead + TakeProcessing.tail, accuracy: 0.04, name)
            XCTAssertEqual(loudness, Levelling.voiceTarget, accuracy: 0.5, name)
            XCTAssertLessThan(peak, -1, name)
            XCTAssertEqual(loaded.clip(named: name)?.clip.path, bank + "/" + file, name)
            XCTAssertEqual(played, stored.duration, accuracy: 0.06, "\(name): the render plays the recording")
            XCTAssertGreaterThan(abs(played - before), 0.06, "\(name): the fallback's clip is told apart by its length")
        }
        XCTAssertTrue(run.output.contains("bank check: no problems"), log)
        return (bank, loaded, try String(contentsOfFile: bank + "/" + Bank.manifestName, encoding: .utf8))
    }

    /// One clip of every other kind the bundled bank has, each recorded as an override of that one item.
    func testAClipOfEveryOtherKindIsRecordedAsAnOverrideOfThatItem() throws {
        let (_, loaded, manifest) = try recordEach([
            ("praise.2", "Fantàstic!", "praise/2.flac"),
            ("help.records", "Aquests són els rècords de cada joc.", "help/records.flac"),
            ("games.consolation", "La propera vegada!", "games/consolation.flac"),
            ("memory.animals.1", "meu", "memory/animals/gat.flac"),
            ("count.10", "deu", "count/10.flac"),
            ("count.hint", "Gairebé! Ara ve el", "count/hint.flac"),
            ("timer.half", "Ja som a la meitat del temps.", "timer/half.flac"),
            ("timer.activity.menjar", "Menjar", "timer/menjar.flac"),
        ], into: "kinds")
        let fallback = try Bank.load(from: catalan)
        XCTAssertEqual(loaded.groups["praise"]?.count, fallback.groups["praise"]?.count, "one member overridden, the rest kept")
        XCTAssertEqual(Memory.cards(in: loaded.sections[Memory.id])["animals"]?.map(\.key),
                       Memory.cards(in: fallback.sections[Memory.id])["animals"]?.map(\.key))
        XCTAssertEqual((loaded.sections[CountAlong.id] as? CountAlongSection)?.numbers.count, 10)
        XCTAssertEqual(loaded.timer?.activities.count, fallback.timer?.activities.count)
        for entry in ["{ key = \"2\", clip = \"praise/2.flac\", text = \"Fantàstic!\" }",
                      "records = { clip = \"help/records.flac\", text = \"Aquests són els rècords de cada joc.\" }",
                      "consolation = { clip = \"games/consolation.flac\", text = \"La propera vegada!\" }",
                      "{ key = \"gat\", clip = \"memory/animals/gat.flac\", text = \"meu\" }",
                      "{ key = \"10\", clip = \"count/10.flac\", text = \"deu\" }",
                      "hint = { clip = \"count/hint.flac\", text = \"Gairebé! Ara ve el\" }",
                      "half = { clip = \"timer/half.flac\", text = \"Ja som a la meitat del temps.\" }",
                      "[[timer.activities]]\nid = \"menjar\"\ntext = \"Menjar\"\nemoji = \"🥣\"\nclip = \"timer/menjar.flac\""] {
            XCTAssertTrue(manifest.contains(entry), "\(entry) in:\n\(manifest)")
        }
    }

    /// A story page, a phrase word, a rhyme and a part of the challenge help in one run: each plays from the folder,
    /// and every other page, word, rhyme and part still from the fallback.
    func testAStoryPageAPhraseWordARhymeAndAChallengePartAreRecordedOverTheFallback() throws {
        let page = "Una nit, la Pruna mira el cel. On és la lluna?"
        let (folder, loaded, manifest) = try recordEach([
            ("stories.pruna.ca.2", page, "stories/pruna/ca/2.flac"),
            ("phrase.complement.parc", "al parc", "phrase/complement/parc.flac"),
            ("rhymes.gat", "gat", "rhymes/gat.flac"),
            ("help.challenge.you_have", "Tens", "help/challenge/you_have.flac"),
        ], into: "four")
        let fallback = try Bank.load(from: catalan)
        let own = { (name: String) in loaded.clip(named: name)?.clip.path.hasPrefix(folder + "/") == true }
        XCTAssertEqual(loaded.clips.map(\.name), fallback.clips.map(\.name), "nothing added, nothing lost")
        // The stories' clips are listed right after the words, where the kind's section comes everywhere.
        XCTAssertEqual(loaded.clips.filter { own($0.name) }.map(\.name),
                       ["stories.pruna.ca.2", "help.challenge.you_have", "phrase.complement.parc", "rhymes.gat"])
        let story = try XCTUnwrap(loaded.stories.first { $0.id == "pruna" })
        XCTAssertEqual(story.pages[1].narration["es"], fallback.stories.first { $0.id == "pruna" }?.pages[1].narration["es"])
        XCTAssertEqual(loaded.phrase?.complements.first { $0.id == "parc" }?.question,
                       fallback.phrase?.complements.first { $0.id == "parc" }?.question, "the rising form stays the fallback's")
        for entry in ["{ page = 2, text = { ca = \"\(page)\" }, narration = { ca = \"stories/pruna/ca/2.flac\" } }",
                      "[[phrase.complements]]\nid = \"parc\"\ntext = \"al parc\"\nclip = \"phrase/complement/parc.flac\"\n",
                      "{ word = \"gat\", clip = \"rhymes/gat.flac\" }",
                      "you_have = { clip = \"help/challenge/you_have.flac\", text = \"Tens\" }"] {
            XCTAssertTrue(manifest.contains(entry), "\(entry) in:\n\(manifest)")
        }
    }

    func testASyllableWordIsCutFromOneSlowTake() throws {
        let syllables = try ["bi", "ci", "cle", "ta"].map(speech)
        let bank = folder.appendingPathComponent("words").path
        let pauses = [0.35, 0.4, 0.35, 1.6]
        let run = try record(bank, ["words.bicicleta"],
                             feed: try feed([(try speech("bicicleta"), 1.6)] + Array(zip(syllables, pauses))))
        XCTAssertEqual(run.status, 0, run.output.joined(separator: "\n") + run.errors)
        let cut = try XCTUnwrap(run.output.first { $0.contains("cut: bi | ") }, run.output.joined(separator: "\n"))
        // The cuts fall in the pauses: one syllable, then half a pause, per cut, from the take's first speech.
        let times = cut.split(separator: "|").compactMap { Double($0.trimmingCharacters(in: .whitespaces).dropLast(2)) }
        XCTAssertEqual(times.count, 3, cut)
        let loaded = try Bank.load(from: bank)
        let word = try XCTUnwrap(loaded.words.first { $0.word == "bicicleta" })
        XCTAssertEqual(word.syllableClips.map(\.relativePath), (1...4).map { "words/bicicleta.\($0).flac" })
        XCTAssertTrue(word.clip.path.hasPrefix(bank + "/"))
        var expectedStart = times.first.map { $0 - pauses[0] / 2 - syllables[0].duration } ?? 0
        for (index, time) in times.enumerated() {
            expectedStart += syllables[index].duration + pauses[index] / 2
            XCTAssertEqual(time, expectedStart, accuracy: 0.05, "cut \(index + 1) is in the middle of its pause")
            expectedStart += pauses[index] / 2
        }
        for (clip, said) in zip(word.syllableClips, syllables) {
            let stored = try SoundFile.read(clip.path)
            XCTAssertEqual(stored.duration, said.duration + TakeProcessing.lead + TakeProcessing.tail, accuracy: 0.05, clip.relativePath)
            XCTAssertEqual(try XCTUnwrap(Loudness.integrated(stored)), Levelling.voiceTarget, accuracy: 1, clip.relativePath)
        }
        XCTAssertTrue(run.output.contains("bank check: no problems"), run.output.joined(separator: "\n"))
    }

    /// On a terminal: the text big, the meter while it listens, the take measured and played back, Enter keeps it.
    func testOnATerminalATakeIsShownMeasuredAndKeptWithEnter() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("paplay", "espeak-ng", "tmux")
        let sink = try ExtraSink(name: "educat_record_\(UUID().uuidString.prefix(8))")
        let feed = try feed([(try speech("be"), 1.5)])
        let bank = folder.appendingPathComponent("screen").path
        let session = try TmuxSession(name: "bankrecordscreen")
        defer { session.stop() }
        try session.start("$EDUCAT bank record \(bank) alphabet.b --device \(sink.name).monitor --fallback \(catalan)")
        let listening = session.waitForScreen(timeout: 15) { $0.contains("listening") }
        XCTAssertTrue(listening.contains("alphabet.b  1/1"), listening)
        XCTAssertTrue(listening.contains("Say: be"), listening)
        XCTAssertTrue(listening.contains("█"), "the text in the block font:\n\(listening)")
        XCTAssertTrue(listening.contains(" dB"), "the level meter:\n\(listening)")
        try runTool(["paplay", "-d", sink.name, feed])
        let review = session.waitForScreen(timeout: 10) { $0.contains("Enter keep") }
        XCTAssertTrue(review.contains("LUFS, true peak"), review)
        try session.send("Enter")
        let done = session.waitForScreen(timeout: 60) { $0.contains("bank check:") }
        XCTAssertTrue(done.contains("bank check: no problems"), done)
        XCTAssertEqual(try Bank.load(from: bank).items[.alphabet]?[1].clip.path, bank + "/alphabet/b.flac")
    }

    /// The keys on a terminal, step by step with real speech: r records again before anything is written, Enter
    /// keeps, s skips without writing, ← goes back, a kept item recorded again puts its first take in .takes/, and
    /// q leaves with what was kept.
    func testOnATerminalRedoKeepSkipBackAndQuitWriteOnlyWhatWasKept() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("paplay", "espeak-ng", "tmux")
        let sink = try ExtraSink(name: "educat_record_\(UUID().uuidString.prefix(8))")
        let short = try feed([(try speech("a"), 1.5)]), long = try feed([(try speech("aaa a"), 1.5)])
        let bank = folder.appendingPathComponent("keys").path
        let manifest = bank + "/" + Bank.manifestName
        let session = try TmuxSession(name: "bankrecordkeys")
        defer { session.stop() }
        try session.start("$EDUCAT bank record \(bank) alphabet.a alphabet.b alphabet.c --device \(sink.name).monitor "
                          + "--fallback \(catalan); echo exit $?")
        let listening = { (position: String) in
            session.waitForScreen(timeout: 15) { $0.contains("alphabet.\(position)") && $0.contains("listening") && !$0.contains("Enter keep") }
        }
        let ownLetters = { () throws -> [String] in
            try Bank.load(from: bank).items[.alphabet]?.filter { $0.clip.path.hasPrefix(bank + "/") }.map(\.key) ?? []
        }
        XCTAssertTrue(listening("a  1/3").contains("Say: a"))
        try runTool(["paplay", "-d", sink.name, short])
        XCTAssertTrue(session.waitForScreen(timeout: 10) { $0.contains("Enter keep") }.contains("LUFS"))
        try session.send("r")
        XCTAssertTrue(listening("a  1/3").contains("alphabet.a  1/3"), "r asks for the same item again")
        XCTAssertFalse(FileManager.default.fileExists(atPath: bank + "/alphabet/a.flac"), "a take redone is not written")
        XCTAssertEqual(try ownLetters(), [])

        try runTool(["paplay", "-d", sink.name, short])
        session.waitForScreen(timeout: 10) { $0.contains("Enter keep") }
        try session.send("Enter")
        XCTAssertTrue(listening("b  2/3").contains("Say: be"))
        let first = try SoundFile.read(bank + "/alphabet/a.flac")
        XCTAssertEqual(try ownLetters(), ["a"])

        try session.send("s")
        _ = listening("c  3/3")
        XCTAssertFalse(FileManager.default.fileExists(atPath: bank + "/alphabet/b.flac"), "a skipped item writes nothing")
        XCTAssertEqual(try ownLetters(), ["a"])
        let afterSkip = try String(contentsOfFile: manifest, encoding: .utf8)

        try session.send("Left")
        _ = listening("b  2/3")
        try session.send("Left")
        XCTAssertTrue(listening("a  1/3").contains("Say: a"), "← goes back one item at a time")
        XCTAssertEqual(try String(contentsOfFile: manifest, encoding: .utf8), afterSkip, "going back changes nothing")
        try runTool(["paplay", "-d", sink.name, long])
        session.waitForScreen(timeout: 10) { $0.contains("Enter keep") }
        try session.send("Enter")
        _ = listening("b  2/3")
        let kept = try XCTUnwrap(FileManager.default.enumerator(atPath: bank + "/" + BankRecorder.keptFolder)?.allObjects as? [String])
            .filter { $0.hasSuffix(".flac") }
        XCTAssertEqual(kept.count, 1, "the first take of a is kept aside: \(kept)")
        XCTAssertTrue(kept.first?.hasPrefix("alphabet/a.") == true, "\(kept)")
        let aside = try SoundFile.read(bank + "/" + BankRecorder.keptFolder + "/" + kept[0])
        XCTAssertEqual(aside.frameCount, first.frameCount, "the take aside is the first one")
        let second = try SoundFile.read(bank + "/alphabet/a.flac")
        XCTAssertGreaterThan(second.duration, first.duration + 0.2, "a.flac is the new, longer take")

        try session.send("q")
        let done = session.waitForScreen(timeout: 150) { $0.contains("exit ") }
        XCTAssertTrue(done.contains("exit 0"), done)
        XCTAssertTrue(done.contains("bank check: no problems"), done)
        XCTAssertTrue(done.contains("the bank checks clean: 1 replaced take let go"), done)
        XCTAssertEqual(try ownLetters(), ["a"], "quitting keeps what was kept, and only that")
        XCTAssertEqual(try SoundFile.read(bank + "/alphabet/a.flac").frameCount, second.frameCount)
        XCTAssertFalse(FileManager.default.fileExists(atPath: bank + "/alphabet/b.flac"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: bank + "/alphabet/c.flac"))
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "key = \"a\"").count, 2, "one entry for a:\n\(text)")
    }

    /// The word's picture is shown where emoji can be drawn; on the Linux console (TERM=linux) and with
    /// `[kiosk] emoji = false` it is left out, never drawn as tofu: the word itself is big above it.
    func testTheRecorderShowsAWordsPictureOnlyWhereEmojiCanBeDrawn() throws {
        _ = try PulseTestEnvironment.requireServer()
        try PulseTestEnvironment.requireTools("tmux")
        let sink = try ExtraSink(name: "educat_record_\(UUID().uuidString.prefix(8))")
        let config = folder.appendingPathComponent("no-emoji.toml")
        try "[kiosk]\nemoji = false\n".write(to: config, atomically: true, encoding: .utf8)
        for (term, extra, pictured) in [("xterm-256color", "", true), ("linux", "", false),
                                        ("xterm-256color", " --config \(config.path)", false)] {
            let session = try TmuxSession(name: "bankrecordemoji\(term.prefix(5))\(extra.isEmpty)")
            defer { session.stop() }
            try session.start("$EDUCAT bank record \(folder.appendingPathComponent("emoji").path) words.casa"
                              + " --device \(sink.name).monitor --fallback \(catalan)\(extra)", environment: ["TERM": term])
            let listening = session.waitForScreen(timeout: 15) { $0.contains("listening") }
            XCTAssertTrue(listening.contains("words.casa  1/1") && listening.contains("█"), listening)
            XCTAssertEqual(listening.contains("🏠"), pictured, "TERM=\(term)\(extra):\n\(listening)")
            XCTAssertEqual(listening.unicodeScalars.contains { $0.value >= 0x1F000 }, pictured, "no other pictograph either")
            try session.send("q")
        }
    }

    func testAServerWithoutSourcesIsAClearFailure() throws {
        try XCTSkipIf(PulseTestEnvironment.onPipeWire, "the server is left without sources by unloading its PulseAudio null sink module")
        let server = try PrivatePulseServer.started(sink: "educat_record_none")
        try runTool(["pactl", "unload-module", "module-null-sink"], environment: server.environment)
        let run = try EducatBinary(scratch: folder, environment: server.environment)
            .run("bank", "record", folder.appendingPathComponent("none").path, "alphabet.a", "--yes", "--fallback", catalan)
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.errors.contains("has no capture source"), run.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("none").path), "nothing written")
    }

    func testACaptureWithoutAServerFailsAtOnceWithTheReason() throws {
        let started = Date()
        let missing = "unix:" + folder.appendingPathComponent("no-server").path
        XCTAssertThrowsError(try PulseCapture(source: nil, format: AudioFormat(sampleRate: 22_050, channels: 1), server: missing)) {
            XCTAssertTrue("\($0)".hasPrefix("no PulseAudio server reachable ("), "\($0)")
        }
        XCTAssertLessThan(-started.timeIntervalSinceNow, 2)
    }

    func testACaptureOfAMissingSourceNamesIt() throws {
        _ = try PulseTestEnvironment.requireServer()
        XCTAssertThrowsError(try PulseCapture(source: "no_such_mic", format: AudioFormat(sampleRate: 22_050, channels: 1))) {
            XCTAssertTrue("\($0)".hasPrefix("cannot record from the source 'no_such_mic': "), "\($0)")
        }
    }

    func testAnUnknownDeviceIsNamedWithTheSourcesThereAre() throws {
        _ = try PulseTestEnvironment.requireServer()
        let educat = try EducatBinary(scratch: folder)
        let run = try educat.run("bank", "record", folder.appendingPathComponent("x").path, "alphabet.a", "--yes",
                                 "--device", "no_such_mic", "--fallback", catalan)
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.errors.contains("no capture source 'no_such_mic'; the server has: "), run.errors)
        let list = try educat.run("bank", "record", folder.appendingPathComponent("x").path, "--list-devices")
        XCTAssertEqual(list.status, 0, list.errors)
        XCTAssertTrue(list.output.contains("\(PulseTestEnvironment.sink).monitor: "), list.output)
    }
}
