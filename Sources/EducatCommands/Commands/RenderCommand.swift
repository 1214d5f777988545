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
            The same seed gives the same session, sample for sample. \
            A scripted session is no child's play: its games, records and activities are kept only with --store, \
            in the records file it names (else a challenge starts with no record, and nothing is kept).
            """)

    @Argument(help: ArgumentHelp("The session script.", valueName: "script"))
    var script: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The .wav or .flac file to write.")
    var output: String

    @Option(help: "Seed of every random pick (questions, praise, scolding).")
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("Also write the session's events as JSON lines to this file.", valueName: "file.jsonl"))
    var events: String?

    @Option(help: ArgumentHelp("Also draw the screen as the window shows it after each line of the script, as "
                               + "NNN-SCREEN.png in this folder (and NNN-SCREEN.json: where each tap target is).",
                               valueName: "folder"))
    var screens: String?

    @Option(name: .customLong("screen-size"), help: ArgumentHelp("The screens' size in pixels.", valueName: "WIDTHxHEIGHT"))
    var screenSize = "800x480"

    @Option(help: ArgumentHelp("Keep the session's games, records and activities in this records file, as a child's "
                               + "play (default: nothing is kept).", valueName: "path"))
    var store: String?

    @OptionGroup var bankOptions: BankOptions
    @OptionGroup var configOptions: ConfigOptions

    func validate() throws {
        guard ["wav", "flac"].contains(URL(fileURLWithPath: output).pathExtension.lowercased()) else {
            throw ValidationError("--output must name a .wav or .flac file.")
        }
        guard pixels != nil else {
            throw ValidationError("--screen-size must be WIDTHxHEIGHT, from 320x240 to 7680x4320 (\"\(screenSize)\" is not).")
        }
    }

    /// `--screen-size` as numbers; nil when it is not a size a screen can have.
    private var pixels: (width: Int, height: Int)? {
        let parts = screenSize.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (320...7680).contains(width), (240...4320).contains(height) else { return nil }
        return (width, height)
    }

    func run() throws {
        let text: String
        do { text = try String(contentsOfFile: script, encoding: .utf8) } catch {
            throw ExitError("\(script): cannot be read (\(error.localizedDescription))")
        }
        var render = SessionRender(session: try SessionScript(text, name: script), name: script, output: output,
                                   settings: configOptions.load())
        render.bank = bankOptions.bank
        render.store = store
        render.seed = seed
        if let screens, let pixels {
            // The window's drawing (Pango, cairo) is educat-window's: this program has none.
            guard let write = Display.screenWriter else { return try Display.runWindowProgram(for: "--screens") }
            render.screens = SessionRender.Screens(folder: screens, width: pixels.width, height: pixels.height, write: write)
        }
        let outcome = try render.run()
        if let events {
            try TextOutput.write(EventLogWriter.text(of: outcome.log, format: outcome.format), to: events, inputs: [script])
        }
        print(String(format: "wrote %@ (%.2f s)", output, outcome.format.seconds(frames: Int(outcome.frames))))
        // The sound is written either way; a game that was not kept still fails the command.
        if let unsaved = outcome.unsaved { throw ExitError(unsaved) }
    }
}
