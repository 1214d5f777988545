import ArgumentParser
import AudioEngine
import CommandSupport
import EducatApp
import Foundation

/// `educat devices`: which sound server educat reaches, what it offers, and whether a sound played there is heard.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "Show the sound server educat reaches, its sinks and sources, and the latency it grants.",
        discussion: """
            Names the server (PulseAudio, or PipeWire serving the PulseAudio protocol) and its version, lists the \
            sinks and sources with the default ones marked *, then opens a stream the way the player does and reports \
            the sink it plays on, the latency granted and the underruns while it ran. With --test that stream plays a \
            short chime, no louder than audio.max_level_db, so that someone in the room can say whether it was heard. \
            Exits 1 when no server answers; educat then plays silent until one appears.
            """)

    /// The test sound: long enough to notice, short enough not to startle.
    static let chimeSeconds = 0.5
    /// Its pitch, in hertz (with a softer octave above).
    static let chimeFrequency = 880.0

    @Flag(help: "Play a short chime on the sink educat plays on.")
    var test = false

    @OptionGroup var live: LiveOptions
    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        let settings = configOptions.load()
        switch PulseOutput.probe(timeout: 3) {
        case .failure(let failure):
            print("no sound server: \(failure.message)")
            print("educat will play silent and reconnect when a server appears.")
            throw ExitCode.failure
        case .success(let probe):
            print("server:        \(probe.kind) \(probe.version) on \(probe.host) (reports \"\(probe.server)\")")
            print("server format: \(probe.format), \(probe.sampleType)")
            list("sinks", probe.sinks, default: probe.defaultSink)
            list("sources", probe.sources, default: probe.defaultSource)
            let engine = Engine(configuration: settings.engineConfiguration)
            play(on: live.target(settings), with: engine, maxLevel: settings.maxLevel)
        }
    }

    private func list(_ title: String, _ devices: [PulseOutput.ServerProbe.Device], default name: String) {
        print("\(title) (* default):")
        for device in devices {
            print("  \(device.name == name ? "*" : " ") \(device.name): \(device.description) "
                  + "(\(device.format), \(device.sampleType))")
        }
    }

    /// Opens a real stream, the way the player does, and reports what the server granted; plays the chime when asked.
    private func play(on target: LiveTarget, with engine: Engine, maxLevel: Double) {
        let milliseconds = target.latency * 1_000
        let output = LiveOutput.make(format: engine.format, target: target)
        output.start(source: engine.mixer)
        defer { output.stop() }
        let started = Date()
        guard waitUntilConnected(output, seconds: 2), case .connected(let info) = output.status else {
            print("stream:        \(output.status)")
            return
        }
        print(String(format: "stream:        %@ on %@, asked %.0f ms, granted %.1f ms",
                     info.format.description, info.sink, milliseconds, info.latency * 1_000))
        if test {
            print(String(format: "test sound:    a %.1f s chime on %@, at most %.0f dBFS; can you hear it?",
                         Self.chimeSeconds, info.sink, maxLevel))
            playToTheEnd(Self.chime(format: engine.format), with: engine, output: output)
        } else {
            Thread.sleep(forTimeInterval: 0.3)
        }
        if let measured = output.currentLatency, measured > 0 {
            print(String(format: "measured:      %.1f ms from write to speaker", measured * 1_000))
        }
        print(String(format: "underruns:     %d in the %.1f s the stream ran", output.underruns,
                     Date().timeIntervalSince(started)))
    }

    private func waitUntilConnected(_ output: PulseOutput, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if case .connected = output.status { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// Plays `clip` and waits until it has left the mix and the server's buffer.
    private func playToTheEnd(_ clip: Clip, with engine: Engine, output: PulseOutput) {
        guard let handle = engine.scheduler.play(clip) else { return }
        let deadline = Date().addingTimeInterval(Self.chimeSeconds + 5)
        repeat {
            Thread.sleep(forTimeInterval: 0.01)
            _ = engine.scheduler.pollEvents()
        } while engine.scheduler.isActive(handle) && Date() < deadline
        Thread.sleep(forTimeInterval: max(0.1, 2 * (output.currentLatency ?? output.configuration.targetLatency)))
    }

    /// A bell-like tone: a quick rise, then a decay, with a quieter octave above, peaking at half of full scale
    /// before the room's cap and volume.
    static func chime(format: AudioFormat) -> Clip {
        let frames = format.frames(seconds: chimeSeconds)
        let rate = Double(format.sampleRate)
        var samples = [Float](repeating: 0, count: frames * format.channels)
        for frame in 0..<frames {
            let time = Double(frame) / rate
            let envelope = min(1, time / 0.005) * exp(-3 * time) * min(1, (chimeSeconds - time) / 0.05)
            let tone = sin(2 * .pi * chimeFrequency * time) + 0.3 * sin(4 * .pi * chimeFrequency * time)
            let value = Float(0.5 / 1.3 * envelope * tone)
            for channel in 0..<format.channels { samples[frame * format.channels + channel] = value }
        }
        return Clip(name: "chime", samples: samples, format: format)
    }
}
