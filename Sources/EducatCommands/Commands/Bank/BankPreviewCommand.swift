import ArgumentParser
import AudioEngine
import CommandSupport
import Conductor
import EducatApp
import Foundation
import SoundBank

/// `educat bank preview`: hear a bank's clips in order, with their names, texts and progress.
struct BankPreviewCommand: PausingCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Play a bank's clips in order, showing each one's name, text and progress.",
        discussion: """
            Pick clips with --group (praise, scold, help, words, …), --subject (numbers, vowels, alphabet) or by name. \
            On a terminal, keys steer it: Space stops the clip and, again, plays it from its start; Right or Down \
            goes to the next clip, Left or Up back one; q quits. Without a terminal on standard input the clips \
            play straight through; with --output they are rendered to a file.
            """)

    @OptionGroup var bank: BankArgument

    @Option(help: "Only the clips of this group (the part of the name before the first dot).")
    var group: String?

    @Option(help: "Only the items of this subject: numbers, vowels or alphabet.")
    var subject: String?

    @Option(help: ArgumentHelp("Only these clips, by name (repeatable).", valueName: "name"))
    var clip: [String] = []

    @Option(help: "Pause between clips, in seconds (0 to 600).")
    var gap: Double = 0.4

    @OptionGroup var output: OutputOptions
    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        let parts = composition()
        let (settings, engine) = (parts.settings, parts.engine)
        let library = try parts.bank(bank.options.bank)
        let names = Set(library.bank.clips.map(\.name))
        for unknown in clip where !names.contains(unknown) { Log.main.warning("no clip named '\(unknown)' in the bank") }
        let chosen = library.bank.clips.filter { named in
            let prefix = named.name.split(separator: ".").first.map(String.init) ?? named.name
            if !clip.isEmpty { return clip.contains(named.name) }
            if let subject { return prefix == subject }
            if let group { return prefix == group }
            return named.role != .music
        }
        guard !chosen.isEmpty else { throw ExitError("nothing to preview: no clip matches") }
        let clips = chosen.enumerated().map { index, named in
            PreviewClip(name: named.name, text: named.clip.text ?? "", bus: named.role == .effect ? .effects : .voice,
                        position: index + 1, count: chosen.count) { library.clip(named: named.name) }
        }
        guard let file = output.file else {
            if let signal = try PreviewPlayer(engine: engine, clips: clips, gap: gap).run(on: output.live.target(settings)) {
                throw ExitCode(128 + signal)
            }
            return
        }
        try render(clips, with: engine, to: file)
    }

    /// Renders the clips one after the other to `file`, printing each one's line as it starts.
    private func render(_ clips: [PreviewClip], with engine: Engine, to file: String) throws {
        var timeline = Timeline(format: engine.format)
        for clip in clips {
            guard let decoded = clip.load() else {
                print(clip.unreadable)
                continue
            }
            if !timeline.entries.isEmpty { timeline.pause(gap) }
            timeline.append(decoded, on: clip.bus, label: clip.name)
        }
        guard !timeline.entries.isEmpty else { throw ExitError("nothing to preview: none of the chosen clips can be read") }
        let headings = Dictionary(clips.map { ($0.name, $0.heading) }) { first, _ in first }
        try SessionPlayer(engine: engine, destination: .file(file)).run(lasting: timeline.endFrame) { scheduler in
            scheduler.schedule(timeline).map { [$0] } ?? []
        } onEvent: { event in
            if event.kind == .started, let heading = headings[event.label] { print(heading) }
        }
    }
}
