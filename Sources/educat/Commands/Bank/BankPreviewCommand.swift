import ArgumentParser
import AudioEngine
import Conductor
import Foundation
import SoundBank

/// `educat bank preview`: hear a bank's clips in order, with their names and texts.
struct BankPreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Play a bank's clips in order, showing each one's name and text.",
        discussion: "Pick clips with --group (praise, scold, help, words, …), --subject (numbers, vowels, alphabet) or by name.")

    @OptionGroup var bank: BankArgument

    @Option(help: "Only the clips of this group (the part of the name before the first dot).")
    var group: String?

    @Option(help: "Only the items of this subject: numbers, vowels or alphabet.")
    var subject: String?

    @Option(help: ArgumentHelp("Only these clips, by name (repeatable).", valueName: "name"))
    var clip: [String] = []

    @Option(help: "Pause between clips, in seconds.")
    var gap: Double = 0.4

    @OptionGroup var output: OutputOptions

    func run() throws {
        let engine = Engine(configuration: output.engineConfiguration())
        let library = try bank.options.load(cache: engine.clips)
        let chosen = library.bank.clips.filter { named in
            let prefix = named.name.split(separator: ".").first.map(String.init) ?? named.name
            if !clip.isEmpty { return clip.contains(named.name) }
            if let subject { return prefix == subject }
            if let group { return prefix == group }
            return named.role != .music
        }
        guard !chosen.isEmpty else { throw ExitError("nothing to preview: no clip matches") }
        var timeline = Timeline(format: engine.format)
        var texts: [String: String] = [:]
        for named in chosen {
            guard let decoded = library.clip(named: named.name) else { continue }
            if !timeline.entries.isEmpty { timeline.pause(gap) }
            timeline.append(decoded, on: named.role == .effect ? .effects : .voice, label: named.name)
            texts[named.name] = named.clip.text
        }
        let player = SessionPlayer(engine: engine, destination: output.destination)
        try player.run { scheduler in
            scheduler.schedule(timeline).map { [$0] } ?? []
        } onEvent: { event in
            guard event.kind == .started else { return }
            print("▶ \(event.label.padding(toLength: 22, withPad: " ", startingAt: 0)) \(texts[event.label] ?? "")")
        }
    }
}
