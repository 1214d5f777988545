import AudioEngine
import ArgumentParser
import CommandSupport
import Conductor
import EducatApp
import Foundation
import Logging

/// `educat play`: plays clips (files or bank names) in sequence on the voice bus, optionally over looping music,
/// or renders them to a file.
struct PlayCommand: PausingCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play sound files or bank clips one after another, with background music if you like.",
        discussion: """
            Clips are played on the voice bus in the order given, with a pause between them. A clip is a file \
            (any format libsndfile reads: WAV, AIFF, FLAC, Ogg, Opus, MP3) or a clip name of the bank \
            (numbers.3, praise.2, words.casa; see `educat bank list`). A clip that cannot be read \
            is skipped with a warning. With --output the same sound is written to a WAV or FLAC file instead.
            """)

    @Argument(help: ArgumentHelp("Files or bank clip names to play, in order.", valueName: "clip"))
    var files: [String]

    @OptionGroup var bankOptions: BankOptions

    @Option(help: "Pause between files, in seconds (0 to 600).")
    var gap: Double = 0.3

    @Option(help: "A music file to loop under the voices (ducked while they speak).")
    var music: String?

    @OptionGroup var output: OutputOptions
    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        let parts = composition()
        let (settings, engine) = (parts.settings, parts.engine)
        var library: BankLibrary?
        let clips = try files.compactMap { name -> Clip? in
            if name.contains("/") || FileManager.default.fileExists(atPath: name) {
                do { return try engine.clips.clip(at: name) } catch {
                    Log.main.warning("skipping \(error)")
                    return nil
                }
            }
            if library == nil { library = try parts.bank(bankOptions.bank) }
            return library?.clip(named: name)
        }
        guard !clips.isEmpty else { throw ExitError("none of the files could be played") }
        var timeline = Timeline(format: engine.format)
        for (index, clip) in clips.enumerated() {
            if index > 0 { timeline.pause(gap) }
            timeline.append(clip)
        }
        let musicClip = try music.map { try engine.clips.clip(at: $0) }
        let player = SessionPlayer(engine: engine, destination: output.destination(settings))
        try player.run(lasting: timeline.endFrame) { scheduler in
            if let musicClip {
                scheduler.play(musicClip, on: .music, loop: LoopRange(start: 0, end: musicClip.frameCount))
            }
            return scheduler.schedule(timeline).map { [$0] } ?? []
        } onEvent: { event in
            if event.kind == .started, event.bus == .voice {
                print("▶ \(event.label)  \(String(format: "%.2f s", engine.format.seconds(frames: Int(event.frame))))")
            }
        }
    }
}
