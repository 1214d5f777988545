import AudioEngine
import Lessons

/// Runs a scripted session on a virtual clock: the driver and the offline renderer advance together in
/// small steps, and every action lands on the exact frame of its time.
public struct ScriptRunner {
    /// Virtual-time step between driver updates; countdown ticks and progress reports are this fine.
    public var step = 0.01
    /// Longest render after the last action when the script has no `end` (never past the renderer's capacity).
    public var maximumTail = 600.0

    /// A runner with the default step.
    public init() {}

    /// Runs `script` through `driver`, rendering into `renderer`; returns the session log.
    ///
    /// `observe` sees each part of the log as it happens (the records journal follows the games through it);
    /// `afterStep` sees the session after each of the script's steps, by the step's index.
    public func run(_ script: SessionScript, driver: LessonDriver, renderer: FileRenderer,
                    observe: ([LessonDriver.Record]) -> Void = { _ in },
                    afterStep: (Int, SessionState) -> Void = { _, _ in }) -> [LessonDriver.Record] {
        let format = renderer.mixer.format
        var log: [LessonDriver.Record] = []
        func record(_ records: [LessonDriver.Record]) {
            observe(records)
            log += records
        }
        func advance(to time: Double) {
            let target = Int64(format.frames(seconds: time))
            while renderer.frame < target {
                let next = min(target, renderer.frame + Int64(format.frames(seconds: step)))
                renderer.render(until: next)
                record(driver.advance(to: format.seconds(frames: Int(next))))
            }
        }
        for (index, item) in script.steps.enumerated() {
            defer { afterStep(index, driver.state) }
            advance(to: item.time)
            switch item.action {
            case .end:
                return log
            case .open(let screen):
                record(driver.open(screen, at: item.time))
            case .input(let input):
                record(driver.handle(input, at: item.time))
            case .right:
                record(driver.handle(.key(driver.state.current?.answerKey ?? "?"), at: item.time))
            case .wrong:
                record(driver.handle(.key(wrongKey(for: driver.state)), at: item.time))
            }
        }
        // No `end`: play on until only the looping music is left and the session has nothing due by itself.
        let last = script.steps.last?.time ?? 0
        var time = format.seconds(frames: Int(renderer.frame))
        let longest = format.seconds(frames: Int(renderer.capacity))
        while time < last + maximumTail, time + step <= longest {
            time += step
            advance(to: time)
            if !driver.isPlaying && renderer.mixer.renderedFrames > 0 && !driver.awaitsTime { break }
        }
        return log
    }

    /// A key of the screen's subject that does not answer the current question (the first in key order).
    private func wrongKey(for state: SessionState) -> String {
        let right = state.current?.answerKey
        let keys = state.screen.subject?.answerKeys.sorted() ?? ActivityCatalog.kind(of: state.screen)?.answerKeys ?? []
        return keys.first { $0 != right } ?? "?"
    }
}
