import ArgumentParser
import AudioEngine
import CommandSupport
import EducatApp
import Foundation
import SoundBank
import TerminalUI

/// `educat bank record`: record a bank item by item through PulseAudio, each take trimmed, normalized and stored as an
/// override of the fallback bank.
struct BankRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a bank's items from a microphone, as overrides of its fallback bank.",
        discussion: """
            Shows each text big, counts down, records until a pause after the speech (or a key), and plays the take \
            back: Enter keeps it, r records it again, s skips the item, ← goes back one, q quits. Each kept take is \
            trimmed, freed of DC offset, faded at its edges, brought to −20 LUFS with its true peak under −1 dBTP and \
            stored as BANK/SECTION/KEY.flac at the bank's rate, and written into BANK/bank.toml (created over \
            --fallback when missing) as an override of that one item of the fallback: a letter, card, count-along or \
            challenge help number by its key, a group member by its place (key = "2"), a screen's help, a game's voice, \
            a timer activity, phrase word or challenge help word by name, a rhyme by its word, a story page's narration \
            in the bank's language by its story and page (page = 3); a take replaced is kept in BANK/.takes/ until the \
            bank checks clean. A syllable \
            word is recorded whole, then said slowly with a pause after each syllable and cut there (--syllables \
            each: one syllable at a time). With --yes nothing is asked: every take is kept as heard and not played \
            back, for scripts.
            """)

    @Argument(help: ArgumentHelp("The bank folder to record into (created when missing).", valueName: "bank"))
    var folder: String

    @Argument(help: ArgumentHelp("Clips to record by the names `bank list` shows (alphabet.b, words.casa, praise.2, "
                                 + "help.main, memory.animals.1, count.10, timer.activity.menjar, stories.pruna.ca.3, "
                                 + "phrase.verb.vull, rhymes.gat, help.challenge.you_have).", valueName: "key"))
    var keys: [String] = []

    @Option(help: ArgumentHelp("Sections to record, comma-separated: numbers, vowels, alphabet, a group (praise, scold, "
                               + "game_over, new_record, congratulations, info…), help, "
                               + Bank.recordableSections.joined(separator: ", ")
                               + " (or a list or entry of one: memory.animals, timer.activity, stories.pruna), "
                               + "challenge_help; default: every one, unless keys are named.", valueName: "sections"))
    var items: [String] = []

    @Option(help: ArgumentHelp("The capture source (see --list-devices; default: the server's default source).",
                               valueName: "source"))
    var device: String?

    @OptionGroup var configOptions: ConfigOptions

    @Flag(help: "List the capture sources and exit.")
    var listDevices = false

    @Option(help: ArgumentHelp("The bank a new folder falls back to (default: the bundled bank).", valueName: "bank"))
    var fallback: String?

    @Option(help: ArgumentHelp("How a word's syllables are recorded: paced (the word said slowly, cut at the pauses) "
                               + "or each (one take per syllable).", valueName: "mode"))
    var syllables: SyllableMode = .paced

    @Flag(help: "Keep every take without asking or playing it back (for scripts).")
    var yes = false

    @Option(help: ArgumentHelp("Seconds to wait for speech before an item is skipped (1 to 600).", valueName: "seconds"))
    var wait: Double = 20

    @Option(help: ArgumentHelp("Seconds of silence after speech that end a take (0.2 to 10).", valueName: "seconds"))
    var pause: Double = 0.8

    enum SyllableMode: String, ExpressibleByArgument, CaseIterable {
        case paced, each
    }

    func validate() throws {
        guard (1...600).contains(wait) else { throw ValidationError("--wait must be 1 to 600 seconds, not \(wait)") }
        guard (0.2...10).contains(pause) else { throw ValidationError("--pause must be 0.2 to 10 seconds, not \(pause)") }
        // An empty selection would mean every item: `--items ""` or `--items ,` must not record the whole bank.
        if let empty = items.first(where: { Self.sections(in: $0).isEmpty }) {
            throw ValidationError("--items \"\(Echo.excerpt(empty))\" names no section; give sections separated by commas, "
                                  + "e.g. --items alphabet,praise")
        }
        if device?.trimmingCharacters(in: .whitespaces).isEmpty == true {
            throw ValidationError("--device is empty; name a source that --list-devices shows")
        }
    }

    /// The sections one `--items` value names, `alphabet, praise` as `alphabet,praise`.
    private static func sections(in value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() throws {
        if listDevices {
            let sources = try Self.sources()
            say("sources (* default):")
            for source in sources.list {
                say("  \(source.name == sources.defaultName ? "*" : " ") \(source.name): \(source.description) (\(source.format))")
            }
            return
        }
        // What the command line names is checked before the sound server is asked for anything, and before any take.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw ExitError("\(folder): is a file, not a bank folder; name a folder to record into (created when missing)")
        }
        let manifest = folder + "/" + Bank.manifestName
        let exists = FileManager.default.fileExists(atPath: manifest)
        let fallbackFolder = fallback.map { BankLocator.resolve($0) } ?? BankLocator.defaultBankPath()
        if let fallback, !FileManager.default.fileExists(atPath: fallbackFolder + "/" + Bank.manifestName) {
            throw ExitError("--fallback \(Echo.excerpt(fallback)): no bank there (no \(Bank.manifestName) in \(fallbackFolder)); "
                            + "name a bank folder or an installed bank (ca, es, en)")
        }
        let bank: Bank
        do {
            bank = try Bank.load(from: exists ? folder : fallbackFolder)
        } catch {
            throw ExitError("\(error)")
        }
        if let fallback, exists, bank.fallback.map(BankLocator.realPath) != BankLocator.realPath(fallbackFolder) {
            Log.main.warning("""
                --fallback \(Echo.excerpt(fallback)) is not used: \(manifest) exists and names its own fallback \
                (\(bank.fallback ?? "none"))
                """)
        }
        let plan: [RecordingItem]
        do {
            plan = try RecordingItem.plan(bank, selecting: keys + items.flatMap(Self.sections))
        } catch {
            throw ExitError(error.description)
        }
        guard !plan.isEmpty else { throw ExitError("nothing to record: the bank has no recordable items") }
        let sources = try Self.sources()
        if let device, !sources.list.contains(where: { $0.name == device }) {
            throw ExitError("no capture source '\(Echo.excerpt(device))'; the server has: "
                            + sources.list.map(\.name).joined(separator: ", "))
        }
        let recorder: BankRecorder
        do {
            recorder = try BankRecorder(folder: folder, fallback: fallbackFolder, language: bank.language)
        } catch {
            throw ExitError("\(error)")
        }
        if recorder.created { say("created \(manifest) over \(fallbackFolder)") }
        let format = AudioFormat(sampleRate: Self.rate(of: plan), channels: 1)
        let capture: PulseCapture
        do {
            capture = try PulseCapture(source: device, format: format)
        } catch {
            throw ExitError("\(error)")
        }
        defer { capture.stop() }
        say("recording from \(capture.sourceName) at \(format.sampleRate) Hz, mono")
        let settings = TakeSettings(wait: wait, pause: pause, syllables: syllables)
        if yes {
            try ScriptedRecording(capture: capture, recorder: recorder, settings: settings).run(plan)
        } else {
            let emoji = Terminal.capabilities(environment: ProcessInfo.processInfo.environment, emoji: configOptions.load().emoji).emoji
            try InteractiveRecording(capture: capture, recorder: recorder, settings: settings, emoji: emoji).run(plan)
        }
        try finish(recorder)
    }

    /// Checks the bank; a clean bank lets go of the takes kept aside, one with errors keeps them and fails.
    private func finish(_ recorder: BankRecorder) throws {
        let report = BankChecker().check(folder: folder)
        report.problems.forEach { say("\($0)") }
        say("bank check: " + BankCheckCommand.summary(report.problems))
        let kept = recorder.keptTakes
        guard report.errors.isEmpty else {
            if !kept.isEmpty { say("the replaced takes stay in \(folder)/\(BankRecorder.keptFolder)") }
            throw ExitCode.failure
        }
        if !kept.isEmpty {
            try recorder.discardKeptTakes()
            say("the bank checks clean: \(kept.count) replaced take\(kept.count == 1 ? "" : "s") let go")
        }
    }

    /// The server's sources and default source; throws when there is no server or no source at all.
    private static func sources() throws -> (list: [PulseOutput.ServerProbe.Device], defaultName: String) {
        switch PulseOutput.probe(timeout: 5) {
        case .failure(let failure):
            throw ExitError("cannot record: \(failure.message)")
        case .success(let probe):
            guard !probe.sources.isEmpty else {
                throw ExitError("cannot record: the sound server (\(probe.kind) \(probe.version)) has no capture source; "
                                + "plug in a microphone, or check the server's input devices")
            }
            return (probe.sources, probe.defaultSource)
        }
    }

    /// The rate of the clip the first item replaces, which the bank's other clips most likely share; 48 kHz when
    /// none can be read.
    private static func rate(of plan: [RecordingItem]) -> Int {
        for item in plan {
            if let buffer = try? SoundFile.read(item.current.path) { return buffer.format.sampleRate }
        }
        return AudioFormat.standard.sampleRate
    }
}

/// How takes are captured, from the command's options.
struct TakeSettings {
    var wait: Double
    var pause: Double
    var syllables: BankRecordCommand.SyllableMode
}
