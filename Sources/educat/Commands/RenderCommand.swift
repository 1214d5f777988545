import ArgumentParser
import AudioEngine
import CommandSupport
import Conductor
import EducatApp
import Foundation
import Lessons
import Records

/// `educat render`: runs a scripted session on a virtual clock and writes its sound to a file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scripted session (keys with times) to a WAV or FLAC file.",
        discussion: """
            SCRIPT has one input per line, "SECONDS ACTION [ARG]", and # comments. Actions: open PATH \
            (main, numbers, numbers/lesson, numbers/game, numbers/challenge, the same for vowels, alphabet, \
            syllables, and letters, records, info, \
            \(ActivityCatalog.added.flatMap { $0.screens.map(\.path) }.joined(separator: ", "))), ask, repeat, key K, \
            right, wrong, back, home, help, end; on the story's book and the phrase builder next, previous; \
            on the book narration, language, story (the next one); on the phrase builder negate, question; \
            on the timer adjust MINUTES (negative to shorten). \
            Without "end" the render goes on until every sound but the music has ended and nothing is \
            due by itself (a page turn, a memorize card, a running timer). \
            The same seed gives the same session, sample for sample.
            """)

    @Argument(help: ArgumentHelp("The session script.", valueName: "script"))
    var script: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The .wav or .flac file to write.")
    var output: String

    @Option(help: "Seed of every random pick (questions, praise, scolding).")
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("Also write the session's events as JSON lines to this file.", valueName: "file.jsonl"))
    var events: String?

    @OptionGroup var bankOptions: BankOptions
    @OptionGroup var storeOptions: StoreOptions
    @OptionGroup var configOptions: ConfigOptions

    func validate() throws {
        guard ["wav", "flac"].contains(URL(fileURLWithPath: output).pathExtension.lowercased()) else {
            throw ValidationError("--output must name a .wav or .flac file.")
        }
    }

    func run() throws {
        let text: String
        do { text = try String(contentsOfFile: script, encoding: .utf8) } catch {
            throw ExitError("\(script): cannot be read (\(error.localizedDescription))")
        }
        let session = try SessionScript(text, name: script)
        let parts = Composition(settings: configOptions.load())
        let (settings, engine) = (parts.settings, parts.engine)
        // Music kept decoded as the kiosk keeps it: a render plays what the kiosk plays, from the same files.
        let decoded = DecodedClips.cache(waited: true)
        engine.clips.keepLongClips(in: decoded)
        // Refused before anything loads: a script whose last step lies past what the file can hold.
        if let last = session.steps.last {
            do {
                try FileRenderer.checkLength(Int64(engine.format.frames(seconds: last.time)), of: output, format: engine.format)
            } catch {
                throw ExitError("\(script) line \(last.line): \(error)")
            }
        }
        let library = try parts.bank(bankOptions.bank)
        let records = try parts.records(store: storeOptions.store, profileWithoutStore: settings.profile,
                                        date: { Date(timeIntervalSinceNow: $0) })
        let journal = records.journal
        let driver = parts.driver(playing: library, journal: journal, seed: seed, exactFrames: true)
        let renderer = try FileRenderer(mixer: engine.mixer, streamingTo: output)
        if settings.music, let music = library.music {
            engine.scheduler.play(music.clip, on: .music, loop: music.loop)
        }
        let log = ScriptRunner().run(session, driver: driver, renderer: renderer, observe: journal.observe)
        journal.close()
        let frames = try renderer.finish()
        decoded.waitForFills()
        if let events {
            try TextOutput.write(EventLogWriter.text(of: log, format: engine.format), to: events)
        }
        print(String(format: "wrote %@ (%.2f s)", output, engine.format.seconds(frames: Int(frames))))
        // The sound is written either way; a game that was not kept still fails the command.
        if let storeProblem = records.problem { throw ExitError("\(storeProblem); nothing from this session was saved") }
        if let unsaved = journal.firstUnsaved { throw ExitError(unsaved) }
    }
}
