import AudioEngine
import CommandSupport
import Conductor
import Foundation
import Lessons
import Settings
import SoundBank
import TerminalUI

/// A session script played on a virtual clock by the kiosk's own parts and written to a sound file: `educat render`.
/// What it plays is what the kiosk plays (the same bank, cues, music kept decoded); what the kiosk would keep, the
/// journal writes to the store only when one is named (`--store`): a scripted session is no child's play.
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
    /// The records file its games and activities are kept in (`--store`); nil: kept nowhere.
    public var store: String?
    /// The seed of every random pick.
    public var seed: UInt64 = 1
    /// Where long clips are kept decoded (the kiosk's folder), filled before the render ends.
    public var decoded = DecodedClips.cache(waited: true)
    /// Where a picture of the screen goes after each step of the script, if anywhere.
    public var screens: Screens?

    /// Pictures of the screen as a window shows it, one after each step: `folder/NNN-SCREEN.png` (and `.json`, its tap
    /// targets), `width` × `height`.
    public struct Screens {
        public var folder: String
        public var width: Int
        public var height: Int
        public var write: Display.ScreenWriter

        /// Screens `width` × `height` into `folder`, drawn by `write`.
        public init(folder: String, width: Int, height: Int, write: @escaping Display.ScreenWriter) {
            self.folder = folder
            self.width = width
            self.height = height
            self.write = write
        }
    }

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
        let date = { Date(timeIntervalSinceNow: $0) }
        let records = try store.map { try parts.records(store: $0, profileWithoutStore: settings.profile, date: date) }
            ?? parts.recordsKeptNowhere(date: date)
        let journal = records.journal
        let driver = parts.driver(playing: library, journal: journal, seed: seed, exactFrames: true)
        let renderer = try FileRenderer(mixer: engine.mixer, streamingTo: output)
        if settings.music, let music = library.music {
            engine.scheduler.play(music.clip, on: .music, loop: music.loop)
        }
        let shot = try screens.map {
            try screenWriter($0, language: settings.language ?? library.bank.language, bankFolder: parts.bankFolder(bank))
        }
        var failed: Error?
        let log: [LessonDriver.Record]
        do {
            log = try ScriptRunner().run(session, driver: driver, renderer: renderer, observe: journal.observe) { index, state in
                guard failed == nil, let shot else { return }
                do { try shot(index, state) } catch { failed = error }
            }
        } catch {
            throw ExitError("\(name) line \(error.line): \(error)")
        }
        if let failed { throw failed }
        journal.close(at: engine.format.seconds(frames: Int(renderer.frame)))
        let frames = try renderer.finish()
        decoded.waitForFills()
        let unsaved = records.problem.map { "\($0); nothing from this session was saved" } ?? journal.firstUnsaved
        return Outcome(frames: frames, log: log, format: engine.format, unsaved: unsaved)
    }

    /// Draws the session's screen after a step, in `language`'s texts (beside the bank in `bankFolder`), as `screens`
    /// asks.
    private func screenWriter(_ screens: Screens, language: String, bankFolder: String) throws -> (Int, SessionState) throws -> Void {
        try FileManager.default.createDirectory(atPath: screens.folder, withIntermediateDirectories: true)
        let texts = KioskLanguage.texts(language, bankFolder: bankFolder).texts
        let settings = settings
        return { index, state in
            var model = ScreenModel(state: state)
            model.musicOn = settings.music
            model.volume = settings.volume
            let name = String(format: "%03d-", index + 1) + state.screen.path.replacingOccurrences(of: "/", with: "-")
            let path = URL(fileURLWithPath: screens.folder).appendingPathComponent(name).path
            try screens.write(FrameContent(model: model, emoji: true, texts: texts), screens.width, screens.height, path)
        }
    }
}
