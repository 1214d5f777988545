@testable import Activities
import AudioEngine
import Conductor
import Lessons

/// A driver of the registered kinds on a virtual clock, rendered offline in 10 ms blocks at unit bus gains, every
/// record kept: a session asserted on its clip log and its audio.
final class RenderedDriver {
    let engine: Engine
    let renderer: FileRenderer
    let driver: LessonDriver
    private(set) var log: [LessonDriver.Record] = []

    /// A driver over `content`, playing `library`'s clips with every kind's cues, challenge records in `records`.
    init(content: LessonContent, library: any CueLibrary, records: any RecordKeeper = Keeper()) {
        ActivityList.register()
        var configuration = EngineConfiguration()
        configuration.busGains = [.music: 0, .voice: 0, .effects: 0]
        engine = Engine(configuration: configuration)
        renderer = FileRenderer(mixer: engine.mixer, blockFrames: 480)
        let navigator = Navigator(content: content, rules: ChallengeRules(), records: records, seed: 7)
        driver = LessonDriver(conductor: Conductor(engine: engine, library: library, table: .withActivities),
                              navigator: navigator, exactFrames: true)
    }

    /// Opens `screen` where the mix stands.
    func open(_ screen: Screen) {
        log += driver.open(screen, at: engine.format.seconds(frames: Int(renderer.frame)))
    }

    /// Renders, letting the driver's time pass, to `time` (seconds).
    func play(until time: Double) {
        let end = Int64(engine.format.frames(seconds: time))
        while renderer.frame < end {
            renderer.render(until: renderer.frame + 480)
            log += driver.advance(to: engine.format.seconds(frames: Int(renderer.frame)))
        }
    }

    /// Plays to `time`, then gives the driver `input` there.
    func press(_ input: Input, at time: Double) {
        play(until: time)
        log += driver.handle(input, at: time)
    }

    /// Each clip that started: its name, bus and second.
    var started: [(clip: String, bus: Bus, at: Double)] {
        log.compactMap { record in
            guard case .clip(.clipStarted(let bus, let clip, let frame)) = record.entry else { return nil }
            return (clip, bus, engine.format.seconds(frames: Int(frame)))
        }
    }

    /// When `clip` first ended, in seconds.
    func end(of clip: String) -> Double? {
        log.lazy.compactMap { record -> Double? in
            guard case .clip(.clipEnded(_, clip, let frame)) = record.entry else { return nil }
            return self.engine.format.seconds(frames: Int(frame))
        }.first
    }

    /// The names of the events the sessions sent, in order, but for the countdown's ticks.
    var eventNames: [String] {
        log.compactMap { if case .event(let event, _) = $0.entry, event.name != "tick" { event.name } else { nil } }
    }

    /// The words reported as heard, with the second each was.
    var heardWords: [(index: Int, at: Double)] {
        log.compactMap { if case .clip(.input(let input, _)) = $0.entry, let index = input.wordHeardIndex { (index, $0.time) } else { nil } }
    }

    /// Whether anything is heard from `seconds` on.
    func sounds(after seconds: Double) -> Bool {
        let samples = renderer.buffer.samples
        return (Int(seconds * 48_000)..<(samples.count / 2)).contains { abs(samples[2 * $0]) > 1e-4 }
    }

    /// The left channel's level at `seconds`.
    func level(at seconds: Double) -> Float { renderer.buffer.samples[2 * Int(seconds * 48_000)] }
}
