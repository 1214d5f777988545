import AudioEngine
import Foundation

/// Runs scheduled sound to its end, live through the sound server or rendered offline to a file.
struct SessionPlayer {
    /// Where the sound goes.
    enum Destination {
        case live(latency: Double)
        case file(String)
    }

    let engine: Engine
    let destination: Destination
    /// Sound after the last voice ends, so music and fades finish gracefully.
    var tail = 0.4

    /// Schedules with `setup`, then plays until the timelines it returned have ended, reporting events as they come.
    func run(_ setup: (Scheduler) -> [TimelineHandle], onEvent: (EngineEvent) -> Void) throws {
        switch destination {
        case .file(let path):
            let renderer = FileRenderer(mixer: engine.mixer)
            playOut(setup(engine.scheduler), passing: renderer.render(seconds:), onEvent: onEvent)
            try renderer.write(to: path)
            print("wrote \(path) (\(String(format: "%.2f", renderer.buffer.duration)) s)")
        case .live(let latency):
            let output = LiveOutput.make(format: engine.format, latency: latency)
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
