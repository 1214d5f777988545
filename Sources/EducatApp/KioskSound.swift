import AudioEngine
import TerminalUI

/// The kiosk's sound as the UI sees it: the engine's music bus and master volume, and the live output it plays through.
public final class KioskSound: SoundService {
    private let engine: Engine
    private let output: PulseOutput

    /// The sound of `engine`, heard through `output` (started here, stopped by `stop`).
    public init(engine: Engine, output: PulseOutput) {
        self.engine = engine
        self.output = output
        output.start(source: engine.mixer)
    }

    /// Plays the bank's music loop from now on, muted unless `on`: started once, muted or not, so toggling never
    /// restarts or doubles it, and muted first, so not a block of it is heard when it is off.
    public func startMusic(_ music: (clip: Clip, loop: LoopRange)?, on: Bool) {
        setMusic(on)
        if let music { engine.scheduler.play(music.clip, on: .music, loop: music.loop) }
    }

    /// Stops the output for good.
    public func stop() {
        output.stop()
    }

    public func setMusic(_ on: Bool) {
        engine.scheduler.setMuted(!on, bus: .music)
    }

    public func setVolume(_ level: Double) {
        engine.scheduler.setMasterVolume(level)
    }

    public var awaitsEnd: Bool { engine.scheduler.awaitsEnd }

    public var problem: String? {
        if case .silent(let reason) = output.status { reason } else { nil }
    }

    public func pause(_ paused: Bool) {
        paused ? output.stop() : output.start(source: engine.mixer)
    }
}
