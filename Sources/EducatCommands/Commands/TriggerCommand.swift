import ArgumentParser
import AudioEngine
import CommandSupport
import Conductor
import EducatApp
import Foundation

/// `educat trigger`: a long-running player that other programs drive, one command per line on standard input.
struct TriggerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trigger",
        abstract: "Play clips the moment their names arrive on standard input, with the music looping under them.",
        discussion: """
            Prints "ready" on standard output once it can play (lines sent earlier wait for it); the bank decodes \
            behind the answers meanwhile, and a clip not decoded yet is decoded when it is asked for. \
            One command per line: a clip name of the bank (numbers.3, praise.2, words.casa), an audio file path, \
            group:NAME for a random clip of a group, stop, music on, music off. Each line is answered in order with \
            "ok …" or "error …" on standard output; a bad line never ends the program. A line may have up to 4096 \
            bytes (a longer one is answered with an error and skipped). At the end of input, what was asked for plays \
            to its end (the music is not waited for), then the program quits.
            """)

    @OptionGroup var bank: BankArgument

    @OptionGroup var live: LiveOptions

    @Flag(help: "Start without the background music (\"music on\" starts it).")
    var noMusic = false

    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        let parts = Composition(settings: configOptions.load())
        let (settings, engine) = (parts.settings, parts.engine)
        engine.clips.keepLongClips(in: DecodedClips.cache())
        let library = try parts.bank(bank.options.bank)
        let output = LiveOutput.make(format: engine.format, target: live.target(settings))
        output.start(source: engine.mixer)
        defer { output.stop() }
        var music = TriggerMusic()
        music.turn(on: !noMusic && settings.music, engine: engine, library: library)
        // A program driving educat may play from here on: what it asks for before the preload reaches it is decoded then.
        BackgroundPreload.start(library)
        answer("ready")
        var picks = TriggerPicks()
        var lines = LineReader()
        while let line = lines.next() {
            _ = engine.scheduler.pollEvents()
            let answer: String
            switch line {
            case .text(let text):
                let command = text.trimmingCharacters(in: .whitespaces)
                guard !command.isEmpty else { continue }
                answer = respond(to: command, engine: engine, library: library, picks: &picks, music: &music)
            case .tooLong(let bytes, let start):
                answer = "error a line of \(bytes) bytes is longer than the \(LineReader.standardLimit) a command may have; "
                    + "skipped: \"\(Echo.excerpt(start))\""
            }
            self.answer(answer)
        }
        playOut(engine: engine, output: output)
    }

    /// Waits until every clip asked for has been heard: `echo numbers.3 | educat trigger` says "tres". The mix holds
    /// while the server is being reached and runs on silent without one, so this ends either way.
    private func playOut(engine: Engine, output: PulseOutput) {
        while engine.scheduler.awaitsEnd {
            Thread.sleep(forTimeInterval: 0.01)
            _ = engine.scheduler.pollEvents()
        }
        // The speaker is behind the mix by the stream's latency (the one asked for, until the server has said).
        Thread.sleep(forTimeInterval: output.currentLatency ?? output.configuration.targetLatency)
    }

    /// Writes one line straight to the descriptor: a program reading the answers must get each one at once.
    private func answer(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Answers one command; what it echoes is escaped and, except a file's path, cut short.
    private func respond(to command: String, engine: Engine, library: BankLibrary, picks: inout TriggerPicks,
                         music: inout TriggerMusic) -> String {
        switch command {
        case "stop":
            engine.scheduler.stop(bus: .voice)
            engine.scheduler.stop(bus: .effects)
            return "ok stop"
        case "music on", "music off":
            music.turn(on: command == "music on", engine: engine, library: library)
            return "ok \(command)"
        default:
            break
        }
        if command.hasPrefix("group:") {
            let group = String(command.dropFirst("group:".count))
            guard let name = picks.pick(from: library.group(named: group), group: group) else {
                return "error no group \"\(Echo.excerpt(group))\" in the bank"
            }
            return play(name, engine: engine, library: library)
        }
        if command.contains("/") || FileManager.default.fileExists(atPath: command) {
            do {
                engine.scheduler.play(try engine.clips.clip(at: command))
                return "ok \(Echo.escaped(command))"
            } catch {
                return "error \(Echo.escaped("\(error)"))"
            }
        }
        return play(command, engine: engine, library: library)
    }

    private func play(_ name: String, engine: Engine, library: BankLibrary) -> String {
        guard let clip = library.optionalClip(named: name) else { return "error no playable clip \"\(Echo.excerpt(name))\" in the bank" }
        engine.scheduler.play(clip, on: name == "clap" ? .effects : .voice)
        return "ok \(name)"
    }
}

/// The bank's music loop, decoded in the background and started the first time it is turned on: no answer waits for
/// its decoding, and a trigger started without music plays not a block of it.
struct TriggerMusic {
    private var started = false

    mutating func turn(on: Bool, engine: Engine, library: BankLibrary) {
        engine.scheduler.setMuted(!on, bus: .music)
        guard on, !started else { return }
        started = true
        Thread.detachNewThread {
            if let music = library.music { engine.scheduler.play(music.clip, on: .music, loop: music.loop) }
        }
    }
}

/// Random group picks that never repeat the previous pick of the same group.
struct TriggerPicks {
    private var last: [String: String] = [:]

    mutating func pick(from names: [String], group: String) -> String? {
        guard !names.isEmpty else { return nil }
        let choices = names.count > 1 ? names.filter { $0 != last[group] } : names
        let name = choices.randomElement()!
        last[group] = name
        return name
    }
}
