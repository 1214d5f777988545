import AudioEngine
import CommandSupport
import Conductor
import Foundation
import Lessons
import Settings

/// A session script played on a virtual clock by the kiosk's own parts and written to a sound file: `educat render`.
/// What it plays is what the kiosk plays (the same bank, cues, music kept decoded) and what it keeps is what the kiosk
/// keeps (the journal writes its games to the store).
public struct SessionRender {
    /// The script.
    public var session: SessionScript
    /// The script's file, which errors name.
    public var name: String
    /// Where the sound goes: a `.wav` or `.flac` file.
    public var output: String
    /// The settings it plays with.
    public var settings: Settings
    /// The bank's folder (`--bank`); nil: the configured one, else the default.
    public var bank: String?
    /// The records file (`--store`); nil: the configured one, else the default.
    public var store: String?
    /// The seed of every random pick.
    public var seed: UInt64 = 1
    /// Where long clips are kept decoded (the kiosk's folder), filled before the render ends.
    public var decoded = DecodedClips.cache(waited: true)

    /// A render of `session`, read from the file `name`, to `output` with `settings`.
    public init(session: SessionScript, name: String, output: String, settings: Settings) {
        self.session = session
        self.name = name
        self.output = output
        self.settings = settings
    }

    /// What a render left: its length in frames, every event and clip (for the event log), the format they are timed in,
    /// and what was not saved: the store could not be used, or a game was not kept.
    public struct Outcome {
        public let frames: Int64
        public let log: [LessonDriver.Record]
        public let format: AudioFormat
        public let unsaved: String?
    }

    /// Renders the whole script; the sound is written even when what was played could not be saved.
    public func run() throws -> Outcome {
        let parts = Composition(settings: settings)
        let engine = parts.engine
        engine.clips.keepLongClips(in: decoded)
        // Refused before anything loads: a script whose last step lies past what the file can hold.
        if let last = session.steps.last {
            do {
                try FileRenderer.checkLength(Int64(engine.format.frames(seconds: last.time)), of: output, format: engine.format)
            } catch {
                throw ExitError("\(name) line \(last.line): \(error)")
            }
        }
        let library = try parts.bank(bank)
        let records = try parts.records(store: store, profileWithoutStore: settings.profile,
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
        let unsaved = records.problem.map { "\($0); nothing from this session was saved" } ?? journal.firstUnsaved
        return Outcome(frames: frames, log: log, format: engine.format, unsaved: unsaved)
    }
}
