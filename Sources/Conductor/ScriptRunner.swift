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

    /// A step the screen open at its time cannot take: a kind's action on another kind's screen (`adjust` on a
    /// lesson), or `right`/`wrong` with no question asked. A script that does so was written for another screen.
    public struct Misplaced: Error, CustomStringConvertible {
        /// The script's line.
        public let line: Int
        public let description: String
    }

    /// Runs `script` through `driver`, rendering into `renderer`; returns the session log, or throws `Misplaced` at the
    /// first step the screen open then cannot take.
    ///
    /// `observe` sees each part of the log as it happens (the records journal follows the games through it);
    /// `afterStep` sees the session after each of the script's steps, by the step's index.
    public func run(_ script: SessionScript, driver: LessonDriver, renderer: FileRenderer,
                    observe: ([LessonDriver.Record]) -> Void = { _ in },
                    afterStep: (Int, SessionState) -> Void = { _, _ in }) throws(Misplaced) -> [LessonDriver.Record] {
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
            if let misplaced = misplaced(item.action, on: driver.state) {
                throw Misplaced(line: item.line, description: misplaced)
            }
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

    /// Why `action` cannot be taken on the screen `state` shows, or nil when it can.
    private func misplaced(_ action: SessionScript.Action, on state: SessionState) -> String? {
        switch action {
        case .input(.activity(let input)) where !input.isReport:
            let owners = ActivityCatalog.owners(ofAction: input.name)
            if let kind = ActivityCatalog.kind(of: state.screen), owners.contains(kind.id) { return nil }
            return "'\(input.name)' is an action of the \(owners.joined(separator: ", ")) screens, and \(state.screen.path) is open"
        case .right, .wrong:
            guard state.current == nil else { return nil }
            return "no question has been asked on \(state.screen.path) for '\(action == .right ? "right" : "wrong")' to answer"
        default:
            return nil
        }
    }

    /// A key of the screen's subject that does not answer the current question (the first in key order).
    private func wrongKey(for state: SessionState) -> String {
        let right = state.current?.answerKey
        let keys = state.screen.subject?.answerKeys.sorted() ?? ActivityCatalog.kind(of: state.screen)?.answerKeys ?? []
        return keys.first { $0 != right } ?? "?"
    }
}
