import AudioEngine
import Foundation

/// Runs scheduled sound to its end, live through the sound server or rendered offline to a file.
public struct SessionPlayer {
    /// Where the sound goes.
    public enum Destination {
        case live(LiveTarget)
        case file(String)
    }

    /// The engine whose sound it plays.
    public let engine: Engine
    /// Where the sound goes.
    public let destination: Destination
    /// Sound after the last voice ends, so music and fades finish gracefully.
    public var tail = 0.4

    /// A player of `engine`'s sound to `destination`.
    public init(engine: Engine, destination: Destination) {
        self.engine = engine
        self.destination = destination
    }

    /// Schedules with `setup`, then plays until the timelines it returned have ended, reporting events as they come;
    /// `frames` is how long they last, so that a file too long to write is refused before any rendering.
    public func run(lasting frames: Int, _ setup: (Scheduler) -> [TimelineHandle], onEvent: (EngineEvent) -> Void) throws {
        switch destination {
        case .file(let path):
            try FileRenderer.checkLength(Int64(frames + engine.format.frames(seconds: tail)), of: path, format: engine.format)
            let renderer = try FileRenderer(mixer: engine.mixer, streamingTo: path)
            playOut(setup(engine.scheduler), passing: renderer.render(seconds:), onEvent: onEvent)
            let written = try renderer.finish()
            print("wrote \(path) (\(String(format: "%.2f", engine.format.seconds(frames: Int(written)))) s)")
        case .live(let target):
            let output = LiveOutput.make(format: engine.format, target: target)
            output.start(source: engine.mixer)
            defer { output.stop() }
            playOut(setup(engine.scheduler), passing: Thread.sleep(forTimeInterval:), onEvent: onEvent)
        }
    }

    /// Lets time pass (rendered offline, or waited for live) until `handles` end, then fades the music out.
    private func playOut(_ handles: [TimelineHandle], passing pass: (Double) -> Void, onEvent: (EngineEvent) -> Void) {
        repeat {
            pass(0.01)
            engine.scheduler.pollEvents().forEach(onEvent)
        } while handles.contains(where: engine.scheduler.isActive)
        engine.scheduler.stop(bus: .music)
        pass(tail)
        engine.scheduler.pollEvents().forEach(onEvent)
    }
}
